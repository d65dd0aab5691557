import { describe, expect, it } from 'vitest';
import { createdLabel } from './album-dates';

// Local times: the labels follow the user's calendar day.
const at = (text: string) => new Date(text);

describe('album created labels', () => {
  it('is today from midnight on, yesterday from the midnight before', () => {
    const now = at('2026-11-22T00:00:05');
    expect(createdLabel('2026-11-22T00:00:00', now)).toEqual({ kind: 'today' });
    expect(createdLabel('2026-11-21T23:59:59', now)).toEqual({ kind: 'yesterday' });
    expect(createdLabel('2026-11-21T00:00:00', now)).toEqual({ kind: 'yesterday' });
  });

  it('gives the date from the day before yesterday', () => {
    const label = createdLabel('2026-11-20T23:59:59', at('2026-11-22T12:00:00'));
    expect(label.kind).toBe('date');
    expect(label.kind === 'date' && label.date.getDate()).toBe(20);
  });

  it('is still today late in the evening', () => {
    expect(createdLabel('2026-11-22T00:00:01', at('2026-11-22T23:59:59'))).toEqual({ kind: 'today' });
  });
});
