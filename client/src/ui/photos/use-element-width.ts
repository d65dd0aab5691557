import { type RefObject, useLayoutEffect, useState } from 'react';

/** The content width of an element, kept up to date as it resizes. */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback = 1024): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width) || fallback);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}

/** The content height of an element, kept up to date as it resizes. */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback = 600): number {
  const [height, setHeight] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setHeight(element.clientHeight || fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(Math.floor(entry.contentRect.height) || fallback);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return height;
}
