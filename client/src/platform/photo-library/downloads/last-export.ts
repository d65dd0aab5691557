import { readStored, removeStored, writeStored } from '#platform/storage/local-storage';

/**
 * The export this browser asked for last, so the downloads page can show how it is doing (upstream has no list of
 * exports; the real service e-mails the link). Per user: another account on the same browser does not see it.
 */
const keyOf = (owner: string) => `photoExport:${owner}`;
const BACKUP_ID = /^[\w-]{1,200}$/;

export function rememberExport(owner: string, backupId: string): void {
  writeStored(keyOf(owner), backupId);
}

export function lastExport(owner: string): string | null {
  const value = readStored(keyOf(owner));
  return value !== null && BACKUP_ID.test(value) ? value : null;
}

export function forgetExport(owner: string): void {
  removeStored(keyOf(owner));
}
