import { describe, expect, it } from 'vitest';
import { takenOnText } from './photo-dates';

const join = ({ date, time }: { date: string; time: string }) => `${date} at ${time}`;

describe('takenOnText', () => {
  it("writes 'd MMMM yyyy at HH:mm:ss'", () => {
    expect(takenOnText('2019-04-12T15:30:12', 'en-GB', join)).toBe('12 April 2019 at 15:30:12');
  });

  it('shows the wall time as written, whatever the zone or offset', () => {
    expect(takenOnText('2019-04-12T15:30:12Z', 'en-GB', join)).toBe('12 April 2019 at 15:30:12');
    expect(takenOnText('2019-04-12T23:30:00+02:00', 'en-GB', join)).toBe('12 April 2019 at 23:30:00');
    expect(takenOnText('2019-04-12T00:15:00-08:00', 'en-GB', join)).toBe('12 April 2019 at 00:15:00');
  });

  it('pads the time and shows seconds as 00 when the date has none', () => {
    expect(takenOnText('2019-04-02T05:03', 'en-GB', join)).toBe('2 April 2019 at 05:03:00');
  });

  it('names the month in the locale', () => {
    expect(takenOnText('2019-04-12T15:30:12', 'fr-FR', join)).toBe('12 avril 2019 at 15:30:12');
  });

  it('passes the date and the time to join separately', () => {
    const parts: { date: string; time: string }[] = [];
    takenOnText('2019-04-12T15:30:12', 'en-GB', (p) => {
      parts.push(p);
      return '';
    });
    expect(parts).toEqual([{ date: '12 April 2019', time: '15:30:12' }]);
  });

  it('is null without a date or with one that is not a date', () => {
    expect(takenOnText(undefined, 'en-GB', join)).toBeNull();
    expect(takenOnText('', 'en-GB', join)).toBeNull();
    expect(takenOnText('garbage', 'en-GB', join)).toBeNull();
    expect(takenOnText('2019-13-01T10:00:00', 'en-GB', join)).toBeNull();
    expect(takenOnText('2019-04-12T24:00:00', 'en-GB', join)).toBeNull();
  });

  it('is null for any date in January 1970 (a camera without a clock)', () => {
    expect(takenOnText('1970-01-01T00:00:00', 'en-GB', join)).toBeNull();
    expect(takenOnText('1970-01-01T00:00:00Z', 'en-GB', join)).toBeNull();
    expect(takenOnText('1970-01-31T23:59:59+05:00', 'en-GB', join)).toBeNull();
  });

  it('shows the dates just outside January 1970', () => {
    expect(takenOnText('1970-02-01T00:00:00', 'en-GB', join)).toBe('1 February 1970 at 00:00:00');
    expect(takenOnText('1969-12-31T23:59:59', 'en-GB', join)).toBe('31 December 1969 at 23:59:59');
  });
});
