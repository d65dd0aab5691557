import type { ArchivePushMessage, PushMessage } from '#contracts/push';

export type ArchiveEvent = ArchivePushMessage['key'];

/** How long each archive toast stays: started 5 s, finished and error 10 s. */
export const ARCHIVE_TOAST_MS: Record<ArchiveEvent, number> = {
  'archive-started': 5000,
  'archive-finished': 10_000,
  'archive-error': 10_000,
};

export function isArchiveMessage(message: PushMessage): message is ArchivePushMessage {
  return 'key' in message;
}

export interface ArchiveEventDeps {
  /** Shows (or replaces) the toast of this download. */
  toast(event: ArchiveEvent | 'save-failed', downloadId: string): void;
  /** Whether this tab asked for the archive (only those are saved by themselves). */
  wasRequestedHere(downloadId: string): boolean;
  fetchUrl(downloadId: string): Promise<string>;
  save(url: string, fileName: string): void;
  /** Something about the user's archives changed (the downloads list refreshes). */
  changed(): void;
}

/**
 * What an archive message does: a toast on each event; on 'finished' the signed link is fetched and the zip saved
 * as `{downloadId}.zip` (when this tab asked for it); a failure to fetch the link shows 'Download failed'.
 */
export async function handleArchiveMessage(
  message: ArchivePushMessage,
  deps: ArchiveEventDeps,
): Promise<void> {
  const { downloadId } = message.message;
  deps.toast(message.key, downloadId);
  deps.changed();
  if (message.key !== 'archive-finished' || !deps.wasRequestedHere(downloadId)) return;
  try {
    deps.save(await deps.fetchUrl(downloadId), `${downloadId}.zip`);
  } catch {
    deps.toast('save-failed', downloadId);
  }
}
