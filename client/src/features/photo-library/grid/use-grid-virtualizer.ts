import { observeWindowOffset, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, startTransition, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type GridMetrics, type GridRow, rowHeight } from './grid-layout';

export type GridVirtualizer = Virtualizer<Window, Element>;

export interface GridWindow {
  virtualizer: GridVirtualizer;
  /** Where the grid starts in the page, in px: the rows' places are counted from it. */
  scrollMargin: number;
  /** The first and last rows in the DOM (the viewport and a few either side). */
  firstIndex: number;
  lastIndex: number;
}

/**
 * The window's scroll, told to the virtualizer. A scroll by more than the viewport's height (the scrollbar dragged,
 * the scrubber, 'Go to date', a test's jump) brings rows that are all new, ~350 elements: rendered at once in the
 * scroll's own task, with the browser's layout of them, that is the page's longest task (up to 400 ms through a
 * 70,000-photo month on a busy machine, issue 52.6). Such a jump renders as a transition, which React builds in
 * slices of a few milliseconds; the rows show a frame or a few later. A shorter scroll (the wheel, the keyboard, a
 * drag's auto-scroll) renders at once, before the browser paints, as before: the rows never lag behind it.
 */
export const observeGridScroll: typeof observeWindowOffset = (instance, tell) => {
  let last = window.scrollY;
  return observeWindowOffset(instance, (offset, isScrolling) => {
    const jump = Math.abs(offset - last) > window.innerHeight;
    last = offset;
    if (jump) startTransition(() => tell(offset, isScrolling));
    else if (isScrolling) flushSync(() => tell(offset, isScrolling));
    else tell(offset, isScrolling);
  });
};

/** Only the rows near the viewport in the DOM, placed by their exact sizes and measured again when they change. */
export function useGridVirtualizer(
  containerRef: RefObject<HTMLElement | null>,
  rows: readonly GridRow[],
  metrics: GridMetrics,
): GridWindow {
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = (containerRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 0.5) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => rowHeight(rows[index] as GridRow, metrics),
    overscan: 4,
    scrollMargin,
    observeElementOffset: observeGridScroll,
    // Sync or not is decided per scroll by observeGridScroll.
    useFlushSync: false,
  });
  // New rows or sizes must be measured again. A new row count already rebuilds every row's place from estimateSize
  // in the render that shows it (the grid's first rows, a month loaded), and measure() would render it all again
  // in the same task: only the same count with other rows or sizes (a new width or zoom) needs it.
  const measuredCount = useRef(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new rows or sizes must be measured again.
  useLayoutEffect(() => {
    if (measuredCount.current !== rows.length) measuredCount.current = rows.length;
    else virtualizer.measure();
  }, [virtualizer, rows, metrics]);

  const items = virtualizer.getVirtualItems();
  return {
    virtualizer,
    scrollMargin,
    firstIndex: items[0]?.index ?? 0,
    lastIndex: items.at(-1)?.index ?? -1,
  };
}
