import { useDeferredValue, useMemo } from 'react';

/**
 * A screen's data, with its arrival rendered in the background. SWR hands a new answer to React as an urgent,
 * synchronous update: a screen that renders its whole list (dozens of cards, each with formatted dates and
 * prices) would block the page for that long in the answer's task. Through this hook the urgent render keeps
 * what was shown (the skeleton or loader), and React renders the new data as a deferred value: in slices, between
 * which the browser paints and answers input, committed at once when done. Nothing else changes: the same
 * states in the same order.
 *
 * `key` names whose data it is (e.g. the order's code): data shown for another key is never shown for this one;
 * after a key change the current data (or none) shows at once, as it would without the hook.
 */
export function useArrivedData<T>(data: T | undefined, key = ''): T | undefined {
  const tagged = useMemo(() => (data === undefined ? undefined : { key, data }), [key, data]);
  const shown = useDeferredValue(tagged);
  if (shown === undefined) return undefined;
  return shown.key === key ? shown.data : data;
}
