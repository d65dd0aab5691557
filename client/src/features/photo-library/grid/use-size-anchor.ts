import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { type GridSize, getGridSize, subscribeGridSize } from '#platform/photo-library/timeline';
import { type AppliedAnchor, anchorAt, type GridAnchor, offsetOf, rowOffsets } from './grid-anchor';
import type { GridMetrics, GridRow } from './grid-layout';

interface Layout {
  rows: readonly GridRow[];
  metrics: GridMetrics;
  scrollMargin: number;
}

/**
 * Keeps the photo at the top of the viewport there when the thumbnail size changes: the anchor is taken from the
 * layout on screen the moment the size is set (before React renders the new one), and the window scrolled to it
 * in the new layout before the browser paints.
 */
export function useSizeAnchor(
  gridRef: RefObject<HTMLElement | null>,
  size: GridSize,
  { rows, metrics, scrollMargin }: Layout,
): void {
  const shown = useRef<Layout>({ rows, metrics, scrollMargin });
  const pending = useRef<{ anchor: GridAnchor; size: GridSize } | null>(null);
  const last = useRef<AppliedAnchor | null>(null);

  useEffect(
    () =>
      subscribeGridSize(() => {
        const layout = shown.current;
        const offset = window.scrollY - layout.scrollMargin;
        const anchor = anchorAt(layout.rows, layout.metrics, offset, last.current);
        pending.current = anchor ? { anchor, size: getGridSize() } : null;
      }),
    [],
  );

  useLayoutEffect(() => {
    shown.current = { rows, metrics, scrollMargin };
    const wanted = pending.current;
    if (!wanted || wanted.size !== size) return;
    pending.current = null;
    const offset = offsetOf(wanted.anchor, rows, metrics);
    if (offset === null) return;
    last.current = { anchor: wanted.anchor, offset };
    // The grid's new height first, or the browser would clamp the scroll to the old, shorter page.
    const grid = gridRef.current;
    if (grid) grid.style.height = `${rowOffsets(rows, metrics).at(-1) ?? 0}px`;
    window.scrollTo(window.scrollX, offset + scrollMargin);
  }, [gridRef, size, rows, metrics, scrollMargin]);
}
