import { differenceInCalendarDays, parseISO } from 'date-fns';

export type CreatedLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: Date };

/** An album's creation as its stats show it: today, yesterday (by the calendar, in local time) or the date. */
export function createdLabel(created: string, now: Date): CreatedLabel {
  const date = parseISO(created);
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  return { kind: 'date', date };
}
