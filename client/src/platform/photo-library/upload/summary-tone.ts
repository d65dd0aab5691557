import type { UploadItem } from './upload-types';

/** How an upload's summary reads: every file in the library, some failed, or nothing got in. */
export type SummaryTone = 'success' | 'warning' | 'error';

/**
 * The tone of the summary of finished uploads (cancelled files do not count): success when every file was added
 * or was already in the library, error when every one failed, warning when some failed and others got in.
 */
export function summaryTone(items: readonly Pick<UploadItem, 'status'>[]): SummaryTone {
  const counted = items.filter((item) => item.status !== 'cancelled');
  const failed = counted.filter((item) => item.status === 'failed').length;
  if (failed === 0) return 'success';
  return failed === counted.length ? 'error' : 'warning';
}
