import { type GridMetrics, type GridRow, rowHeight } from './grid-layout';

/**
 * Where each row starts, from the top of the grid, and (last) the grid's height. The rows' sizes are exact (known
 * from the counts), so these are the virtualizer's offsets without waiting for it to measure.
 */
export function rowOffsets(rows: readonly GridRow[], metrics: GridMetrics): number[] {
  const offsets = new Array<number>(rows.length + 1);
  let top = 0;
  rows.forEach((row, index) => {
    offsets[index] = top;
    top += rowHeight(row, metrics);
  });
  offsets[rows.length] = top;
  return offsets;
}

/**
 * What is at the top of the viewport, by photo rather than by pixel: the month, the first photo slot of the row
 * there (or the month's header) and how far into that row the viewport starts, as a share of its height.
 */
export interface GridAnchor {
  monthKey: string;
  /** The photo slot in its month; null: the month's header. */
  slot: number | null;
  /** 0 (the row's top at the viewport's top) to 1. */
  into: number;
}

/** The row index at `offset` (px from the grid's top): the last row starting at or before it. */
export function rowAt(offsets: readonly number[], offset: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((offsets[middle] as number) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** An anchor and the offset it was scrolled to. */
export interface AppliedAnchor {
  anchor: GridAnchor;
  offset: number;
}

/**
 * The anchor for a viewport whose top is `offset` px below the grid's top; null when the grid starts below the
 * viewport's top (nothing above it moves then) or has no rows. When the viewport is still where the last change
 * put it (`last`), that change's anchor is kept: small, large, medium again without scrolling comes back to the
 * same photo rather than to the first of the row it landed in.
 */
export function anchorAt(
  rows: readonly GridRow[],
  metrics: GridMetrics,
  offset: number,
  last?: AppliedAnchor | null,
): GridAnchor | null {
  if (rows.length === 0 || offset <= 0) return null;
  if (last && Math.abs(last.offset - offset) < 1) return last.anchor;
  const offsets = rowOffsets(rows, metrics);
  const index = rowAt(offsets, offset);
  const row = rows[index] as GridRow;
  const top = offsets[index] as number;
  const height = (offsets[index + 1] as number) - top;
  const into = height > 0 ? Math.min(1, (offset - top) / height) : 0;
  return { monthKey: row.monthKey, slot: row.kind === 'photos' ? row.start : null, into };
}

/**
 * Where the viewport's top goes (px from the grid's top) so that the anchored photo (or header) is at the top
 * again in a new layout of the same months; null when the anchor's month is gone.
 */
export function offsetOf(anchor: GridAnchor, rows: readonly GridRow[], metrics: GridMetrics): number | null {
  const index = rows.findIndex((row) =>
    anchor.slot === null
      ? row.kind === 'header' && row.monthKey === anchor.monthKey
      : row.kind === 'photos' &&
        row.monthKey === anchor.monthKey &&
        anchor.slot >= row.start &&
        anchor.slot < row.end,
  );
  if (index < 0) return null;
  const row = rows[index] as GridRow;
  const offsets = rowOffsets(rows.slice(0, index), metrics);
  return (offsets[index] as number) + anchor.into * rowHeight(row, metrics);
}
