import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { GRID_SMALL_MAX_WIDTH, GRID_SMALL_PAGE_INSET } from '#platform/boot/grid-constants';
import type { MonthState, TimelineStore } from '#platform/photo-library/timeline';
import { type GridSize, hasScrollPosition, useGridSize } from '#platform/photo-library/timeline';
import { rowOffsets } from './grid-anchor';
import { buildRows, type GridMetrics, type GridRow, gridMetrics, sameRowSource } from './grid-layout';
import { useMeasuredWidth } from './use-element-width';

/** The width the grid's sizes assume before it is first measured. */
const FALLBACK_WIDTH = 1024;
/** The grid's width when it was last shown, and the window's then: a window of another width lays it out anew. */
let lastShown: { width: number; viewport: number } | null = null;

export interface GridRows {
  /** The grid's measured width; null until it is known (the loader stays until then). */
  width: number | null;
  /** The device's thumbnail size. */
  size: GridSize;
  metrics: GridMetrics;
  months: MonthState[];
  monthsByKey: Map<string, { month: MonthState; index: number }>;
  rows: GridRow[];
  /** Where each row starts, in px from the grid's top (the rows' sizes are exact); the last is the grid's height. */
  offsets: number[];
  /** The first row of photos: above the fold at first paint, its thumbnails load first (the LCP image). */
  firstPhotoRow: number;
}

interface Options {
  store: TimelineStore;
  version: number;
  sectionHeaders: boolean;
  rememberedWidth?: () => number | null;
  onLayout?: (layout: { columns: number; cell: number; width: number }) => void;
}

/** The grid's rows for its width and thumbnail size: month headers and rows of photos, sized before they load. */
export function useGridRows(
  gridRef: RefObject<HTMLElement | null>,
  { store, version, sectionHeaders, rememberedWidth, onLayout }: Options,
): GridRows {
  // Unknown at the first render: the grid's rows are rendered once, for the width measured (as a transition, in
  // slices), not first for a guess and again for the true width. The loader stays until then.
  // A grid shown again in a window of the same width (back from the preview), or one with a scroll position to
  // restore, starts at its last width as before: the position is restored into rows already there. So does a grid
  // whose width in a window of this width is known from a previous visit (rememberedWidth); if it measures
  // otherwise, it lays out again before the browser paints. On a phone the width is the window's but for the
  // page's padding: it starts there too.
  const [first] = useState(() => {
    const last = lastShown?.viewport === window.innerWidth ? lastShown.width : null;
    const start = last ?? rememberedWidth?.() ?? phoneGridWidth();
    return { defer: start === null && !hasScrollPosition(), width: start ?? FALLBACK_WIDTH };
  });
  const width = useMeasuredWidth(gridRef, first.defer, first.width);
  if (width !== null) lastShown = { width, viewport: window.innerWidth };
  const size = useGridSize();
  const metrics = useMemo(() => gridMetrics(width ?? FALLBACK_WIDTH, size), [width, size]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store mutates; version says when.
  const months = useMemo(() => store.months, [store, version]);
  const monthsByKey = useMemo(
    () => new Map(months.map((month, index) => [month.key, { month, index }])),
    [months],
  );
  const rowSource = useRowSource(months);
  const rows = useMemo(
    () => (width === null ? [] : buildRows(rowSource, metrics.columns, sectionHeaders)),
    [width, rowSource, metrics.columns, sectionHeaders],
  );
  const offsets = useMemo(() => rowOffsets(rows, metrics), [rows, metrics]);
  const firstPhotoRow = useMemo(() => rows.findIndex((row) => row.kind === 'photos'), [rows]);
  useEffect(() => {
    if (width !== null) onLayout?.({ columns: metrics.columns, cell: metrics.cell, width });
  }, [width, metrics, onLayout]);
  return { width, size, metrics, months, monthsByKey, rows, offsets, firstPhotoRow };
}

/**
 * The grid's width on a phone before it is measured (decision 532): the window's but for the page's padding, as
 * the boot script reckons it for the first row's thumbnails (decision 530); null on larger screens, where the
 * layout beside the grid varies more. A grid that measures otherwise lays out again before the browser paints.
 */
function phoneGridWidth(): number | null {
  const viewport = window.innerWidth;
  return viewport > 2 * GRID_SMALL_PAGE_INSET && viewport < GRID_SMALL_MAX_WIDTH
    ? viewport - 2 * GRID_SMALL_PAGE_INSET
    : null;
}

/**
 * The months the rows are built from: the last array whose months, order and slots are these. A page landing in
 * a month gives the store a new array with the same slots; the rows, their offsets and the virtualizer's places
 * stay, rather than ~12,000 rows being built and placed again for each page of 240 (issue 52.6).
 */
function useRowSource(months: readonly MonthState[]): readonly MonthState[] {
  const last = useRef(months);
  if (!sameRowSource(last.current, months)) last.current = months;
  return last.current;
}
