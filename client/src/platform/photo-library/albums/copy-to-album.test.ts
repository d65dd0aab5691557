import { describe, expect, it, vi } from 'vitest';
import type { Album } from '#contracts/albums';
import { CopyToAlbumError, copyIntoAlbum, copyIntoNewAlbum } from './copy-to-album';

const album = (albumId: string, albumName: string): Album => ({
  albumId,
  albumName,
  coverPhoto: null,
  photosCount: 0,
  created: '2024-05-01T10:00:00Z',
  updated: '2024-05-01T10:00:00Z',
  isShared: false,
  userId: 'u-1',
});

const ids = (count: number) => Array.from({ length: count }, (_, i) => `p${i}`);

describe('copy into an album', () => {
  it('succeeds when every photo got in, and when only some could not', async () => {
    await expect(copyIntoAlbum('a1', ids(3), { addPhotos: async () => [] })).resolves.toBeUndefined();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(copyIntoAlbum('a1', ids(3), { addPhotos: async () => ['p1'] })).resolves.toBeUndefined();
    warn.mockRestore();
  });

  it('fails when none of the photos got in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(copyIntoAlbum('a1', ids(2), { addPhotos: async () => ['p0', 'p1'] })).rejects.toBeInstanceOf(
      CopyToAlbumError,
    );
    warn.mockRestore();
  });
});

describe('copy into a new album', () => {
  it('creates the album with the photos in one call when they fit', async () => {
    const api = { createAlbum: vi.fn(async (name: string) => album('new', name)), addPhotos: vi.fn() };
    const created = await copyIntoNewAlbum('Summer', ids(3), undefined, api);
    expect(created.albumName).toBe('Summer');
    expect(api.createAlbum).toHaveBeenCalledWith('Summer', ['p0', 'p1', 'p2']);
    expect(api.addPhotos).not.toHaveBeenCalled();
  });

  it('adds what does not fit in the create call, and tells of the album before adding', async () => {
    const events: string[] = [];
    const api = {
      createAlbum: vi.fn(async (name: string, photoIds?: readonly string[]) => {
        events.push(`create ${photoIds?.length}`);
        return album('big', name);
      }),
      addPhotos: vi.fn(async (albumId: string, photoIds: readonly string[]) => {
        events.push(`add ${albumId} ${photoIds.length} from ${photoIds[0]}`);
        return [];
      }),
    };
    await copyIntoNewAlbum('Big', ids(620), (a) => events.push(`created ${a.albumId}`), api);
    expect(events).toEqual(['create 500', 'created big', 'add big 120 from p500']);
  });

  it('rejects when the album cannot be created', async () => {
    const onCreated = vi.fn();
    const api = {
      createAlbum: vi.fn(async () => {
        throw new Error('Request failure');
      }),
      addPhotos: vi.fn(),
    };
    await expect(copyIntoNewAlbum('Summer', ids(2), onCreated, api)).rejects.toThrow('Request failure');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
