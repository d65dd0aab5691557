import type { UploadItem } from './upload-types';

/** Bytes sent of everything chosen, and the total. */
export function overallProgress(items: readonly UploadItem[]): { sent: number; total: number } {
  let sent = 0;
  let total = 0;
  for (const item of items) {
    if (item.status === 'cancelled') continue;
    total += item.file.size;
    sent += item.status === 'added' || item.status === 'duplicate' ? item.file.size : item.bytesSent;
  }
  return { sent, total };
}
