import type { Photo, SortKey, SortOrder, TimelineCounts } from '#contracts/photos';
import { UNKNOWN_DATE_MONTH } from '#contracts/photos';

/** A timeline month: `2019-04`, or `unknown` for the photos without a date. */
export interface MonthRef {
  key: string;
  year: number;
  month: number;
  count: number;
}

export function monthKey(year: number, month: number): string {
  if (year === UNKNOWN_DATE_MONTH.year && month === UNKNOWN_DATE_MONTH.month) return 'unknown';
  return `${year}-${String(month).padStart(2, '0')}`;
}

export const isUnknownMonth = (ref: Pick<MonthRef, 'year' | 'month'>) =>
  ref.year === UNKNOWN_DATE_MONTH.year && ref.month === UNKNOWN_DATE_MONTH.month;

/**
 * The months of GET /users/timeline in display order: newest first for `desc`, oldest first for `asc`; the
 * undated photos ('Unknown Date') always come last. Months without photos are left out.
 */
export function orderedMonths(counts: TimelineCounts['timeline'], order: SortOrder): MonthRef[] {
  const months: MonthRef[] = [];
  for (const [yearText, byMonth] of Object.entries(counts)) {
    for (const [monthText, count] of Object.entries(byMonth)) {
      const year = Number(yearText);
      const month = Number(monthText);
      if (count > 0) months.push({ key: monthKey(year, month), year, month, count });
    }
  }
  const dated = months.filter((m) => !isUnknownMonth(m));
  const unknown = months.filter(isUnknownMonth);
  dated.sort((a, b) => a.year - b.year || a.month - b.month);
  if (order === 'desc') dated.reverse();
  return [...dated, ...unknown];
}

/** 'April 2019' in the given locale (month names follow the locale), or null for the undated month. */
export function monthLabel(ref: Pick<MonthRef, 'year' | 'month'>, locale: string): string | null {
  if (isUnknownMonth(ref)) return null;
  let labels = monthLabels.get(locale);
  if (!labels) {
    labels = {
      format: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      byMonth: new Map(),
    };
    monthLabels.set(locale, labels);
  }
  const key = ref.year * 12 + ref.month;
  let label = labels.byMonth.get(key);
  if (label === undefined) {
    label = labels.format.format(Date.UTC(ref.year, ref.month - 1, 1));
    labels.byMonth.set(key, label);
  }
  return label;
}

/**
 * Per locale, one formatter and the labels it made: a timeline labels hundreds of months on every change (each
 * page of a month that loads), and formatting them again each time showed in a busy month's scroll.
 */
const monthLabels = new Map<string, { format: Intl.DateTimeFormat; byMonth: Map<number, string> }>();

/** A calendar date of the timeline (the day optional). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The date a photo is placed by under a sort key (dateTaken: taken; created and uploaded: its upload), as
 * GET /users/timeline counts it: in UTC, a date without an offset read as written; null without a date.
 */
export function dateOfPhoto(photo: Photo, sortKey: SortKey): CalendarDate | null {
  const date =
    sortKey === 'created' ? photo.created : sortKey === 'uploaded' ? photo.uploadEnd : photo.dateTaken;
  if (date === undefined) return null;
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+)?$/.exec(date);
  if (local) return { year: Number(local[1]), month: Number(local[2]), day: Number(local[3]) };
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return null;
  return { year: parsed.getUTCFullYear(), month: parsed.getUTCMonth() + 1, day: parsed.getUTCDate() };
}

/** The month a photo is grouped under by a sort key ('unknown' without a date), as GET /users/timeline counts it. */
export function monthKeyOfPhoto(photo: Photo, sortKey: SortKey): string {
  const date = dateOfPhoto(photo, sortKey);
  return date === null ? 'unknown' : monthKey(date.year, date.month);
}
