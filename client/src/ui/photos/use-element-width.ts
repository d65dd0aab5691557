import { type RefObject, useLayoutEffect, useState } from 'react';

/** One content dimension of an element, kept up to date as it resizes. */
function useElementSize(
  ref: RefObject<HTMLElement | null>,
  side: 'width' | 'height',
  fallback: number,
): number {
  const [size, setSize] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setSize((side === 'width' ? element.clientWidth : element.clientHeight) || fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize(Math.floor(entry.contentRect[side]) || fallback);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, side, fallback]);
  return size;
}

/** The content width of an element, kept up to date as it resizes. */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback = 1024): number {
  return useElementSize(ref, 'width', fallback);
}

/** The content height of an element, kept up to date as it resizes. */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback = 600): number {
  return useElementSize(ref, 'height', fallback);
}
