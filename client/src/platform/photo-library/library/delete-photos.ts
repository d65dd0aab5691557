import { deleteAllPhotos, deletePhotos, type FailedList } from '#contracts/photos';
import { apiCall } from '#platform/api/api-request';
import type { SelectedBatch } from '#platform/photo-library/selection/selection-model';

/** Ids per DELETE /photos request, and how often the ids of a chunk that failed are tried again. */
export const DELETE_CHUNK_SIZE = 100;
export const DELETE_RETRIES = 2;

/** The two errors a bulk delete can end with (logged; the user sees the delete modal's message). */
export const FAILED_TO_DELETE = 'Failed to delete photo!';
export const EXCEEDED_RETRIES = 'Exceeded maximum amount of retries!';

export class DeletePhotosError extends Error {
  override readonly name = 'DeletePhotosError';
  constructor(
    message: typeof FAILED_TO_DELETE | typeof EXCEEDED_RETRIES,
    /** Ids still in the library. */
    readonly failedIds: string[],
    /** Ids that were deleted before the failure. */
    readonly deletedIds: string[],
  ) {
    super(message);
  }
}

export interface DeleteOptions {
  send?: (ids: string[]) => Promise<FailedList>;
  chunkSize?: number;
  retries?: number;
  /** Waits before a retry (a short back-off); tests pass one that does not wait. */
  wait?: (attempt: number) => Promise<void>;
}

const sendDelete = (ids: string[]) => apiCall(deletePhotos, { body: { photoIds: ids } });
const backOff = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, 250 * attempt));

/**
 * Deletes photos in chunks. Within a chunk, only the ids that failed are tried again, `retries` times: ids the
 * service keeps refusing end with 'Failed to delete photo!', a chunk whose requests keep failing with 'Exceeded
 * maximum amount of retries!'. Either way the error says which ids were deleted and which were not.
 */
export async function deletePhotosInChunks(
  ids: readonly string[],
  options: DeleteOptions = {},
): Promise<void> {
  const {
    send = sendDelete,
    chunkSize = DELETE_CHUNK_SIZE,
    retries = DELETE_RETRIES,
    wait = backOff,
  } = options;
  const failed: string[] = [];
  let reason: typeof FAILED_TO_DELETE | typeof EXCEEDED_RETRIES | null = null;
  for (let start = 0; start < ids.length; start += chunkSize) {
    let pending = ids.slice(start, start + chunkSize);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 0) await wait(attempt);
      try {
        const refused = new Set((await send(pending)).failed);
        pending = pending.filter((id) => refused.has(id));
        if (pending.length > 0 && attempt >= retries) {
          reason ??= FAILED_TO_DELETE;
          break;
        }
      } catch {
        if (attempt >= retries) {
          reason ??= EXCEEDED_RETRIES;
          break;
        }
      }
    }
    failed.push(...pending);
  }
  if (reason) {
    const left = new Set(failed);
    throw new DeletePhotosError(
      reason,
      failed,
      ids.filter((id) => !left.has(id)),
    );
  }
}

export interface BulkDeleteResult {
  /** How many photos are gone. */
  deleted: number;
  /**
   * done: everything selected is gone; cancelled: the customer stopped it; failed: a chunk kept failing or the
   * selection could not be read further. What was deleted stays deleted in every case.
   */
  outcome: 'done' | 'cancelled' | 'failed';
}

export interface BulkDeleteOptions extends DeleteOptions {
  signal?: AbortSignal;
  /** After each chunk the service has deleted (the screen drops them and moves the progress on). */
  onDeleted?(month: string | null, ids: readonly string[]): void;
}

/**
 * Deletes a selection as it is resolved (`selectedPages`): each batch in chunks of `chunkSize`, retried like
 * `deletePhotosInChunks`. Nothing is read ahead, so the first chunk goes out after the first page. Cancelling
 * stops before the next chunk (a chunk on its way completes); a chunk that keeps failing, or a page that cannot
 * be read, stops the delete. Nothing deleted is put back either way.
 */
export async function deleteSelectedBatches(
  batches: AsyncIterable<SelectedBatch>,
  options: BulkDeleteOptions = {},
): Promise<BulkDeleteResult> {
  const { signal, onDeleted, chunkSize = DELETE_CHUNK_SIZE, ...rest } = options;
  let deleted = 0;
  const gone = (month: string | null, ids: readonly string[]) => {
    deleted += ids.length;
    if (ids.length > 0) onDeleted?.(month, ids);
  };
  try {
    for await (const batch of batches) {
      for (let start = 0; start < batch.ids.length; start += chunkSize) {
        if (signal?.aborted) return { deleted, outcome: 'cancelled' };
        const chunk = batch.ids.slice(start, start + chunkSize);
        try {
          await deletePhotosInChunks(chunk, { ...rest, chunkSize });
          gone(batch.month, chunk);
        } catch (error) {
          gone(batch.month, error instanceof DeletePhotosError ? error.deletedIds : []);
          console.warn(error instanceof Error ? error.message : error);
          return { deleted, outcome: 'failed' };
        }
      }
    }
  } catch (error) {
    console.warn('the selection could not be read', error);
    return { deleted, outcome: 'failed' };
  }
  return { deleted, outcome: signal?.aborted ? 'cancelled' : 'done' };
}

/** DELETE /photos/all: the whole library. */
export function deleteWholeLibrary(): Promise<undefined> {
  return apiCall(deleteAllPhotos);
}
