import type { Photo, PhotoPage, TimelineCounts } from '#contracts/photos';
import { fetchLibraryPage, fetchMonthPage, fetchTimelineCounts } from './get-timeline';
import type { MonthRef } from './month-key';
import type { SortOption } from './sort-options';

export type MonthStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

export interface MonthState extends MonthRef {
  status: MonthStatus;
  /** Loaded photos, in the list's order. */
  photos: Photo[];
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
