import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { generatePath } from 'react-router';
import type { Photo } from '#contracts/photos';
import { paths } from '#contracts/routes';
import { useStoreValue } from '#features/photo-library/common/use-store-version';
import { useAuth } from '#platform/auth/AuthProvider';
import { dropBootFirstRow } from '#platform/photo-library/boot';
import {
  forgetRevealedPhoto,
  libraryGeneration,
  openTimeline,
  peekRevealedPhoto,
  readSortOption,
  type SortOption,
  saveScrollPosition,
  subscribeLibraryGeneration,
  TIMELINE_LIST,
  takeScrollPosition,
  timelineStoreFor,
} from '#platform/photo-library/timeline';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { phaseOf } from './TimelineSection';

const LIST = TIMELINE_LIST;

/**
 * My photos' timeline: the store of this user in the chosen order, opened (or taken from the prefetch), the
 * scroll position restored on the way back from the preview, and the preview opened with the photo's month in
 * its link (so a reload or a shared link opens the photo wherever it is).
 */
export function usePhotosTimeline() {
  const navigate = useAppNavigate();
  const owner = useAuth().session?.claims.sub ?? 'anonymous';
  const [sort, setSort] = useState<SortOption>(() => readSortOption(LIST));
  // An import that finished drops the stores: this render then builds and loads a fresh one.
  useSyncExternalStore(subscribeLibraryGeneration, libraryGeneration);
  const store = timelineStoreFor(owner, sort);
  // The screen around the grid follows the store's phase only; the grid below follows every page that lands.
  const phase = useStoreValue(store, phaseOf);
  // Back from a preview opened by a link: the photo it closed on is brought into view. Read in the render, forgotten
  // once shown: a first render thrown away (a lazy part of the page still loading) must not lose it.
  const [reveal] = useState(() => peekRevealedPhoto(LIST));
  useEffect(() => {
    if (reveal !== null) forgetRevealedPhoto();
  }, [reveal]);

  useEffect(() => {
    void openTimeline(owner, store);
  }, [owner, store]);

  // The boot script's painted first row (decision 392) stands only for the grid: not for an error or an empty
  // library, and not once the page is gone.
  useEffect(() => {
    if (phase === 'error' || phase === 'empty') dropBootFirstRow();
  }, [phase]);
  useEffect(() => dropBootFirstRow, []);

  // Back from the preview: exactly where the photo was opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new store (another order) is a new list shown.
  useLayoutEffect(() => {
    if (phase !== 'ready') return;
    const at = takeScrollPosition(LIST);
    if (at) {
      window.scrollTo(at[0], at[1]);
      requestAnimationFrame(() => window.scrollTo(at[0], at[1]));
    }
  }, [store, phase]);

  const open = useCallback(
    (photo: Photo) => {
      saveScrollPosition(LIST);
      const month = store.locate(photo.imageId)?.month.key;
      const path = generatePath(paths.photoPreview, { id: photo.imageId });
      navigate(month ? `${path}?${new URLSearchParams({ month })}` : path);
    },
    [navigate, store],
  );

  return { store, phase, sort, setSort, reveal, open };
}
