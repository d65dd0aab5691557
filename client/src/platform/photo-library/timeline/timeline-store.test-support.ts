import { vi } from 'vitest';
import type { Photo, PhotoPage, TimelineCounts } from '#contracts/photos';
import type { MonthRef } from './month-key';
import type { TimelineDeps } from './month-state';
import type { SortOption } from './sort-options';
import { TimelineStore } from './timeline-store';

/** Photos, deps and stores the TimelineStore tests share (timeline-store.test.ts, timeline-store-reads.test.ts). */
export const DESC: SortOption = { sortKey: 'dateTaken', sortOrder: 'desc' };
export const ASC: SortOption = { sortKey: 'dateTaken', sortOrder: 'asc' };

export function photo(id: string): Photo {
  return {
    created: '2019-04-12T15:30:12Z',
    dateTaken: '2019-04-12T15:30:12',
    imageId: id,
    localFileName: `${id}.jpg`,
    thumbnails: [{ id: 300, url: `https://images.test/${id}/300`, width: 300, height: 200 }],
    untouchedUrl: `https://images.test/${id}/original`,
    uploadId: `upload-${id}`,
    url: `https://images.test/${id}/1300`,
  };
}

export const photos = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => photo(`${prefix}-${i}`));
export const idsOf = (list: Iterable<Photo>) => Array.from(list, (p) => p.imageId);

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export interface PageCall {
  key: string;
  limit: number;
  cursor: string | undefined;
  answer: Deferred<PhotoPage>;
}

/** Deps whose every answer the test gives by hand. */
export function manualDeps() {
  const counts: Deferred<TimelineCounts>[] = [];
  const pages: PageCall[] = [];
  const deps: TimelineDeps = {
    fetchCounts: vi.fn(() => {
      const answer = deferred<TimelineCounts>();
      counts.push(answer);
      return answer.promise;
    }),
    fetchPage: vi.fn((month: MonthRef, _sort: SortOption, limit: number, cursor?: string) => {
      const answer = deferred<PhotoPage>();
      pages.push({ key: month.key, limit, cursor, answer });
      return answer.promise;
    }),
  };
  return { deps, counts, pages };
}

/**
 * Deps that answer at once from a library (month key → its photos in order). The counts are the library's sizes
 * unless given; pages are cut by limit with the next offset as the cursor.
 */
export function libraryDeps(library: Record<string, Photo[]>, counts?: TimelineCounts['timeline']) {
  const requests: { key: string; limit: number; cursor: string | undefined }[] = [];
  const timeline: TimelineCounts['timeline'] = counts ?? {};
  if (!counts) {
    for (const [key, list] of Object.entries(library)) {
      const [year, month] = key === 'unknown' ? ['0', '0'] : [key.slice(0, 4), String(Number(key.slice(5)))];
      timeline[year] = { ...timeline[year], [month]: list.length };
    }
  }
  const deps: TimelineDeps = {
    fetchCounts: vi.fn(async () => ({ timeline })),
    fetchPage: vi.fn(async (month: MonthRef, _sort: SortOption, limit: number, cursor?: string) => {
      requests.push({ key: month.key, limit, cursor });
      const all = library[month.key] ?? [];
      const start = cursor ? Number(cursor) : 0;
      const end = start + limit;
      return { images: all.slice(start, end), cursor: end < all.length ? String(end) : null };
    }),
  };
  return { deps, requests };
}

export async function loadedStore(library: Record<string, Photo[]>, sort: SortOption = DESC) {
  const { deps, requests } = libraryDeps(library);
  const store = new TimelineStore(sort, deps, 0);
  await store.load();
  return { store, deps, requests };
}

export const statusOf = (store: TimelineStore, key: string) => store.month(key)?.status;
