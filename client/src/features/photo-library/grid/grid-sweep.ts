import { TIMELINE_PAGE_SIZE } from '#contracts/photos';
import type { PlaceRange, Selection, SelectionScope } from '#platform/photo-library/selection';
import type { MonthState } from '#platform/photo-library/timeline';
import type { ClientPoint } from './follow-pointer';
import { rowAt } from './grid-anchor';
import type { GridMetrics, GridRow } from './grid-layout';

/** A rectangle in the grid's own box: px from its left and top edges. */
export interface GridRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What the sweep maths needs of the layout (`useGridRows`): rows, where they start, sizes, the months' counts. */
export interface SweepLayout {
  rows: readonly GridRow[];
  /** Where each row starts from the grid's top; the last is the grid's height. */
  offsets: readonly number[];
  metrics: GridMetrics;
  monthsByKey: ReadonlyMap<string, { month: Pick<MonthState, 'count' | 'expanded'>; index: number }>;
}

/** What both drag-selects need: the grid, its layout now, the list's selection and its months. */
export interface SweepTarget {
  grid: HTMLElement;
  layout: SweepLayout;
  selection: Selection;
  scope: SelectionScope;
}

/** A point of the window in the grid's own box. */
export function toGrid(grid: HTMLElement, client: ClientPoint): ClientPoint {
  const box = grid.getBoundingClientRect();
  return { x: client.x - box.left, y: client.y - box.top };
}

/** The rectangle between two points, whichever way it was drawn. */
export function rectBetween(a: { x: number; y: number }, b: { x: number; y: number }): GridRect {
  return {
    left: Math.min(a.x, b.x),
    top: Math.min(a.y, b.y),
    right: Math.max(a.x, b.x),
    bottom: Math.max(a.y, b.y),
  };
}

/** The columns whose tiles `[left, right]` touches, or null. */
function columnsTouched(rect: GridRect, metrics: GridMetrics, slots: number): [number, number] | null {
  const pitch = metrics.cell + metrics.gap;
  const first = Math.max(0, Math.ceil((rect.left - metrics.cell) / pitch));
  const last = Math.min(slots - 1, Math.floor(rect.right / pitch));
  return first <= last ? [first, last] : null;
}

/**
 * The places a rectangle touches, per month as index ranges, from the layout alone: rows scrolled out of the DOM
 * and months not loaded count the same as those on screen. A tile is touched when the rectangle meets its square
 * (the gaps between tiles touch nothing). The '+N' tile of a month not expanded stands for the rest of the month:
 * touching it takes all of them. Ranges of one month that meet are merged.
 */
export function placesInRect(layout: SweepLayout, rect: GridRect): PlaceRange[] {
  const { rows, offsets, metrics, monthsByKey } = layout;
  if (rows.length === 0) return [];
  const ranges: PlaceRange[] = [];
  const last = rowAt(offsets, Math.max(0, rect.bottom));
  for (let index = rowAt(offsets, Math.max(0, rect.top)); index <= last; index += 1) {
    const row = rows[index];
    const top = offsets[index];
    if (row?.kind !== 'photos' || top === undefined) continue;
    if (rect.bottom < top || rect.top > top + metrics.cell) continue;
    const columns = columnsTouched(rect, metrics, row.end - row.start);
    const month = monthsByKey.get(row.monthKey)?.month;
    if (!columns || !month) continue;
    const from = row.start + columns[0];
    let to = row.start + columns[1] + 1;
    if (!month.expanded && month.count > TIMELINE_PAGE_SIZE && to > TIMELINE_PAGE_SIZE) to = month.count;
    const previous = ranges.at(-1);
    if (previous && previous.month === row.monthKey && previous.to === from) previous.to = to;
    else ranges.push({ month: row.monthKey, from, to });
  }
  return ranges;
}

/** The photo place under a point (a long press, the finger dragged on): its month and index, or null. */
export function placeAt(layout: SweepLayout, point: { x: number; y: number }): PlaceRange | null {
  const hit = placesInRect(layout, { left: point.x, right: point.x, top: point.y, bottom: point.y })[0];
  return hit && hit.to === hit.from + 1 ? hit : null;
}
