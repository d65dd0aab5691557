import { beforeEach, describe, expect, it } from 'vitest';
import { readSortOption, type SortOption, sortKeysOf, storeSortOption } from './sort-options';

const DEFAULT: SortOption = { sortKey: 'dateTaken', sortOrder: 'desc' };
const KEY = 'photoSortOptions';

beforeEach(() => window.localStorage.clear());

describe('readSortOption', () => {
  it.each([
    ['null', null],
    ['an empty text', ''],
    ['text that is not JSON', 'garbage'],
    ['an option with an unknown key and no order', '{"photos":{"sortKey":"size"}}'],
    ['an option with a valid key and an unknown order', '{"photos":{"sortKey":"created","sortOrder":"up"}}'],
    ['a number', '42'],
    ['JSON null', 'null'],
    ['a string', '"photos"'],
    ['an option that is not an object', '{"photos":"created"}'],
    ['nothing for this list', '{"albumPhotos":{"sortKey":"created","sortOrder":"asc"}}'],
  ])('falls back to dateTaken, newest first, for %s', (_, stored) => {
    expect(readSortOption('photos', stored)).toEqual(DEFAULT);
  });

  it('reads a valid stored option', () => {
    const stored = JSON.stringify({ photos: { sortKey: 'uploaded', sortOrder: 'asc' } });
    expect(readSortOption('photos', stored)).toEqual({ sortKey: 'uploaded', sortOrder: 'asc' });
  });

  it('reads from localStorage when no text is given', () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ albumPhotos: { sortKey: 'created', sortOrder: 'asc' } }),
    );
    expect(readSortOption('albumPhotos')).toEqual({ sortKey: 'created', sortOrder: 'asc' });
    expect(readSortOption('photos')).toEqual(DEFAULT);
  });

  it("refuses 'uploaded' for album and shared-album photos, which default to newest added first", () => {
    const option = { sortKey: 'uploaded', sortOrder: 'asc' };
    const stored = JSON.stringify({ albumPhotos: option, sharedAlbumPhotos: option, photos: option });
    const albumDefault = { sortKey: 'created', sortOrder: 'desc' };
    expect(readSortOption('albumPhotos', stored)).toEqual(albumDefault);
    expect(readSortOption('sharedAlbumPhotos', stored)).toEqual(albumDefault);
    expect(readSortOption('photos', stored)).toEqual(option);
  });

  it('offers every key for photos and created/dateTaken for albums', () => {
    expect(sortKeysOf('photos')).toEqual(['created', 'dateTaken', 'uploaded']);
    expect(sortKeysOf('albumPhotos')).toEqual(['created', 'dateTaken']);
    expect(sortKeysOf('sharedAlbumPhotos')).toEqual(['created', 'dateTaken']);
  });
});

describe('storeSortOption', () => {
  it('round-trips an option', () => {
    storeSortOption('photos', { sortKey: 'created', sortOrder: 'asc' });
    expect(readSortOption('photos')).toEqual({ sortKey: 'created', sortOrder: 'asc' });
  });

  it("keeps the other lists' options", () => {
    storeSortOption('photos', { sortKey: 'uploaded', sortOrder: 'asc' });
    storeSortOption('albumPhotos', { sortKey: 'created', sortOrder: 'desc' });
    storeSortOption('photos', { sortKey: 'created', sortOrder: 'desc' });
    expect(readSortOption('photos')).toEqual({ sortKey: 'created', sortOrder: 'desc' });
    expect(readSortOption('albumPhotos')).toEqual({ sortKey: 'created', sortOrder: 'desc' });
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({
      photos: { sortKey: 'created', sortOrder: 'desc' },
      albumPhotos: { sortKey: 'created', sortOrder: 'desc' },
    });
  });

  it('keeps entries it does not know', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ somethingElse: 1 }));
    storeSortOption('sharedAlbumPhotos', { sortKey: 'dateTaken', sortOrder: 'asc' });
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({
      somethingElse: 1,
      sharedAlbumPhotos: { sortKey: 'dateTaken', sortOrder: 'asc' },
    });
  });

  it('replaces an unparsable stored value', () => {
    window.localStorage.setItem(KEY, 'garbage');
    storeSortOption('photos', { sortKey: 'created', sortOrder: 'asc' });
    expect(readSortOption('photos')).toEqual({ sortKey: 'created', sortOrder: 'asc' });
  });
});
