import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { removeAlbumPhotos } from '#contracts/albums';
import { apiCall } from '#platform/api/api-request';
import { refreshAlbums } from '#platform/photo-library/albums';
import { libraryCountsKey } from '#platform/photo-library/counts';
import {
  type BulkDeleteResult,
  type DeleteOptions,
  DeletePhotosError,
  deletePhotosInChunks,
  deleteSelectedBatches,
} from '#platform/photo-library/library';
import { countSelected, type SelectionValue, selectedPages } from '#platform/photo-library/selection';
import type { TimelineStore } from '#platform/photo-library/timeline';

/**
 * Takes photos out of a list the way every list does: off the screen at once, then in chunks (retried); whatever
 * could not go comes back in place. Resolves true when all are gone. `send` says what one chunk does (delete
 * from the library by default); the counts and album caches are fetched again either way.
 */
function useOptimisticRemoval(store: TimelineStore | undefined, send?: DeleteOptions['send']) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (ids: readonly string[]): Promise<boolean> => {
      const removed = store?.removePhotos(ids);
      try {
        await deletePhotosInChunks(ids, send ? { send } : {});
        return true;
      } catch (error) {
        const failed = error instanceof DeletePhotosError ? error.failedIds : ids;
        console.warn(error instanceof Error ? error.message : error, { failed: failed.length });
        if (removed) store?.restore(removed, failed);
        return false;
      } finally {
        void mutate(libraryCountsKey);
        void refreshAlbums(mutate);
      }
    },
    [store, send, mutate],
  );
}

/** Deletes photos from the library (DELETE /photos). */
export function useDeletePhotos(store: TimelineStore | undefined) {
  return useOptimisticRemoval(store);
}

function useAlbumRemovalSend(albumId: string) {
  return useCallback(
    (photoIds: string[]) => apiCall(removeAlbumPhotos, { params: { albumId }, body: { photoIds } }),
    [albumId],
  );
}

/** Takes photos out of an album (DELETE /albums/{id}/photos); they stay in the library. */
export function useRemoveFromAlbum(store: TimelineStore | undefined, albumId: string) {
  return useOptimisticRemoval(store, useAlbumRemovalSend(albumId));
}

/** A selection of any size taken out of an album, in chunks (see useBulkDelete). */
export function useBulkRemoveFromAlbum(store: TimelineStore, albumId: string): BulkDelete {
  return useBulkDelete(store, useAlbumRemovalSend(albumId));
}

/** Ids per resolved batch (the largest page the service gives). */
const SELECTION_BATCH = 500;

/** How far a bulk delete has come: photos gone of those selected when it started. */
export interface BulkDeleteProgress {
  done: number;
  total: number;
}

export interface BulkDelete {
  /** Deletes what the selection holds, in chunks, as it resolves into ids. */
  run(value: SelectionValue): Promise<BulkDeleteResult>;
  /** Stops before the next chunk; what is deleted stays deleted. */
  cancel(): void;
  /** Null when no delete runs. */
  progress: BulkDeleteProgress | null;
}

/**
 * A selection of any size deleted from a list (the library by default; an album with `send`): the selection is
 * resolved month by month through the store's pages, each chunk leaves the screen once the service has deleted
 * it, and the progress moves on. The counts and album caches are fetched again at the end, whatever happened.
 */
export function useBulkDelete(store: TimelineStore, send?: DeleteOptions['send']): BulkDelete {
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<BulkDeleteProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const run = useCallback(
    async (value: SelectionValue): Promise<BulkDeleteResult> => {
      const abort = new AbortController();
      controller.current = abort;
      const total = countSelected(value, store);
      let done = 0;
      setProgress({ done, total });
      try {
        return await deleteSelectedBatches(selectedPages(value, store, store.pageOf, SELECTION_BATCH), {
          signal: abort.signal,
          ...(send ? { send } : {}),
          onDeleted: (month, ids) => {
            store.dropDeleted(month, ids);
            done += ids.length;
            setProgress({ done, total: Math.max(total, done) });
          },
        });
      } finally {
        controller.current = null;
        setProgress(null);
        void mutate(libraryCountsKey);
        void refreshAlbums(mutate);
      }
    },
    [store, send, mutate],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { run, cancel, progress };
}
