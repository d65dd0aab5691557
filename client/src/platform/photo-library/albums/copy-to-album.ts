import { type Album, MAX_ALBUM_PHOTO_IDS } from '#contracts/albums';
import { addPhotosToAlbum, createNewAlbum } from './albums';

export class CopyToAlbumError extends Error {
  override readonly name = 'CopyToAlbumError';
}

export interface CopyCalls {
  createAlbum(name: string, photoIds?: readonly string[]): Promise<Album>;
  /** Resolves with the ids that could not be added. */
  addPhotos(albumId: string, photoIds: readonly string[]): Promise<string[]>;
}

const calls: CopyCalls = { createAlbum: createNewAlbum, addPhotos: addPhotosToAlbum };

/**
 * Copies photos into an album of yours. Ids the service could not add (a photo deleted meanwhile) are logged;
 * it is a failure only when none of the photos got in.
 */
export async function copyIntoAlbum(
  albumId: string,
  photoIds: readonly string[],
  { addPhotos }: Pick<CopyCalls, 'addPhotos'> = calls,
): Promise<void> {
  const failed = await addPhotos(albumId, photoIds);
  if (failed.length === 0) return;
  console.warn('photos not copied to the album', { albumId, failed: failed.length });
  if (failed.length >= photoIds.length) throw new CopyToAlbumError('No photo could be copied to the album');
}

/**
 * Creates an album with the photos: one call when they fit in it (no empty album is left behind on failure),
 * the rest added after it otherwise. `onCreated` hears of the album as soon as it exists, so a retry after a
 * failed add goes into it instead of making a second album of the same name.
 */
export async function copyIntoNewAlbum(
  name: string,
  photoIds: readonly string[],
  onCreated: (album: Album) => void = () => undefined,
  api: CopyCalls = calls,
): Promise<Album> {
  const album = await api.createAlbum(name, photoIds.slice(0, MAX_ALBUM_PHOTO_IDS));
  onCreated(album);
  const rest = photoIds.slice(MAX_ALBUM_PHOTO_IDS);
  if (rest.length > 0) await copyIntoAlbum(album.albumId, rest, api);
  return album;
}
