import { describe, expect, it } from 'vitest';
import type { TimelineCounts } from '#contracts/photos';
import { monthLabel, orderedMonths } from './month-key';

const counts: TimelineCounts['timeline'] = {
  '0': { '0': 7 },
  '2018': { '12': 3, '1': 2 },
  '2019': { '4': 120, '11': 0, '2': 5 },
  '2020': { '1': 1 },
};

const keysOf = (order: 'asc' | 'desc') => orderedMonths(counts, order).map((m) => m.key);

describe('orderedMonths', () => {
  it('lists months newest first for desc, the undated month last', () => {
    expect(keysOf('desc')).toEqual(['2020-01', '2019-04', '2019-02', '2018-12', '2018-01', 'unknown']);
  });

  it('lists months oldest first for asc, the undated month still last', () => {
    expect(keysOf('asc')).toEqual(['2018-01', '2018-12', '2019-02', '2019-04', '2020-01', 'unknown']);
  });

  it('leaves out months without photos', () => {
    const months = orderedMonths({ '2019': { '4': 0, '5': 2 }, '0': { '0': 0 } }, 'desc');
    expect(months.map((m) => m.key)).toEqual(['2019-05']);
  });

  it('gives each month its year, month and count', () => {
    expect(orderedMonths(counts, 'desc')).toContainEqual({
      key: '2019-04',
      year: 2019,
      month: 4,
      count: 120,
    });
    expect(orderedMonths(counts, 'asc').at(-1)).toEqual({ key: 'unknown', year: 0, month: 0, count: 7 });
  });

  it('answers no months for an empty timeline', () => {
    expect(orderedMonths({}, 'asc')).toEqual([]);
  });
});

describe('monthLabel', () => {
  it('names the month in the locale', () => {
    expect(monthLabel({ year: 2019, month: 4 }, 'en-GB')).toBe('April 2019');
    expect(monthLabel({ year: 2019, month: 4 }, 'nl-NL')).toBe('april 2019');
    expect(monthLabel({ year: 2019, month: 4 }, 'de-DE')).toBe('April 2019');
  });

  it('names January and December of their own year', () => {
    expect(monthLabel({ year: 2020, month: 1 }, 'en-GB')).toBe('January 2020');
    expect(monthLabel({ year: 2019, month: 12 }, 'en-GB')).toBe('December 2019');
  });

  it('has no label for the undated month', () => {
    expect(monthLabel({ year: 0, month: 0 }, 'en-GB')).toBeNull();
  });
});
