import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { EXPANDED_PAGE_SIZE } from './month-state';
import { TimelineStore } from './timeline-store';
import {
  ASC,
  DESC,
  idsOf,
  libraryDeps,
  loadedStore,
  manualDeps,
  photos,
  statusOf,
} from './timeline-store.test-support';

describe('TimelineStore.load', () => {
  it('orders the months newest first for desc, the undated month last, each not loaded yet', async () => {
    const { deps, counts } = manualDeps();
    const store = new TimelineStore(DESC, deps, 0);
    const loading = store.load();
    expect(store.status).toBe('loading');
    counts[0]?.resolve({ timeline: { '0': { '0': 1 }, '2019': { '4': 2, '5': 0 }, '2020': { '1': 3 } } });
    await loading;
    expect(store.status).toBe('ready');
    expect(store.months.map((m) => m.key)).toEqual(['2020-01', '2019-04', 'unknown']);
    expect(store.month('2019-04')).toMatchObject({
      year: 2019,
      month: 4,
      count: 2,
      status: 'uninitialized',
      photos: [],
      cursor: null,
      expanded: false,
      loadingMore: false,
    });
  });

  it('orders the months oldest first for asc', async () => {
    const { store } = await loadedStore(
      { '2020-01': photos('a', 1), '2019-04': photos('b', 1), unknown: [] },
      ASC,
    );
    expect(store.months.map((m) => m.key)).toEqual(['2019-04', '2020-01']);
  });

  it('passes its sort to the counts request', async () => {
    const { deps } = await loadedStore({}, ASC);
    expect(deps.fetchCounts).toHaveBeenCalledWith(ASC);
  });

  it('makes one request for concurrent loads and none once ready', async () => {
    const { deps, counts } = manualDeps();
    const store = new TimelineStore(DESC, deps, 0);
    const first = store.load();
    const second = store.load();
    counts[0]?.resolve({ timeline: {} });
    await Promise.all([first, second]);
    await store.load();
    expect(deps.fetchCounts).toHaveBeenCalledTimes(1);
  });

  it('ends in error when the counts fail, and loads again on the next call', async () => {
    const { deps, counts } = manualDeps();
    const store = new TimelineStore(DESC, deps, 0);
    const failing = store.load();
    counts[0]?.reject(new Error('503'));
    await failing;
    expect(store.status).toBe('error');
    const retry = store.load();
    expect(store.status).toBe('loading');
    counts[1]?.resolve({ timeline: { '2019': { '4': 1 } } });
    await retry;
    expect(store.status).toBe('ready');
    expect(store.months.map((m) => m.key)).toEqual(['2019-04']);
  });

  it('lets the screen opened after a failed prefetch show that error; its retry and the next opening ask again', async () => {
    const { deps, counts } = manualDeps();
    const store = new TimelineStore(DESC, deps, 0);
    const prefetching = store.prefetch();
    counts[0]?.reject(new Error('500'));
    await prefetching;
    await store.open();
    expect(store.status).toBe('error');
    expect(deps.fetchCounts).toHaveBeenCalledTimes(1);
    const retry = store.load();
    counts[1]?.reject(new Error('500'));
    await retry;
    const reopened = store.open();
    expect(store.status).toBe('loading');
    counts[2]?.resolve({ timeline: {} });
    await reopened;
    expect(store.status).toBe('ready');
  });

  it('lets a prefetch that comes after the screen opened ask nothing: the screen’s error stays', async () => {
    const { deps, counts } = manualDeps();
    const store = new TimelineStore(DESC, deps, 0);
    const opened = store.open();
    counts[0]?.reject(new Error('500'));
    await opened;
    await store.prefetch();
    expect(store.status).toBe('error');
    expect(deps.fetchCounts).toHaveBeenCalledTimes(1);
  });

  it('lets the screen opened while a prefetch is under way wait for it, with one request', async () => {
    const { deps, counts } = manualDeps();
    const store = new TimelineStore(DESC, deps, 0);
    void store.prefetch();
    const opened = store.open();
    counts[0]?.resolve({ timeline: { '2019': { '4': 1 } } });
    await opened;
    expect(store.status).toBe('ready');
    expect(deps.fetchCounts).toHaveBeenCalledTimes(1);
  });
});

describe('TimelineStore.loadMonth', () => {
  async function readyStore() {
    const manual = manualDeps();
    const store = new TimelineStore(DESC, manual.deps, 0);
    const loading = store.load();
    manual.counts[0]?.resolve({ timeline: { '2019': { '4': 30, '5': 2 } } });
    await loading;
    return { store, ...manual };
  }

  it('is pending, then fulfilled with the first page of 24', async () => {
    const { store, pages, deps } = await readyStore();
    const loading = store.loadMonth('2019-04');
    expect(statusOf(store, '2019-04')).toBe('pending');
    expect(pages.map(({ key, limit, cursor }) => ({ key, limit, cursor }))).toEqual([
      { key: '2019-04', limit: 24, cursor: undefined },
    ]);
    expect(deps.fetchPage).toHaveBeenCalledWith(
      expect.objectContaining({ year: 2019, month: 4 }),
      DESC,
      24,
      undefined,
    );
    pages[0]?.answer.resolve({ images: photos('apr', 24), cursor: 'next' });
    await loading;
    expect(store.month('2019-04')).toMatchObject({ status: 'fulfilled', cursor: 'next', count: 30 });
    expect(idsOf(store.month('2019-04')?.photos ?? [])).toEqual(idsOf(photos('apr', 24)));
    expect(statusOf(store, '2019-05')).toBe('uninitialized');
  });

  it('makes one request for concurrent calls', async () => {
    const { store, pages, deps } = await readyStore();
    const first = store.loadMonth('2019-05');
    const second = store.loadMonth('2019-05');
    expect(deps.fetchPage).toHaveBeenCalledTimes(1);
    pages[0]?.answer.resolve({ images: photos('may', 2), cursor: null });
    await Promise.all([first, second]);
    await store.loadMonth('2019-05');
    expect(deps.fetchPage).toHaveBeenCalledTimes(1);
    expect(statusOf(store, '2019-05')).toBe('fulfilled');
  });

  it('is rejected when the page fails, and loads again on the next call without reloading the counts', async () => {
    const { store, pages, deps } = await readyStore();
    const failing = store.loadMonth('2019-05');
    pages[0]?.answer.reject(new Error('503'));
    await failing;
    expect(statusOf(store, '2019-05')).toBe('rejected');
    const retry = store.loadMonth('2019-05');
    expect(statusOf(store, '2019-05')).toBe('pending');
    expect(pages[1]).toMatchObject({ key: '2019-05', limit: 24, cursor: undefined });
    pages[1]?.answer.resolve({ images: photos('may', 2), cursor: null });
    await retry;
    expect(statusOf(store, '2019-05')).toBe('fulfilled');
    expect(store.month('2019-05')?.photos).toHaveLength(2);
    expect(deps.fetchCounts).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a month that is not in the timeline', async () => {
    const { store, deps } = await readyStore();
    await store.loadMonth('1999-01');
    expect(deps.fetchPage).not.toHaveBeenCalled();
  });

  it('gives a fully loaded month its true size, whatever the counts said', async () => {
    const { store, pages } = await readyStore();
    const loading = store.loadMonth('2019-05');
    pages[0]?.answer.resolve({ images: photos('may', 1), cursor: null });
    await loading;
    expect(store.month('2019-05')?.count).toBe(1);
  });

  it('keeps the larger count while the month has more pages', async () => {
    const library = libraryDeps({ '2019-04': photos('apr', 40) }, { '2019': { '4': 10 } });
    const grown = new TimelineStore(DESC, library.deps, 0);
    await grown.load();
    await grown.loadMonth('2019-04');
    expect(grown.month('2019-04')).toMatchObject({ count: 24, cursor: '24' });
  });
});

describe('TimelineStore.expand and ensureLoaded', () => {
  it('marks the month expanded and notifies', async () => {
    const { store } = await loadedStore({ '2019-04': photos('apr', 3) });
    const listener = vi.fn();
    store.subscribe(listener);
    store.expand('2019-04');
    expect(store.month('2019-04')?.expanded).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('loads pages in order, the first of 24 then of EXPANDED_PAGE_SIZE, until the index is loaded', async () => {
    const { store, requests } = await loadedStore({ '2019-04': photos('apr', 600) });
    store.expand('2019-04');
    await store.ensureLoaded('2019-04', 300);
    expect(EXPANDED_PAGE_SIZE).toBe(240);
    expect(requests).toEqual([
      { key: '2019-04', limit: 24, cursor: undefined },
      { key: '2019-04', limit: 240, cursor: '24' },
      { key: '2019-04', limit: 240, cursor: '264' },
    ]);
    const month = store.month('2019-04');
    expect(month?.photos).toHaveLength(504);
    expect(idsOf(month?.photos ?? [])).toEqual(idsOf(photos('apr', 504)));
    expect(month?.cursor).toBe('504');
  });

  it('stops at the end of the month and gives it its true size', async () => {
    // The counts (310) are older than the pages (300 photos).
    const { deps, requests } = libraryDeps({ '2019-04': photos('apr', 300) }, { '2019': { '4': 310 } });
    const store = new TimelineStore(DESC, deps, 0);
    await store.load();
    store.expand('2019-04');
    await store.ensureLoaded('2019-04', 309);
    expect(requests.map((r) => [r.limit, r.cursor])).toEqual([
      [24, undefined],
      [240, '24'],
      [240, '264'],
    ]);
    expect(store.month('2019-04')).toMatchObject({ status: 'fulfilled', cursor: null, count: 300 });
    expect(idsOf(store.month('2019-04')?.photos ?? [])).toEqual(idsOf(photos('apr', 300)));
    await store.ensureLoaded('2019-04', 10_000);
    expect(requests).toHaveLength(3);
  });

  it('loads nothing more when the index is already loaded', async () => {
    const { store, requests } = await loadedStore({ '2019-04': photos('apr', 100) });
    await store.loadMonth('2019-04');
    store.expand('2019-04');
    await store.ensureLoaded('2019-04', 23);
    expect(requests).toHaveLength(1);
  });

  it('stops when the first page fails', async () => {
    const { deps, counts, pages } = manualDeps();
    const store = new TimelineStore(DESC, deps, 0);
    const loading = store.load();
    counts[0]?.resolve({ timeline: { '2019': { '4': 100 } } });
    await loading;
    const ensuring = store.ensureLoaded('2019-04', 50);
    await vi.waitFor(() => expect(pages).toHaveLength(1));
    pages[0]?.answer.reject(new Error('503'));
    await ensuring;
    expect(statusOf(store, '2019-04')).toBe('rejected');
    expect(pages).toHaveLength(1);
  });
});

describe('TimelineStore.removePhotos and restore', () => {
  async function twoMonths() {
    const { store } = await loadedStore({ '2019-05': photos('may', 4), '2019-04': photos('apr', 3) });
    await store.loadMonth('2019-05');
    await store.loadMonth('2019-04');
    return store;
  }

  it('takes photos out of their months and lowers the counts', async () => {
    const store = await twoMonths();
    const listener = vi.fn();
    store.subscribe(listener);
    store.removePhotos(['may-1', 'apr-0', 'apr-2', 'not-there']);
    expect(idsOf(store.month('2019-05')?.photos ?? [])).toEqual(['may-0', 'may-2', 'may-3']);
    expect(idsOf(store.month('2019-04')?.photos ?? [])).toEqual(['apr-1']);
    expect(store.month('2019-05')?.count).toBe(3);
    expect(store.month('2019-04')?.count).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify when none of the ids is loaded', async () => {
    const store = await twoMonths();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.removePhotos(['nope']).entries).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('puts every removed photo back where it was, with the counts', async () => {
    const store = await twoMonths();
    const before = idsOf(store.loadedPhotos());
    const removed = store.removePhotos(['may-0', 'may-2', 'may-3', 'apr-1']);
    store.restore(removed);
    expect(idsOf(store.loadedPhotos())).toEqual(before);
    expect(store.month('2019-05')?.count).toBe(4);
    expect(store.month('2019-04')?.count).toBe(3);
  });

  it('puts back only the photos with the given ids', async () => {
    const store = await twoMonths();
    const removed = store.removePhotos(['may-1', 'may-3', 'apr-2']);
    store.restore(removed, ['may-3', 'apr-2']);
    expect(idsOf(store.month('2019-05')?.photos ?? [])).toEqual(['may-0', 'may-2', 'may-3']);
    expect(idsOf(store.month('2019-04')?.photos ?? [])).toEqual(['apr-0', 'apr-1', 'apr-2']);
    expect(store.month('2019-05')?.count).toBe(3);
  });

  it('puts a photo back in its place when an earlier photo of its month stays deleted', async () => {
    // A delete of may-0 and may-2 where only may-2 failed: may-2 goes back between may-1 and may-3.
    const store = await twoMonths();
    const removed = store.removePhotos(['may-0', 'may-2']);
    store.restore(removed, ['may-2']);
    expect(idsOf(store.month('2019-05')?.photos ?? [])).toEqual(['may-1', 'may-2', 'may-3']);
  });

  it('property: restoring everything that was removed gives back the same order and counts', async () => {
    const original = idsOf((await twoMonths()).loadedPhotos());
    await fc.assert(
      fc.asyncProperty(fc.subarray(original), async (gone) => {
        const store = await twoMonths();
        const removed = store.removePhotos(gone);
        expect(idsOf(store.loadedPhotos())).toEqual(original.filter((id) => !gone.includes(id)));
        store.restore(removed);
        expect(idsOf(store.loadedPhotos())).toEqual(original);
        expect(store.months.map((m) => m.count)).toEqual([4, 3]);
      }),
    );
  });

  it('property: restoring some of the removed photos puts each back in its original order', async () => {
    const original = idsOf((await twoMonths()).loadedPhotos());
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(original).chain((gone) => fc.tuple(fc.constant(gone), fc.subarray(gone))),
        async ([gone, back]) => {
          const store = await twoMonths();
          const removed = store.removePhotos(gone);
          store.restore(removed, back);
          expect(idsOf(store.loadedPhotos())).toEqual(
            original.filter((id) => !gone.includes(id) || back.includes(id)),
          );
          store.restore(
            removed,
            gone.filter((id) => !back.includes(id)),
          );
          expect(idsOf(store.loadedPhotos())).toEqual(original);
        },
      ),
    );
  });
});
