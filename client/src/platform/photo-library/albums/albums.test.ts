import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Album } from '#contracts/albums';
import { setApiAuthHandlers } from '#platform/api/api-auth';
import { fetchAlbum } from './albums';

const album: Album = {
  albumId: 'a-1',
  albumName: 'Summer',
  coverPhoto: null,
  photosCount: 3,
  created: '2024-05-01T10:00:00Z',
  updated: '2024-05-01T10:00:00Z',
  isShared: false,
  userId: 'u-1',
};

describe('fetchAlbum', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks once for callers at the same time (header and grid), and again once that answer is in', async () => {
    setApiAuthHandlers({ getAccessToken: () => 'tok', renew: async () => true, signOut: vi.fn() });
    const fetchMock = vi.fn(async () => Response.json(album));
    vi.stubGlobal('fetch', fetchMock);
    const [header, grid] = await Promise.all([fetchAlbum('a-1'), fetchAlbum('a-1')]);
    expect(header).toEqual(album);
    expect(grid).toEqual(album);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await fetchAlbum('a-1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
