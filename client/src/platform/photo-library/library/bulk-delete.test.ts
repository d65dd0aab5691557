import { describe, expect, it } from 'vitest';
import type { FailedList, Photo } from '#contracts/photos';
import {
  EVERYTHING,
  NOTHING,
  type SelectionValue,
  selectedPages,
  setPhoto,
  toggleMonth,
} from '#platform/photo-library/selection/selection-model';
import type { MonthRef } from '#platform/photo-library/timeline/month-key';
import type { SortOption } from '#platform/photo-library/timeline/sort-options';
import { TimelineStore } from '#platform/photo-library/timeline/timeline-store';
import { deleteSelectedBatches } from './delete-photos';

const SORT: SortOption = { sortKey: 'dateTaken', sortOrder: 'desc' };
const wait = () => Promise.resolve();

const photo = (imageId: string): Photo => ({
  imageId,
  created: '2024-08-01T10:00:00Z',
  localFileName: `${imageId}.jpg`,
  uploadId: imageId,
  url: `https://img.test/${imageId}`,
  untouchedUrl: `https://img.test/${imageId}/original`,
  thumbnails: [],
});

/**
 * A library served like the emulator: month pages whose cursor is the id of the last photo returned (so deleting
 * between pages neither skips nor repeats), and a DELETE that really removes. Records every call in order.
 */
function fakeLibrary(sizes: Record<string, number>) {
  const months = new Map(
    Object.entries(sizes).map(([key, size]) => [
      key,
      Array.from({ length: size }, (_, i) => photo(`${key}-${i}`)),
    ]),
  );
  const calls: string[] = [];
  const deleted = new Set<string>();
  const timeline: Record<string, Record<string, number>> = {};
  for (const [key, size] of Object.entries(sizes)) {
    const [year = '', month = ''] = key.split('-');
    timeline[year] = { ...timeline[year], [String(Number(month))]: size };
  }
  const store = new TimelineStore(
    SORT,
    {
      fetchCounts: async () => ({ timeline }),
      fetchPage: async (ref: MonthRef, _sort, limit, cursor) => {
        calls.push(`page ${ref.key}${cursor ? ` after ${cursor}` : ''}`);
        const all = months.get(ref.key) ?? [];
        const from = cursor ? all.findIndex((p) => p.imageId === cursor) + 1 : 0;
        const rest = all.slice(from).filter((p) => !deleted.has(p.imageId));
        const images = rest.slice(0, limit);
        const last = images.at(-1);
        return { images, cursor: last && rest.length > limit ? last.imageId : null };
      },
    },
    0,
  );
  const send = async (ids: string[]): Promise<FailedList> => {
    calls.push(`delete ${ids.length}`);
    const gone = new Set(ids);
    for (const [key, list] of months)
      months.set(
        key,
        list.filter((p) => !gone.has(p.imageId)),
      );
    return { failed: [] };
  };
  const left = () => [...months.values()].flat().map((p) => p.imageId);
  return { store, send, calls, left };
}

async function bulkDelete(
  library: ReturnType<typeof fakeLibrary>,
  value: SelectionValue,
  options: { signal?: AbortSignal; onDeleted?: () => void } = {},
) {
  return deleteSelectedBatches(selectedPages(value, library.store, library.store.pageOf, 500), {
    send: library.send,
    wait,
    signal: options.signal,
    onDeleted: (month, ids) => {
      library.store.dropDeleted(month, ids);
      options.onDeleted?.();
    },
  });
}

describe('bulk delete of a selection', () => {
  it('select all minus two deletes everything else, month by month, and the counts follow', async () => {
    const library = fakeLibrary({ '2024-08': 1200, '2024-07': 3 });
    await library.store.load();
    await library.store.loadMonth('2024-08');
    let value = setPhoto(EVERYTHING, '2024-08-5', '2024-08', false);
    value = setPhoto(value, '2024-07-0', '2024-07', false);
    const result = await bulkDelete(library, value);
    expect(result).toEqual({ deleted: 1201, outcome: 'done' });
    expect(library.left().sort()).toEqual(['2024-07-0', '2024-08-5']);
    expect(library.store.month('2024-08')?.count).toBe(1);
    expect(library.store.month('2024-08')?.photos.map((p) => p.imageId)).toEqual(['2024-08-5']);
    expect(library.store.month('2024-07')?.count).toBe(1);
  });

  it('sends the first chunk after one page, before the rest of the library is read', async () => {
    const library = fakeLibrary({ '2024-08': 1200 });
    await library.store.load();
    await bulkDelete(library, EVERYTHING);
    expect(library.calls.slice(0, 3)).toEqual(['page 2024-08', 'delete 100', 'delete 100']);
    expect(library.calls.filter((c) => c.startsWith('page'))).toHaveLength(3);
  });

  it('a cancel stops before the next chunk and keeps what was deleted', async () => {
    const library = fakeLibrary({ '2024-08': 1000 });
    await library.store.load();
    const abort = new AbortController();
    let chunks = 0;
    const result = await bulkDelete(library, EVERYTHING, {
      signal: abort.signal,
      onDeleted: () => {
        chunks += 1;
        if (chunks === 3) abort.abort();
      },
    });
    expect(result).toEqual({ deleted: 300, outcome: 'cancelled' });
    expect(library.left()).toHaveLength(700);
    expect(library.store.month('2024-08')?.count).toBe(700);
  });

  it('a chunk the service keeps refusing stops the delete; what went before stays deleted', async () => {
    const library = fakeLibrary({ '2024-08': 250 });
    await library.store.load();
    let requests = 0;
    const result = await deleteSelectedBatches(
      selectedPages(EVERYTHING, library.store, library.store.pageOf, 500),
      {
        wait,
        send: async (ids) => {
          requests += 1;
          if (requests > 1) throw new Error('Request failure');
          return library.send(ids);
        },
      },
    );
    expect(result).toEqual({ deleted: 100, outcome: 'failed' });
    expect(library.left()).toHaveLength(150);
  });

  it('a page that cannot be read ends the delete as failed', async () => {
    const result = await deleteSelectedBatches(
      selectedPages(
        EVERYTHING,
        { months: [{ key: 'x', count: 5, photos: [] }] },
        () => Promise.reject(new Error('Request failure')),
        500,
      ),
      { wait, send: async () => ({ failed: [] }) },
    );
    expect(result).toEqual({ deleted: 0, outcome: 'failed' });
  });

  it('a month toggled off is not read at all', async () => {
    const library = fakeLibrary({ '2024-08': 30, '2024-07': 30 });
    await library.store.load();
    await bulkDelete(library, toggleMonth(EVERYTHING, '2024-08', 30));
    expect(library.calls.some((c) => c.includes('2024-08'))).toBe(false);
    expect(library.left()).toHaveLength(30);
  });

  it('a month loaded whole is resolved from memory', async () => {
    const library = fakeLibrary({ '2024-08': 10 });
    await library.store.load();
    await library.store.loadMonth('2024-08');
    const before = library.calls.length;
    await bulkDelete(library, toggleMonth(NOTHING, '2024-08', 10));
    expect(library.calls.slice(before)).toEqual(['delete 10']);
  });
});
