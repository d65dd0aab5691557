import { type AlbumSortKey, listAlbumPhotos, listSharedAlbumPhotos } from '#contracts/albums';
import type { PhotoPage } from '#contracts/photos';
import { apiCall } from '#platform/api/api-request';
import type { MonthRef } from '#platform/photo-library/timeline/month-key';
import type { SortOption } from '#platform/photo-library/timeline/sort-options';
import { TimelineStore } from '#platform/photo-library/timeline/timeline-store';
import { fetchAlbum, fetchSharedAlbumOnly } from './albums';

/** Which album a store lists: an own album, or a shared one (read through the shared-album calls). */
export interface AlbumSource {
  kind: 'album' | 'shared';
  albumId: string;
}

/** The one section of an album's grid. */
export const ALBUM_SECTION = 'album';

const albumSortKey = (sort: SortOption): AlbumSortKey =>
  sort.sortKey === 'dateTaken' ? 'dateTaken' : 'created';

/**
 * An album's photos in the timeline's store, so the album screen, its selection and its preview reuse the one
 * grid and lightbox: one section the size of the album (from GET /albums/{id}), paged 24 at a time.
 */
export function createAlbumStore(source: AlbumSource, sort: SortOption): TimelineStore {
  const { albumId } = source;
  const params = { albumId };
  return new TimelineStore(sort, {
    fetchCounts: () => Promise.reject(new Error('an album has no month counts')),
    fetchSections: async (): Promise<MonthRef[]> => {
      const album = source.kind === 'album' ? await fetchAlbum(albumId) : await fetchSharedAlbumOnly(albumId);
      return [{ key: ALBUM_SECTION, year: 0, month: 0, count: Math.max(0, album.photosCount) }];
    },
    fetchPage: (_section, order, limit, cursor): Promise<PhotoPage> => {
      const query = { cursor, limit, sortKey: albumSortKey(order), sortOrder: order.sortOrder };
      return source.kind === 'album'
        ? apiCall(listAlbumPhotos, { params, query })
        : apiCall(listSharedAlbumPhotos, { params, query });
    },
  });
}

let current: { id: string; store: TimelineStore } | null = null;

/** The store of this album in this order: the same one while they stay (the preview and the way back find it). */
export function albumStoreFor(owner: string, source: AlbumSource, sort: SortOption): TimelineStore {
  const id = `${owner}|${source.kind}|${source.albumId}|${sort.sortKey}|${sort.sortOrder}`;
  if (current?.id !== id) current = { id, store: createAlbumStore(source, sort) };
  return current.store;
}

/** The store last used for this album of this user, if any. */
export function currentAlbumStore(owner: string, source: AlbumSource): TimelineStore | undefined {
  return current?.id.startsWith(`${owner}|${source.kind}|${source.albumId}|`) ? current.store : undefined;
}

/** Forget the album store (the album was deleted or left). */
export function dropAlbumStore(): void {
  current = null;
}
