import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { DeletePhotosError, deletePhotosInChunks } from './delete-photos';
import { libraryCountsKey } from './get-library-counts';
import type { TimelineStore } from './timeline-store';

/**
 * Deletes photos the way every list does: off the screen at once, then in chunks; whatever could not be deleted
 * comes back in place. Resolves true when all are gone. The counts of the tabs are fetched again either way.
 */
export function useDeletePhotos(store: TimelineStore | undefined) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (ids: readonly string[]): Promise<boolean> => {
      const removed = store?.removePhotos(ids);
      try {
        await deletePhotosInChunks(ids);
        return true;
      } catch (error) {
        const failed = error instanceof DeletePhotosError ? error.failedIds : ids;
        console.warn(error instanceof Error ? error.message : error, { failed: failed.length });
        if (removed) store?.restore(removed, failed);
        return false;
      } finally {
        void mutate(libraryCountsKey);
      }
    },
    [store, mutate],
  );
}
