import {
  getTimelineCounts,
  getTimelineMonth,
  listPhotos,
  PHOTOS_PAGE_SIZE,
  type PhotoPage,
  type SortKey,
  type TimelineCounts,
} from '#contracts/photos';
import { apiCall } from '#platform/api/api-request';
import type { MonthRef } from './month-key';
import type { SortOption } from './sort-options';

/** GET /users/timeline: photos per month, grouped by the month of the sort key's date. */
export function fetchTimelineCounts(sortKey: SortKey, signal?: AbortSignal): Promise<TimelineCounts> {
  return apiCall(getTimelineCounts, { query: { sortKey }, signal });
}

/** GET /photos/timeline/{year}/{month}: one page of a month in the list's order. */
export function fetchMonthPage(
  month: Pick<MonthRef, 'year' | 'month'>,
  sort: SortOption,
  limit: number,
  cursor?: string,
  signal?: AbortSignal,
): Promise<PhotoPage> {
  return apiCall(getTimelineMonth, {
    params: { year: month.year, month: month.month },
    query: { limit, cursor, sortKey: sort.sortKey, sortOrder: sort.sortOrder },
    signal,
  });
}

/** GET /photos: one page (500) of the whole library in the list's order. */
export function fetchLibraryPage(sort: SortOption, cursor?: string): Promise<PhotoPage> {
  return apiCall(listPhotos, {
    query: { limit: PHOTOS_PAGE_SIZE, cursor, sortKey: sort.sortKey, sortOrder: sort.sortOrder },
  });
}
