import useSWR, { type ScopedMutator } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import {
  ALBUMS_PAGE_SIZE,
  type Album,
  type AlbumList,
  addAlbumPhotos,
  createAlbum,
  createTempSelection,
  deleteAlbum,
  deleteSharedAlbum,
  getAlbum,
  getSharedAlbum,
  getSharedAlbumCounts,
  getSharedAlbumParticipants,
  listAlbums,
  listSharedAlbums,
  MAX_ALBUM_PHOTO_IDS,
  renameAlbum,
  type SharedAlbum,
  type SharedAlbumList,
} from '#contracts/albums';
import { apiCall, callKey } from '#platform/api/api-request';

type PageKey = readonly [name: string, cursor: string];

const albumPageKey = (_index: number, previous: AlbumList | null): PageKey | null =>
  previous?.cursor === null ? null : [listAlbums.name, previous?.cursor ?? ''];
const sharedAlbumPageKey = (_index: number, previous: SharedAlbumList | null): PageKey | null =>
  previous?.cursor === null ? null : [listSharedAlbums.name, previous?.cursor ?? ''];
const off = () => null;

/** GET /albums, page after page (50 each) as the list asks for more; your shared albums included. */
export function useAlbumPages(enabled = true) {
  return useSWRInfinite<AlbumList, unknown, typeof albumPageKey>(
    enabled ? albumPageKey : off,
    ([, cursor]) =>
      apiCall(listAlbums, {
        query: { cursor: cursor || undefined, limit: ALBUMS_PAGE_SIZE, displaySharedData: 'true' },
      }),
    { revalidateFirstPage: true },
  );
}

/** GET /shared-albums (the ones you take part in), page after page. */
export function useSharedAlbumPages(enabled: boolean) {
  return useSWRInfinite<SharedAlbumList, unknown, typeof sharedAlbumPageKey>(
    enabled ? sharedAlbumPageKey : off,
    ([, cursor]) =>
      apiCall(listSharedAlbums, { query: { cursor: cursor || undefined, limit: ALBUMS_PAGE_SIZE } }),
    { revalidateFirstPage: true },
  );
}

export const sharedCountsKey = callKey(getSharedAlbumCounts);
export function useSharedAlbumCounts(enabled: boolean) {
  return useSWR(enabled ? sharedCountsKey : null, () => apiCall(getSharedAlbumCounts));
}

/**
 * One request for everyone asking at the same time: an album screen's header (its SWR) and its grid's store
 * (the section size) both want GET /albums/{id} as the screen opens.
 */
const albumsInFlight = new Map<string, Promise<unknown>>();
function askOnce<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const inFlight = albumsInFlight.get(key) as Promise<T> | undefined;
  if (inFlight) return inFlight;
  const asked = ask().finally(() => albumsInFlight.delete(key));
  albumsInFlight.set(key, asked);
  return asked;
}

/** GET /albums/{id}, shared with a request for it already on its way. */
export const fetchAlbum = (albumId: string): Promise<Album> =>
  askOnce(`album:${albumId}`, () => apiCall(getAlbum, { params: { albumId } }));

/** GET /shared-albums/{id} (without its participants), shared with a request for it already on its way. */
export const fetchSharedAlbumOnly = (albumId: string) =>
  askOnce(`shared:${albumId}`, () => apiCall(getSharedAlbum, { params: { albumId } }));

export const albumKey = (albumId: string) => callKey(getAlbum, { params: { albumId } });
export function useAlbum(albumId: string) {
  return useSWR(albumKey(albumId), () => fetchAlbum(albumId), {
    shouldRetryOnError: false,
  });
}

/** GET /shared-albums/{id} and its participants, merged into one album. */
export const sharedAlbumKey = (albumId: string) => callKey(getSharedAlbum, { params: { albumId } });
export async function fetchSharedAlbum(albumId: string): Promise<SharedAlbum> {
  const [album, people] = await Promise.all([
    fetchSharedAlbumOnly(albumId),
    apiCall(getSharedAlbumParticipants, { params: { albumId } }),
  ]);
  return { ...album, owner: people.owner, participants: people.participants };
}
export function useSharedAlbum(albumId: string) {
  return useSWR(sharedAlbumKey(albumId), () => fetchSharedAlbum(albumId), { shouldRetryOnError: false });
}

export function createNewAlbum(albumName: string, photoIds?: readonly string[]): Promise<Album> {
  return apiCall(createAlbum, {
    body: { albumName, ...(photoIds && photoIds.length > 0 ? { photoIds: [...photoIds] } : {}) },
  });
}

export function saveAlbumName(albumId: string, albumName: string): Promise<Album> {
  return apiCall(renameAlbum, { params: { albumId }, body: { albumName } });
}

export async function removeAlbum(album: { albumId: string }): Promise<void> {
  await apiCall(deleteAlbum, { params: { albumId: album.albumId } });
}

export async function leaveOrDeleteSharedAlbum(albumId: string): Promise<void> {
  await apiCall(deleteSharedAlbum, { params: { albumId } });
}

/** Adds photos to an album in calls of at most 500 ids; resolves with the ids that could not be added. */
export async function addPhotosToAlbum(albumId: string, photoIds: readonly string[]): Promise<string[]> {
  const failed: string[] = [];
  for (let start = 0; start < photoIds.length; start += MAX_ALBUM_PHOTO_IDS) {
    const chunk = photoIds.slice(start, start + MAX_ALBUM_PHOTO_IDS);
    failed.push(
      ...(await apiCall(addAlbumPhotos, { params: { albumId }, body: { photoIds: chunk } })).failed,
    );
  }
  return failed;
}

/** POST /temp-selections: the photos handed to the prints editor. */
export async function createPrintSelection(photoIds: readonly string[]): Promise<string> {
  return (await apiCall(createTempSelection, { body: { photoIds: [...photoIds] } })).tempSelectionId;
}

/** Every cached album answer but the paged lists (counts, albums). */
const isAlbumKey = (key: unknown): boolean => {
  const name = Array.isArray(key) ? key[0] : typeof key === 'string' ? key : '';
  return (
    typeof name === 'string' &&
    /photoManagement\.(listAlbums|listSharedAlbums|getAlbum|getShared|getCounts)/.test(name)
  );
};

/**
 * Refreshes every cached album answer after a change: the plain keys by filter, and the paged lists by their own
 * keys (SWR's filtered mutate leaves useSWRInfinite caches alone).
 */
export function refreshAlbums(mutate: ScopedMutator): Promise<unknown> {
  return Promise.all([
    mutate(isAlbumKey),
    mutate(unstable_serialize(albumPageKey)),
    mutate(unstable_serialize(sharedAlbumPageKey)),
  ]);
}
