import { useCallback, useEffect, useState } from 'react';
import { generatePath } from 'react-router';
import type { Photo } from '#contracts/photos';
import { paths } from '#contracts/routes';
import { usePhotoToggle, useSelection } from '#features/photo-library/common/use-selection';
import { useStoreVersion } from '#features/photo-library/common/use-store-version';
import { useAuth } from '#platform/auth/AuthProvider';
import { type AlbumSource, albumStoreFor, dropAlbumStore } from '#platform/photo-library/albums';
import {
  readSortOption,
  type SortOption,
  saveScrollPosition,
  sortKeysOf,
  storeSortOption,
  takeScrollPosition,
} from '#platform/photo-library/timeline';
import { useAppNavigate } from '#platform/query/use-app-navigate';

/**
 * The grid of one album, own or shared: its store (one section, loaded on mount, in the sort kept per list kind),
 * the selection, opening a photo in the preview (the scroll position kept, and restored on the way back), and
 * tapping or shift-clicking a photo in selection mode. The album and shared-album screens differ in their
 * header and actions only.
 */
export function useAlbumListScreen(source: AlbumSource) {
  const list = source.kind === 'album' ? 'albumPhotos' : 'sharedAlbumPhotos';
  const { albumId } = source;
  const owner = useAuth().session?.claims.sub ?? 'anonymous';
  const navigate = useAppNavigate();
  const [sort, setSort] = useState<SortOption>(() => readSortOption(list));
  const store = albumStoreFor(owner, source, sort);
  const version = useStoreVersion(store);
  const [selection, selected] = useSelection();
  const scrollKey = `${list}:${albumId}`;

  useEffect(() => {
    void store.load();
  }, [store]);

  useEffect(() => {
    if (store.status !== 'ready') return;
    const at = takeScrollPosition(scrollKey);
    if (at) requestAnimationFrame(() => window.scrollTo(at[0], at[1]));
  }, [store, store.status, scrollKey]);

  const previewPath = source.kind === 'album' ? paths.albumPhotoPreview : paths.sharedAlbumPhotoPreview;
  const open = useCallback(
    (photo: Photo) => {
      saveScrollPosition(scrollKey);
      navigate(generatePath(previewPath, { id: albumId, photoId: photo.imageId }));
    },
    [navigate, scrollKey, previewPath, albumId],
  );
  const toggle = usePhotoToggle(selection, store);
  // An album has one section: there is no month to select at once.
  const toggleGroup = useCallback(async () => undefined, []);

  return {
    store,
    version,
    selection,
    selected,
    sort,
    sortKeys: sortKeysOf(list),
    /** A new sort: kept for the list kind, the selection ended, the photos listed again. */
    changeSort(option: SortOption) {
      storeSortOption(list, option);
      selection.stop();
      setSort(option);
    },
    /** Lists the photos again from the first page (after the album changed elsewhere). */
    reload() {
      dropAlbumStore();
      setSort((s) => ({ ...s }));
    },
    open,
    toggle,
    toggleGroup,
  };
}
