import { describe, expect, it } from 'vitest';
import { MAX_ALBUM_PHOTO_IDS } from '#contracts/albums';
import {
  NOTHING,
  type PageOf,
  type SelectionScope,
  selectedPages,
  setPhoto,
  toggleMonth,
} from '#platform/photo-library/selection/selection-model';
import { AddToAlbumError, addSelectionToAlbum, countToAdd } from './add-to-album';

/** Two months, `2026-08` of 1,200 photos (24 loaded) and `2026-07` of 30 (all loaded), paged 500 at a time. */
const ids = (month: string, count: number) => Array.from({ length: count }, (_, i) => `${month}-${i}`);
const august = ids('2026-08', 1200);
const july = ids('2026-07', 30);
const scope: SelectionScope = {
  months: [
    { key: '2026-08', count: august.length, photos: august.slice(0, 24).map((imageId) => ({ imageId })) },
    { key: '2026-07', count: july.length, photos: july.map((imageId) => ({ imageId })) },
  ],
};
const pageOf: PageOf = async (month, cursor) => {
  const all = month === '2026-08' ? august : july;
  const from = cursor ? Number(cursor) : 0;
  const to = from + 500;
  return {
    images: all.slice(from, to).map((imageId) => ({ imageId })),
    cursor: to < all.length ? String(to) : null,
  };
};

/** An album service: keeps each photo once, answers the ids it refused; fails the call numbered `failAt`. */
function album(failAt = -1) {
  const held = new Set<string>();
  const calls: number[] = [];
  const add = async (_albumId: string, chunk: readonly string[]) => {
    calls.push(chunk.length);
    if (calls.length - 1 === failAt) throw new Error('503');
    for (const id of chunk) held.add(id);
    return [];
  };
  return { held, calls, add };
}

describe('adding a selection to an album', () => {
  it('adds a whole month, loaded or not, in calls of at most 500, leaving out what the album holds', async () => {
    const value = setPhoto(toggleMonth(NOTHING, '2026-08', 1200), 'july-x', '2026-07', false);
    const withJuly = setPhoto(value, '2026-07-3', '2026-07', true);
    const inAlbum = new Map([
      ['2026-08-5', '2026-08'],
      ['2026-08-900', '2026-08'],
      ['2026-07-9', '2026-07'],
    ]);
    expect(countToAdd(withJuly, scope, inAlbum)).toBe(1200 - 2 + 1);

    const service = album();
    const progress: number[] = [];
    const added = await addSelectionToAlbum(
      'a1',
      selectedPages(withJuly, scope, pageOf, MAX_ALBUM_PHOTO_IDS),
      (id) => inAlbum.has(id),
      (_photos, p) => progress.push(p.added),
      service.add,
    );
    expect(added).toHaveLength(1199);
    expect(service.held.has('2026-08-1199')).toBe(true);
    expect(service.held.has('2026-08-5')).toBe(false);
    expect(service.held.has('2026-07-3')).toBe(true);
    expect(Math.max(...service.calls)).toBeLessThanOrEqual(MAX_ALBUM_PHOTO_IDS);
    expect(progress.at(-1)).toBe(1199);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('a failed call rejects with what got in before it, so a retry sends only the rest', async () => {
    const value = toggleMonth(NOTHING, '2026-08', 1200);
    const service = album(1);
    const marked = new Map<string, string>();
    const error = await addSelectionToAlbum(
      'a1',
      selectedPages(value, scope, pageOf, MAX_ALBUM_PHOTO_IDS),
      (id) => marked.has(id),
      (photos) => {
        for (const p of photos) marked.set(p.id, p.month ?? '');
      },
      service.add,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AddToAlbumError);
    expect((error as AddToAlbumError).added).toHaveLength(500);
    expect(marked.get('2026-08-0')).toBe('2026-08');
    expect(countToAdd(value, scope, marked)).toBe(700);

    const retry = album();
    const added = await addSelectionToAlbum(
      'a1',
      selectedPages(value, scope, pageOf, MAX_ALBUM_PHOTO_IDS),
      (id) => marked.has(id),
      () => undefined,
      retry.add,
    );
    expect(added).toHaveLength(700);
    expect([...retry.held].some((id) => marked.has(id))).toBe(false);
  });

  it('a page of the selection that cannot be read fails without sending what was pending', async () => {
    const service = album();
    const failing: PageOf = async () => {
      throw new Error('500');
    };
    await expect(
      addSelectionToAlbum(
        'a1',
        selectedPages(toggleMonth(NOTHING, '2026-08', 1200), scope, failing, 500),
        () => false,
        () => undefined,
        service.add,
      ),
    ).rejects.toBeInstanceOf(AddToAlbumError);
    expect(service.calls).toEqual([]);
  });
});
