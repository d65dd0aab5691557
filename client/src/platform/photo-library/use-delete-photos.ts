import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { removeAlbumPhotos } from '#contracts/albums';
import { apiCall } from '#platform/api/api-request';
import { refreshAlbums } from './albums';
import { type DeleteOptions, DeletePhotosError, deletePhotosInChunks } from './delete-photos';
import { libraryCountsKey } from './get-library-counts';
import type { TimelineStore } from './timeline-store';

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

/** Takes photos out of an album (DELETE /albums/{id}/photos); they stay in the library. */
export function useRemoveFromAlbum(store: TimelineStore | undefined, albumId: string) {
  const send = useCallback(
    (photoIds: string[]) => apiCall(removeAlbumPhotos, { params: { albumId }, body: { photoIds } }),
    [albumId],
  );
  return useOptimisticRemoval(store, send);
}
