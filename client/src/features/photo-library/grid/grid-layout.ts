import { TIMELINE_PAGE_SIZE } from '#contracts/photos';
import {
  GRID_MEDIUM_MIN_COLUMNS,
  GRID_SMALL_GAP,
  GRID_SMALL_MAX_WIDTH,
  GRID_SMALL_TARGET_CELL,
} from '#platform/boot/grid-constants';
import type { GridSize, MonthState } from '#platform/photo-library/timeline';

/** Per thumbnail size: the cell's target width against the medium one, and the fewest columns a row keeps. */
const SIZE_STEPS: Record<GridSize, { scale: number; minColumns: number }> = {
  small: { scale: 0.6, minColumns: 4 },
  medium: { scale: 1, minColumns: GRID_MEDIUM_MIN_COLUMNS },
  large: { scale: 1.5, minColumns: 2 },
};

/**
 * Sizes of the photo grid for a width and a thumbnail size: square cells; at the medium size (the default) about
 * 120 px on a phone, 150 on a tablet, 180 beside the menu and at least three a row.
 */
export interface GridMetrics {
  columns: number;
  cell: number;
  gap: number;
  headerHeight: number;
}

export function gridMetrics(width: number, size: GridSize = 'medium'): GridMetrics {
  const { scale, minColumns } = SIZE_STEPS[size];
  const small = width < GRID_SMALL_MAX_WIDTH;
  const gap = small ? GRID_SMALL_GAP : 4;
  const target = (small ? GRID_SMALL_TARGET_CELL : width < 1024 ? 150 : 180) * scale;
  const columns = Math.max(minColumns, Math.round((width + gap) / (target + gap)));
  const cell = Math.max(40, Math.floor((width - gap * (columns - 1)) / columns));
  return { columns, cell, gap, headerHeight: small ? 48 : 56 };
}

/**
 * The slots a month shows: all of it once expanded; before that its first page (24) and, when it holds more, a
 * '+N' tile in the slot after them. Known from the month's count before anything loads.
 */
export function slotCount(month: Pick<MonthState, 'count' | 'expanded'>): number {
  if (month.expanded || month.count <= TIMELINE_PAGE_SIZE) return month.count;
  return TIMELINE_PAGE_SIZE + 1;
}

export type GridRow =
  | { kind: 'header'; monthKey: string }
  | { kind: 'photos'; monthKey: string; start: number; end: number };

type RowSource = Pick<MonthState, 'key' | 'count' | 'expanded'>;

/**
 * The same months in the same order with the same slots: the rows built from `a` are the rows of `b`. A page of
 * photos landing changes neither, so the rows (and the virtualizer's places of every row) stay as they were
 * instead of being built again for each page of a 70,000-photo month (issue 52.6).
 */
export function sameRowSource(a: readonly RowSource[], b: readonly RowSource[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((month, index) => {
    const other = b[index] as RowSource;
    return month.key === other.key && slotCount(month) === slotCount(other);
  });
}

/** The rows of the timeline: per month a header row (unless `headers` is off: an album), then rows of `columns` slots. */
export function buildRows(months: readonly RowSource[], columns: number, headers = true): GridRow[] {
  const rows: GridRow[] = [];
  for (const month of months) {
    const slots = slotCount(month);
    if (slots === 0) continue;
    if (headers) rows.push({ kind: 'header', monthKey: month.key });
    for (let start = 0; start < slots; start += columns) {
      rows.push({ kind: 'photos', monthKey: month.key, start, end: Math.min(slots, start + columns) });
    }
  }
  return rows;
}

export function rowHeight(row: GridRow, metrics: GridMetrics): number {
  return row.kind === 'header' ? metrics.headerHeight : metrics.cell + metrics.gap;
}
