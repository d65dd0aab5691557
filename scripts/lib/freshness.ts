import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time of a file or of anything in a folder, in ms (0 when absent). */
export function newestChange(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs; // a deleted file changes its folder's time
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    latest = Math.max(latest, newestChange(join(path, entry.name)));
  }
  return latest;
}

/** True when `output` exists and is newer than every one of `sources` (files or folders, from `root`). */
export function upToDate(root: string, output: string, sources: readonly string[]): boolean {
  const built = statSync(join(root, output), { throwIfNoEntry: false })?.mtimeMs;
  return built !== undefined && sources.every((source) => newestChange(join(root, source)) < built);
}
