import type { Photo, PhotoPage, TimelineCounts } from '#contracts/photos';
import { fetchLibraryPage, fetchMonthPage, fetchTimelineCounts } from './get-timeline';
import type { MonthRef } from './month-key';
import { PagedList, type ReadonlyList } from './paged-list';
import type { SortOption } from './sort-options';

export type MonthStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

export interface MonthState extends MonthRef {
  status: MonthStatus;
  /** Loaded photos, in the list's order: held in the pages they landed in (`PagedList`) once a page has. */
  photos: ReadonlyList<Photo>;
  /** The next page's cursor; null once the month is fully loaded (or before its first page). */
  cursor: string | null;
  /** Shown whole (after its '+N' tile): its pages load as they scroll near. */
  expanded: boolean;
  /** A page after the first is on its way. */
  loadingMore: boolean;
}

/** Months whose first page is requested as soon as the counts arrive (they fill the first screen). */
export const PREFETCHED_MONTHS = 2;

/** Pages after the first, once a month is expanded: larger, so a 20,000-photo month scrolls through quickly. */
export const EXPANDED_PAGE_SIZE = 240;

export interface TimelineDeps {
  fetchCounts(sort: SortOption): Promise<TimelineCounts>;
  fetchPage(month: MonthRef, sort: SortOption, limit: number, cursor?: string): Promise<PhotoPage>;
  /**
   * Lists not browsed by month (an album) give their sections themselves instead of the month counts: one
   * section the size of the album. Those sections are shown whole (no '+N' tile) and page in pages of 24.
   */
  fetchSections?(sort: SortOption): Promise<MonthRef[]>;
  /** A page of the whole list in one (GET /photos): where a photo opened by its link alone is looked up. */
  fetchListPage?(sort: SortOption, cursor?: string): Promise<PhotoPage>;
}

export const defaultDeps: TimelineDeps = {
  fetchCounts: (sort) => fetchTimelineCounts(sort.sortKey),
  fetchPage: (month, sort, limit, cursor) => fetchMonthPage(month, sort, limit, cursor),
  fetchListPage: (sort, cursor) => fetchLibraryPage(sort, cursor),
};

/** The ids of a month's loaded photos, kept with the list they were read from and carried to the next one. */
const idsOfPhotos = new WeakMap<ReadonlyList<Photo>, Set<string>>();

/**
 * A month's photos with a page's new ones after them (any already there left out), in time and memory for the
 * page, not the month: the photos before are not copied (the list is held as pages, `PagedList`), nor their ids
 * read again (carried from list to list). A 70,000-photo month lands in 292 pages of 240; copying or re-reading
 * all of it for each page is garbage the page then pays for in long collections while scrolling (issue 52.6).
 */
export function withPage(photos: ReadonlyList<Photo>, page: readonly Photo[]): PagedList<Photo> {
  const ids = idsOfPhotos.get(photos) ?? new Set(photos.map((p) => p.imageId));
  idsOfPhotos.delete(photos);
  const added: Photo[] = [];
  for (const photo of page) {
    if (ids.has(photo.imageId)) continue;
    ids.add(photo.imageId);
    added.push(photo);
  }
  const next = PagedList.of(photos).append(added);
  idsOfPhotos.set(next, ids);
  return next;
}
