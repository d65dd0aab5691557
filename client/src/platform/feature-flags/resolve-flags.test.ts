import { describe, expect, it } from 'vitest';
import { clearOverrides, flagStorageKey, resolveFlag, storeQueryOverrides } from './resolve-flags';

const lists = { PhotoManagementAlbumViewEnabled: ['albelli-nl'] };
const ctx = (search = '') => ({ brandId: 'albelli-nl', lists, search });

describe('feature flag resolution order', () => {
  it('uses the brand list when nothing overrides it', () => {
    expect(resolveFlag('PhotoManagementAlbumViewEnabled', ctx())).toBe(true);
    expect(resolveFlag('PhotoManagementAlbumViewEnabled', { ...ctx(), brandId: 'photobox-uk' })).toBe(false);
  });

  it('treats a flag missing from the lists as off', () => {
    expect(resolveFlag('PhotoManagementUploadViewEnabled', ctx())).toBe(false);
  });

  it('lets a stored value override the brand list', () => {
    window.localStorage.setItem(flagStorageKey('PhotoManagementAlbumViewEnabled'), 'false');
    expect(resolveFlag('PhotoManagementAlbumViewEnabled', ctx())).toBe(false);
  });

  it('lets the query parameter override the stored value, and stores it', () => {
    window.localStorage.setItem(flagStorageKey('PhotoManagementAlbumViewEnabled'), 'true');
    const search = '?PhotoManagementAlbumViewEnabled=false';
    expect(resolveFlag('PhotoManagementAlbumViewEnabled', ctx(search))).toBe(false);
    storeQueryOverrides(search);
    // Without the query parameter the stored override now applies.
    expect(resolveFlag('PhotoManagementAlbumViewEnabled', ctx())).toBe(false);
  });

  it('ignores query values other than true/false', () => {
    storeQueryOverrides('?PhotoManagementAlbumViewEnabled=maybe');
    expect(
      resolveFlag('PhotoManagementAlbumViewEnabled', ctx('?PhotoManagementAlbumViewEnabled=maybe')),
    ).toBe(true);
  });

  it('falls back to the brand list after the overrides are cleared', () => {
    storeQueryOverrides('?PhotoManagementAlbumViewEnabled=false');
    clearOverrides();
    expect(resolveFlag('PhotoManagementAlbumViewEnabled', ctx())).toBe(true);
  });
});
