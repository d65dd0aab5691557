import type { Photo, SortKey, SortOrder } from '#contracts/photos';
import { TIMELINE_PAGE_SIZE } from '#contracts/photos';
import { dateOfPhoto, isUnknownMonth, type MonthRef, monthKey } from './month-key';
import type { ReadonlyList } from './paged-list';
import type { TimelineStore } from './timeline-store';

/**
 * Go to a date (issue 52.3): a year, a month or a day, as the address holds it (`?date=2016`, `2016-08`,
 * `2016-08-14`), and where it lands in the timeline: the month from the month index alone (no page read), the
 * day's first photo from its month's pages. Decision 489.
 */
export interface DateTarget {
  year: number;
  /** 1-12; absent for a whole year. */
  month?: number;
  /** 1-31; only with a month. */
  day?: number;
}

/** Where a go-to-date lands: a month's header, or the photo at `index` of it (the day's first). */
export interface TimelineLanding {
  monthKey: string;
  /** The photo's index in its month; null for the month's header. */
  index: number | null;
}

/** The date of an address's `date` parameter, or null when it is not one (a typo, a day that does not exist). */
export function parseDateParam(text: string | null): DateTarget | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 1) return null;
  if (match[2] === undefined) return { year };
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  if (match[3] === undefined) return { year, month };
  const day = Number(match[3]);
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** `2016`, `2016-08` or `2016-08-14`. */
export function formatDateParam(target: DateTarget): string {
  const two = (n: number) => String(n).padStart(2, '0');
  if (target.month === undefined) return String(target.year).padStart(4, '0');
  const month = monthKey(target.year, target.month);
  return target.day === undefined ? month : `${month}-${two(target.day)}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The years of the library's dated months, newest first (the dialog's year choices). */
export function yearsOf(months: readonly Pick<MonthRef, 'year' | 'month'>[]): number[] {
  const years = new Set<number>();
  for (const month of months) if (!isUnknownMonth(month)) years.add(month.year);
  return [...years].sort((a, b) => b - a);
}

const monthNumber = (year: number, month: number) => year * 12 + month - 1;

/**
 * The month a target lands on, from the month index alone: the target's month; for a year, its first month in
 * the list's order (its last month newest first, its first oldest first); when none holds photos, the month
 * with photos nearest to it (the earlier in the list's order on a tie). `exact` says whether it was the one asked.
 */
export function landingMonth(
  months: readonly Pick<MonthRef, 'key' | 'year' | 'month'>[],
  target: DateTarget,
): { key: string; exact: boolean } | null {
  const from = monthNumber(target.year, target.month ?? 1);
  const to = monthNumber(target.year, target.month ?? 12);
  let best: { key: string; distance: number } | null = null;
  for (const month of months) {
    if (isUnknownMonth(month)) continue;
    const at = monthNumber(month.year, month.month);
    const distance = at < from ? from - at : at > to ? at - to : 0;
    if (distance === 0) return { key: month.key, exact: true };
    if (best === null || distance < best.distance) best = { key: month.key, distance };
  }
  return best && { key: best.key, exact: false };
}

/**
 * The index of the day's first photo among a month's loaded photos: the first placed on that day or past it in
 * the list's order (on or before it newest first, on or after it oldest first). `exact` is false when that photo
 * is of another day (none on the day itself); null when no loaded photo reaches the day yet. `from` skips the
 * photos already read (those of the pages before, which did not reach the day).
 */
export function dayIndexIn(
  photos: ReadonlyList<Photo>,
  day: number,
  sortKey: SortKey,
  order: SortOrder,
  from = 0,
): { index: number; exact: boolean } | null {
  for (let index = Math.max(0, from); index < photos.length; index += 1) {
    const photo = photos.at(index) as Photo;
    const date = dateOfPhoto(photo, sortKey);
    if (date === null || (order === 'desc' ? date.day > day : date.day < day)) continue;
    return { index, exact: date.day === day };
  }
  return null;
}

/**
 * Where a day lands in its month: the month's pages are read in order (the service has no counts per day) until
 * one reaches the day, then the month is shown whole if the photo lies past its first page. A day after every
 * photo of the month lands on its last one; a month that cannot load, on its header.
 */
export async function findDay(
  store: TimelineStore,
  key: string,
  day: number,
): Promise<{ landing: TimelineLanding; exact: boolean }> {
  const { sortKey, sortOrder } = store.sort;
  // The photos read so far, none reaching the day: each page's are read once, not the month's again for each
  // page (a 70,000-photo month lands in 292 of them).
  let read = 0;
  for (;;) {
    const month = store.month(key);
    if (!month || month.status === 'rejected')
      return { landing: { monthKey: key, index: null }, exact: false };
    if (month.status !== 'fulfilled') {
      await store.loadMonth(key);
      continue;
    }
    const found = dayIndexIn(month.photos, day, sortKey, sortOrder, read);
    const done = found ?? (month.cursor === null ? { index: month.photos.length - 1, exact: false } : null);
    if (done) {
      if (done.index >= TIMELINE_PAGE_SIZE && !month.expanded) store.expand(key);
      return { landing: { monthKey: key, index: done.index }, exact: done.exact };
    }
    read = month.photos.length;
    await store.ensureLoaded(key, month.photos.length);
    const after = store.month(key);
    // A page that failed or brought nothing: the month's header is as near as it gets.
    if (!after || after.photos.length === month.photos.length) {
      return { landing: { monthKey: key, index: null }, exact: false };
    }
  }
}

/** Where a target lands in the store's months (its day's photo read from its month), or null for an empty list. */
export async function findLanding(
  store: TimelineStore,
  target: DateTarget,
): Promise<{ landing: TimelineLanding; exact: boolean } | null> {
  const month = landingMonth(store.months, target);
  if (!month) return null;
  if (!month.exact || target.day === undefined) {
    return { landing: { monthKey: month.key, index: null }, exact: month.exact };
  }
  return findDay(store, month.key, target.day);
}
