import { type RefObject, useLayoutEffect, useRef } from 'react';
import type { TimelineLanding } from '#platform/photo-library/timeline';
import { offsetOf } from './grid-anchor';
import type { GridRows } from './use-grid-rows';

/** A place to bring to the top of the viewport (go to a date); a new object lands again on the same place. */
export type GridLanding = TimelineLanding;

/**
 * Scrolls the window so that the landing's month header (or the row of its photo) is at the top, from the rows'
 * exact sizes: months not loaded yet are sized from their counts, and load once they are on screen. A photo in the
 * month's first row lands on the month's header instead, so the month's name shows above it. It waits for the
 * grid's first layout; each landing is applied once.
 */
export function useGridLanding(
  containerRef: RefObject<HTMLElement | null>,
  { width, rows, metrics }: Pick<GridRows, 'width' | 'rows' | 'metrics'>,
  landing: GridLanding | null | undefined,
): void {
  const landed = useRef<GridLanding | null>(null);
  useLayoutEffect(() => {
    if (!landing || landed.current === landing || width === null || rows.length === 0) return;
    const slot = landing.index === null || landing.index < metrics.columns ? null : landing.index;
    const offset =
      offsetOf({ monthKey: landing.monthKey, slot, into: 0 }, rows, metrics) ??
      offsetOf({ monthKey: landing.monthKey, slot: null, into: 0 }, rows, metrics);
    const container = containerRef.current;
    if (offset === null || !container) return;
    landed.current = landing;
    const top = offset + container.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top, behavior: 'instant' });
    // Once more after the browser has laid out the rows scrolled to (the restore from the preview does the same).
    requestAnimationFrame(() => window.scrollTo({ top, behavior: 'instant' }));
  }, [containerRef, width, rows, metrics, landing]);
}
