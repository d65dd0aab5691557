import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { currentTimelineStore, dropTimelineStores, timelineStoreFor } from './timeline-stores';

describe('TimelineStore.neighbour', () => {
  it('goes to the next and previous photo within a month', async () => {
    const { store } = await loadedStore({ '2019-04': photos('apr', 3) });
    await store.loadMonth('2019-04');
    expect((await store.neighbour('apr-1', 1))?.imageId).toBe('apr-2');
    expect((await store.neighbour('apr-1', -1))?.imageId).toBe('apr-0');
  });

  it("loads the month's next page at its last loaded photo", async () => {
    const { store, requests } = await loadedStore({
      '2019-05': photos('may', 30),
      '2019-04': photos('apr', 3),
    });
    await store.loadMonth('2019-05');
    const next = await store.neighbour('may-23', 1);
    expect(next?.imageId).toBe('may-24');
    expect(requests.at(-1)).toEqual({ key: '2019-05', limit: 24, cursor: '24' });
    expect(store.month('2019-05')?.photos).toHaveLength(30);
    expect(statusOf(store, '2019-04')).toBe('uninitialized');
  });

  it("goes to the next month's first photo at the end of a fully loaded month, loading it", async () => {
    const { store, requests } = await loadedStore({
      '2019-05': photos('may', 2),
      '2019-04': photos('apr', 3),
    });
    await store.loadMonth('2019-05');
    const next = await store.neighbour('may-1', 1);
    expect(next?.imageId).toBe('apr-0');
    expect(requests.at(-1)).toEqual({ key: '2019-04', limit: 24, cursor: undefined });
    expect(statusOf(store, '2019-04')).toBe('fulfilled');
  });

  it('skips a following month that turns out empty', async () => {
    const library = libraryDeps(
      { '2019-05': photos('may', 1), '2019-03': photos('mar', 2) },
      { '2019': { '5': 1, '4': 5, '3': 2 } },
    );
    const store = new TimelineStore(DESC, library.deps, 0);
    await store.load();
    await store.loadMonth('2019-05');
    expect((await store.neighbour('may-0', 1))?.imageId).toBe('mar-0');
  });

  it("goes to the previous month's last loaded photo from a month's first photo", async () => {
    const { store } = await loadedStore({
      '2019-06': photos('jun', 30),
      '2019-05': [],
      '2019-04': photos('apr', 3),
    });
    await store.loadMonth('2019-06');
    await store.loadMonth('2019-04');
    const previous = await store.neighbour('apr-0', -1);
    expect(previous?.imageId).toBe('jun-23');
  });

  it('has no neighbour before the first or after the last photo, nor for an unknown photo', async () => {
    const { store } = await loadedStore({ '2019-05': photos('may', 2), '2019-04': photos('apr', 1) });
    await store.loadMonth('2019-05');
    await store.loadMonth('2019-04');
    expect(await store.neighbour('may-0', -1)).toBeUndefined();
    expect(await store.neighbour('apr-0', 1)).toBeUndefined();
    expect(await store.neighbour('nope', 1)).toBeUndefined();
  });
});

describe('TimelineStore.loadedPhotos, subscribe and clear', () => {
  it('lists the loaded photos in display order, the same list while nothing changes', async () => {
    const { store } = await loadedStore(
      { '2019-05': photos('may', 2), '2019-04': photos('apr', 2), unknown: photos('undated', 1) },
      ASC,
    );
    await store.loadMonth('unknown');
    await store.loadMonth('2019-05');
    await store.loadMonth('2019-04');
    const list = store.loadedPhotos();
    expect(idsOf(list)).toEqual(['apr-0', 'apr-1', 'may-0', 'may-1', 'undated-0']);
    expect(store.loadedPhotos()).toBe(list);
    store.removePhotos(['may-0']);
    expect(idsOf(store.loadedPhotos())).toEqual(['apr-0', 'apr-1', 'may-1', 'undated-0']);
  });

  it('notifies subscribers of each change until they unsubscribe', async () => {
    const { deps, counts, pages } = manualDeps();
    const store = new TimelineStore(DESC, deps, 0);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const loading = store.load();
    expect(listener).toHaveBeenCalledTimes(1);
    counts[0]?.resolve({ timeline: { '2019': { '4': 1 } } });
    await loading;
    expect(listener).toHaveBeenCalledTimes(2);
    const version = store.getVersion();
    const month = store.loadMonth('2019-04');
    expect(listener).toHaveBeenCalledTimes(3);
    pages[0]?.answer.resolve({ images: photos('apr', 1), cursor: null });
    await month;
    expect(listener).toHaveBeenCalledTimes(4);
    expect(store.getVersion()).toBeGreaterThan(version);
    unsubscribe();
    store.expand('2019-04');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('clear leaves nothing', async () => {
    const { store } = await loadedStore({ '2019-04': photos('apr', 2) });
    await store.loadMonth('2019-04');
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.months).toEqual([]);
    expect(store.month('2019-04')).toBeUndefined();
    expect(store.loadedPhotos()).toEqual([]);
    expect(store.status).toBe('ready');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('timelineStoreFor and currentTimelineStore', () => {
  beforeEach(() => dropTimelineStores());
  afterEach(() => dropTimelineStores());

  it('gives the same store for the same owner and order', () => {
    const store = timelineStoreFor('user-1', DESC);
    expect(timelineStoreFor('user-1', { sortKey: 'dateTaken', sortOrder: 'desc' })).toBe(store);
    expect(store.sort).toEqual(DESC);
  });

  it('gives a new store when the order or the owner changes', () => {
    const first = timelineStoreFor('user-1', DESC);
    const asc = timelineStoreFor('user-1', ASC);
    expect(asc).not.toBe(first);
    expect(asc.sort).toEqual(ASC);
    const created = timelineStoreFor('user-1', { sortKey: 'created', sortOrder: 'asc' });
    expect(created).not.toBe(asc);
    const other = timelineStoreFor('user-2', { sortKey: 'created', sortOrder: 'asc' });
    expect(other).not.toBe(created);
    expect(timelineStoreFor('user-1', DESC)).not.toBe(first);
  });

  it('uses the deps it is given', async () => {
    const { deps } = libraryDeps({ '2019-04': photos('apr', 1) });
    await timelineStoreFor('user-1', DESC, deps).load();
    expect(deps.fetchCounts).toHaveBeenCalledTimes(1);
  });

  it('finds the current store only for its owner', () => {
    expect(currentTimelineStore('user-1')).toBeUndefined();
    const store = timelineStoreFor('user-1', DESC);
    expect(currentTimelineStore('user-1')).toBe(store);
    expect(currentTimelineStore('user-2')).toBeUndefined();
    expect(currentTimelineStore('user')).toBeUndefined();
    dropTimelineStores();
    expect(currentTimelineStore('user-1')).toBeUndefined();
  });
});

describe('TimelineStore prefetch', () => {
  it('asks for the first page of the first months as soon as the counts arrive, before anything renders', async () => {
    const requested: string[] = [];
    const store = new TimelineStore(DESC, {
      fetchCounts: async () => ({ timeline: { '2024': { '1': 3, '2': 3, '3': 3 } } }),
      fetchPage: async (month) => {
        requested.push(`${month.year}-${month.month}`);
        return { cursor: null, images: [] };
      },
    });
    await store.load();
    expect(requested).toEqual(['2024-3', '2024-2']);
    expect(store.month('2024-01')?.status).toBe('uninitialized');
  });
});
