import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { refreshAlbums } from '#platform/photo-library/albums';
import { refreshTimelines } from '#platform/photo-library/timeline';
import {
  type UploadQueue as Queue,
  UploadQueue,
  type UploadQueueSnapshot,
  type UploadTarget,
} from '#platform/photo-library/upload';

/** Every cached answer of the photo services (counts, timelines, albums). */
const isPhotoKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('photoManagement.');

/** Reloads every photo cache (timelines, counts, albums): photos arrived behind the screens' back. */
export function useRefreshPhotoCaches(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    refreshTimelines();
    void mutate(isPhotoKey);
    void refreshAlbums(mutate);
  }, [mutate]);
}

/**
 * One upload session for as long as the component lives (a new one after `reset()`). When it finishes having
 * added photos, every photo cache is refreshed so the timeline, the counts and the album show them.
 */
export function useUploadQueue(
  target: UploadTarget,
  refreshCaches = true,
): { queue: Queue; snapshot: UploadQueueSnapshot; reset(): void } {
  const refresh = useRefreshPhotoCaches();
  const [queue, setQueue] = useState(() => new UploadQueue(target));
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  useEffect(() => () => queue.dispose(), [queue]);

  const arrived = snapshot.items.filter((i) => i.status === 'added').length;
  useEffect(() => {
    if (!refreshCaches || !snapshot.finished || arrived === 0) return;
    refresh();
  }, [refreshCaches, snapshot.finished, arrived, refresh]);

  return { queue, snapshot, reset: () => setQueue(new UploadQueue(target)) };
}
