import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
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
