import { describe, expect, it } from 'vitest';
import type { Photo } from '#contracts/photos';
import {
  dayIndexIn,
  findDay,
  findLanding,
  formatDateParam,
  landingMonth,
  parseDateParam,
  yearsOf,
} from './go-to-date';
import { orderedMonths } from './month-key';
import { ASC, DESC, loadedStore, photo } from './timeline-store.test-support';

/** Photos of one month, `perDay` of each listed day, in the list's order (days newest first for desc). */
function monthOf(key: string, days: number[], perDay: number, order: 'asc' | 'desc' = 'desc'): Photo[] {
  const sorted = [...days].sort((a, b) => (order === 'desc' ? b - a : a - b));
  return sorted.flatMap((day) =>
    Array.from({ length: perDay }, (_, i) => ({
      ...photo(`${key}-${day}-${i}`),
      dateTaken: `${key}-${String(day).padStart(2, '0')}T12:00:00`,
    })),
  );
}

const index = orderedMonths(
  { '2014': { '3': 5 }, '2016': { '8': 70_000, '6': 10, '1': 4 }, '2019': { '12': 2 }, '0': { '0': 3 } },
  'desc',
);

describe('the date parameter', () => {
  it('reads a year, a month or a day, and writes them back the same', () => {
    for (const text of ['2016', '2016-08', '2016-08-14']) {
      const target = parseDateParam(text);
      expect(target).not.toBeNull();
      expect(formatDateParam(target as NonNullable<typeof target>)).toBe(text);
    }
    expect(parseDateParam('2016-08-14')).toEqual({ year: 2016, month: 8, day: 14 });
  });

  it('refuses what is not a date: a month 13, 30 February, text, nothing', () => {
    for (const text of ['2016-13', '2015-02-29', '2016-02-30', 'august', '16-08', '', null]) {
      expect(parseDateParam(text)).toBeNull();
    }
    expect(parseDateParam('2016-02-29')).toEqual({ year: 2016, month: 2, day: 29 });
  });
});

describe('the month a date lands on (the month index alone)', () => {
  it('lists the years that hold photos, newest first, without the undated ones', () => {
    expect(yearsOf(index)).toEqual([2019, 2016, 2014]);
  });

  it('lands on the month asked, exactly', () => {
    expect(landingMonth(index, { year: 2016, month: 8 })).toEqual({ key: '2016-08', exact: true });
    expect(landingMonth(index, { year: 2016, month: 6, day: 3 })).toEqual({ key: '2016-06', exact: true });
  });

  it("lands a year on its first month in the list's order", () => {
    expect(landingMonth(index, { year: 2016 })).toEqual({ key: '2016-08', exact: true });
    const ascending = orderedMonths({ '2016': { '8': 1, '6': 1, '1': 1 } }, 'asc');
    expect(landingMonth(ascending, { year: 2016 })).toEqual({ key: '2016-01', exact: true });
  });

  it('lands an empty month or year on the nearest month with photos', () => {
    expect(landingMonth(index, { year: 2016, month: 9 })).toEqual({ key: '2016-08', exact: false });
    expect(landingMonth(index, { year: 2016, month: 4 })).toEqual({ key: '2016-06', exact: false });
    expect(landingMonth(index, { year: 2015 })).toEqual({ key: '2016-01', exact: false });
    expect(landingMonth(index, { year: 2030, month: 1 })).toEqual({ key: '2019-12', exact: false });
    expect(landingMonth(index, { year: 1990 })).toEqual({ key: '2014-03', exact: false });
  });

  it('takes the month earlier in the list on a tie', () => {
    // 2016-07 is one month from both 2016-08 and 2016-06; newest first, 2016-08 comes first.
    const near = orderedMonths({ '2016': { '8': 1, '6': 1 } }, 'desc');
    expect(landingMonth(near, { year: 2016, month: 7 })).toEqual({ key: '2016-08', exact: false });
  });

  it('has nowhere to land in an empty library or one of undated photos only', () => {
    expect(landingMonth([], { year: 2016 })).toBeNull();
    expect(landingMonth(orderedMonths({ '0': { '0': 4 } }, 'desc'), { year: 2016 })).toBeNull();
  });
});

describe("a day's first photo in its month", () => {
  it('is the first photo on the day, newest first and oldest first', () => {
    expect(dayIndexIn(monthOf('2016-08', [20, 14, 2], 3), 14, 'dateTaken', 'desc')).toEqual({
      index: 3,
      exact: true,
    });
    expect(dayIndexIn(monthOf('2016-08', [20, 14, 2], 3, 'asc'), 14, 'dateTaken', 'asc')).toEqual({
      index: 3,
      exact: true,
    });
  });

  it('is the nearest photo past the day when the day has none, and unknown until a page reaches it', () => {
    const photos = monthOf('2016-08', [20, 2], 2);
    expect(dayIndexIn(photos, 14, 'dateTaken', 'desc')).toEqual({ index: 2, exact: false });
    expect(dayIndexIn(monthOf('2016-08', [20], 2), 14, 'dateTaken', 'desc')).toBeNull();
  });

  it('reads the sort key\'s date: the upload day in the "added" orders', () => {
    const added = [{ ...photo('a'), created: '2019-04-20T10:00:00Z', dateTaken: '2001-01-01T00:00:00' }];
    expect(dayIndexIn(added, 20, 'created', 'desc')).toEqual({ index: 0, exact: true });
  });

  it("reads the month's pages in order until one reaches the day, and shows the month whole past 24", async () => {
    const library = { '2016-08': monthOf('2016-08', [30, 20, 14, 2], 300) };
    const { store, requests } = await loadedStore(library, DESC);
    const found = await findDay(store, '2016-08', 14);
    expect(found).toEqual({ landing: { monthKey: '2016-08', index: 600 }, exact: true });
    expect(store.month('2016-08')?.expanded).toBe(true);
    // The first page (24) and pages of 240 up to the day's first photo; not the rest of the month.
    expect(requests.map((r) => r.limit)).toEqual([24, 240, 240, 240]);
  });

  it("reads each loaded photo's date once, however many pages it takes to reach the day", async () => {
    let reads = 0;
    const counted = monthOf('2016-08', [30, 20, 14, 2], 300).map((p) => {
      const { dateTaken, ...rest } = p;
      return Object.defineProperty(rest, 'dateTaken', {
        enumerable: true,
        get() {
          reads += 1;
          return dateTaken;
        },
      }) as Photo;
    });
    const { store } = await loadedStore({ '2016-08': counted }, DESC);
    const found = await findDay(store, '2016-08', 2);
    expect(found).toEqual({ landing: { monthKey: '2016-08', index: 900 }, exact: true });
    // 24 + 4 × 240 photos loaded to reach the day's first (the 901st), each read once: not 24, then 264, …
    expect(reads).toBe(901);
  });

  it('lands at once on the first photo of a busy day that fills its month', async () => {
    const { store, requests } = await loadedStore({ '2016-08': monthOf('2016-08', [14], 2000) }, DESC);
    await expect(findLanding(store, { year: 2016, month: 8, day: 14 })).resolves.toEqual({
      landing: { monthKey: '2016-08', index: 0 },
      exact: true,
    });
    expect(requests).toHaveLength(1);
    expect(store.month('2016-08')?.expanded).toBe(false);
  });

  it("lands a day after every photo of its month on the month's last photo, oldest first", async () => {
    const { store } = await loadedStore({ '2016-08': monthOf('2016-08', [2, 3], 5, 'asc') }, ASC);
    await expect(findDay(store, '2016-08', 30)).resolves.toEqual({
      landing: { monthKey: '2016-08', index: 9 },
      exact: false,
    });
  });

  it("lands a day of a month without photos on the nearest month's header", async () => {
    const { store, requests } = await loadedStore({ '2016-08': monthOf('2016-08', [2], 5) }, DESC);
    await expect(findLanding(store, { year: 2016, month: 9, day: 1 })).resolves.toEqual({
      landing: { monthKey: '2016-08', index: null },
      exact: false,
    });
    expect(requests).toHaveLength(0);
  });
});
