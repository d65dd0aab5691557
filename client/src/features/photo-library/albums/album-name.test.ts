import { describe, expect, it } from 'vitest';
import { checkAlbumName } from './AlbumNameField';

describe('album name rule', () => {
  it('requires a name', () => {
    expect(checkAlbumName('')).toBe('required');
  });

  it('refuses a name starting with whitespace, only whitespace, or with < or >', () => {
    expect(checkAlbumName('   ')).toBe('invalid');
    expect(checkAlbumName(' Holiday')).toBe('invalid');
    expect(checkAlbumName('\tHoliday')).toBe('invalid');
    expect(checkAlbumName('Summer <2026>')).toBe('invalid');
    expect(checkAlbumName('a>b')).toBe('invalid');
  });

  it('accepts ordinary names, one character included, and spaces inside or after', () => {
    expect(checkAlbumName('A')).toBeNull();
    expect(checkAlbumName('Holiday in Norway ')).toBeNull();
    expect(checkAlbumName('Émile & Zoë — 2026')).toBeNull();
  });
});
