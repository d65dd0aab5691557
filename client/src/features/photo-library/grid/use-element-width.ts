import { type RefObject, startTransition, useLayoutEffect, useState } from 'react';

/** One content dimension of an element, kept up to date as it resizes. */
function useElementSize<F extends number | null>(
  ref: RefObject<HTMLElement | null>,
  side: 'width' | 'height',
  fallback: F,
  firstAsTransition = false,
): number | F {
  const [size, setSize] = useState<number | F>(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Floored like the observer's sizes below, so its first call finds the same one.
    let last: number | F = Math.floor(element.getBoundingClientRect()[side]) || fallback;
    const first = last;
    if (firstAsTransition) startTransition(() => setSize(first));
    else setSize(first);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next: number | F = entry ? Math.floor(entry.contentRect[side]) || fallback : last;
      // The observer's first call repeats the size just read: no second render for it.
      if (next === last) return;
      last = next;
      setSize(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, side, fallback, firstAsTransition]);
  return size;
}

/**
 * The content width of an element. With `deferFirst`, null until it is known and the first width arrives as a
 * transition (the content rendered for it may take a while and can then be rendered in slices); otherwise it
 * starts at `fallback` and the first width is set before the browser paints. Later widths arrive at once.
 */
export function useMeasuredWidth(
  ref: RefObject<HTMLElement | null>,
  deferFirst: boolean,
  fallback: number,
): number | null {
  return useElementSize(ref, 'width', deferFirst ? null : fallback, deferFirst);
}

/** The content height of an element, kept up to date as it resizes. */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback = 600): number {
  return useElementSize(ref, 'height', fallback);
}
