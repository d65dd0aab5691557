import { describe, expect, it } from 'vitest';
import type { Photo, PhotoPage } from '#contracts/photos';
import { monthKeyOfPhoto } from '#platform/photo-library/timeline/month-key';
import type { SortOption } from '#platform/photo-library/timeline/sort-options';
import { TimelineStore } from '#platform/photo-library/timeline/timeline-store';
import { findPhoto } from './find-photo';

const SORT: SortOption = { sortKey: 'dateTaken', sortOrder: 'desc' };

const photo = (imageId: string, dateTaken?: string): Photo => ({
  imageId,
  created: '2025-01-01T10:00:00Z',
  ...(dateTaken ? { dateTaken } : {}),
  localFileName: `${imageId}.jpg`,
  uploadId: imageId,
  url: `https://img.test/${imageId}`,
  untouchedUrl: `https://img.test/${imageId}/original`,
  thumbnails: [],
});

/** Three months of 60 photos (Sep, Aug, Jul 2024, newest first), served in pages by offset; calls recorded. */
function library() {
  const months: Record<string, Photo[]> = {};
  for (const m of ['09', '08', '07'])
    months[`2024-${m}`] = Array.from({ length: 60 }, (_, i) =>
      photo(`p${m}-${i}`, `2024-${m}-${String(28 - (i % 27)).padStart(2, '0')}T12:00:00`),
    );
  const flat = Object.values(months).flat();
  const calls: string[] = [];
  const page = (all: Photo[], limit: number, cursor?: string): PhotoPage => {
    const from = cursor ? Number(cursor) : 0;
    return {
      images: all.slice(from, from + limit),
      cursor: from + limit < all.length ? String(from + limit) : null,
    };
  };
  const store = new TimelineStore(
    SORT,
    {
      fetchCounts: async () => ({ timeline: { '2024': { '9': 60, '8': 60, '7': 60 } } }),
      fetchPage: async (ref, _sort, limit, cursor) => {
        calls.push(`month ${ref.key}`);
        return page(months[ref.key] ?? [], limit, cursor);
      },
      fetchListPage: async (_sort, cursor) => {
        calls.push('list');
        return page(flat, 50, cursor);
      },
    },
    0,
  );
  return { store, calls };
}

describe('findPhoto', () => {
  it('finds a photo deep in a month the link names, paging through that month only', async () => {
    const { store, calls } = library();
    expect(await findPhoto(store, 'p08-50', '2024-08')).toBe(true);
    expect(store.locate('p08-50')?.month.key).toBe('2024-08');
    expect(calls.every((c) => c === 'month 2024-08')).toBe(true);
  });

  it('without the month, learns it from the flat list and loads that month', async () => {
    const { store, calls } = library();
    expect(await findPhoto(store, 'p07-40')).toBe(true);
    expect(store.locate('p07-40')?.month.key).toBe('2024-07');
    expect(calls.filter((c) => c === 'list')).toHaveLength(4);
    expect(calls.some((c) => c === 'month 2024-09')).toBe(false);
  });

  it('a wrong month in the link still finds the photo', async () => {
    const { store } = library();
    expect(await findPhoto(store, 'p09-3', '2024-07')).toBe(true);
  });

  it('an unknown id is not found, after the whole list or the page budget', async () => {
    const { store } = library();
    expect(await findPhoto(store, 'someone-elses')).toBe(false);
    const other = library();
    expect(await findPhoto(other.store, 'p07-59', undefined, 2)).toBe(false);
    expect(other.calls.filter((c) => c === 'list')).toHaveLength(2);
  });

  it("an album's section is paged through", async () => {
    const photos = Array.from({ length: 100 }, (_, i) => photo(`a${i}`));
    const store = new TimelineStore(SORT, {
      fetchCounts: () => Promise.reject(new Error('no counts')),
      fetchSections: async () => [{ key: 'album', year: 0, month: 0, count: 100 }],
      fetchPage: async (_ref, _sort, limit, cursor) => {
        const from = cursor ? Number(cursor) : 0;
        return {
          images: photos.slice(from, from + limit),
          cursor: from + limit < 100 ? String(from + limit) : null,
        };
      },
    });
    expect(await findPhoto(store, 'a97')).toBe(true);
    expect(await findPhoto(store, 'nope')).toBe(false);
  });
});

describe('monthKeyOfPhoto', () => {
  it('groups by the month taken, as written when there is no offset, in UTC otherwise', () => {
    expect(monthKeyOfPhoto(photo('a', '2024-08-31T23:30:00'), 'dateTaken')).toBe('2024-08');
    expect(monthKeyOfPhoto(photo('a', '2024-08-31T23:30:00-02:00'), 'dateTaken')).toBe('2024-09');
    expect(monthKeyOfPhoto(photo('a'), 'dateTaken')).toBe('unknown');
    expect(monthKeyOfPhoto(photo('a', '2024-08-01T00:00:00Z'), 'created')).toBe('2025-01');
    expect(monthKeyOfPhoto(photo('a'), 'uploaded')).toBe('unknown');
  });
});
