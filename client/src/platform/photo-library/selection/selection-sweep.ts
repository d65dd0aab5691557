import {
  monthSelected,
  NOTHING,
  type SelectionScope,
  type SelectionValue,
  withMonth,
  withPhoto,
} from './selection-model';
import { paintSpan } from './span-list';

/** Places `[from, to)` of one month, by index: what a rectangle or a long-press range touches. */
export interface PlaceRange {
  month: string;
  from: number;
  to: number;
}

/** How a rectangle meets the selection it started on: replaced (a plain drag), added to (Ctrl/⌘), removed (Alt). */
export type SweepMode = 'replace' | 'add' | 'remove';

/**
 * `[from, to)` of a month takes `selected` where its photos are not loaded: the photo marks there go, the range
 * becomes a span (loaded photos are marked one by one instead: see `selection-sweep.ts`).
 */
export function withSpan(
  value: SelectionValue,
  month: string,
  from: number,
  to: number,
  selected: boolean,
): SelectionValue {
  const photos = new Map(
    [...value.photos].filter(
      ([, mark]) => mark.month !== month || mark.index === undefined || mark.index < from || mark.index >= to,
    ),
  );
  const spans = new Map(value.spans);
  const next = paintSpan(spans.get(month) ?? [], from, to, selected, monthSelected(value, month));
  if (next.length > 0) spans.set(month, next);
  else spans.delete(month);
  return { ...value, photos, spans };
}

/**
 * Every place of `ranges` takes `selected`, loaded or not: a whole month becomes a month mark, loaded photos
 * photo marks (with their index), and the places not loaded yet a span, so what those rows will hold is selected
 * and counted at once without its ids.
 */
export function selectPlaces(
  value: SelectionValue,
  scope: SelectionScope,
  ranges: readonly PlaceRange[],
  selected: boolean,
): SelectionValue {
  const byKey = new Map(scope.months.map((month) => [month.key, month]));
  let next = value;
  for (const range of ranges) {
    const month = byKey.get(range.month);
    if (!month) continue;
    const from = Math.max(0, range.from);
    const to = Math.min(range.to, month.count);
    if (to <= from) continue;
    if (from === 0 && to === month.count) {
      next = withMonth(next, month.key, selected);
      continue;
    }
    const loaded = Math.min(to, month.photos.length);
    const photos = new Map(next.photos);
    for (let index = from; index < loaded; index += 1) {
      const photo = month.photos.at(index);
      if (photo) withPhoto(photos, next, photo.imageId, month.key, selected, index);
    }
    next = { ...next, photos };
    if (to > loaded) next = withSpan(next, month.key, Math.max(from, loaded), to, selected);
  }
  return next;
}

/** The selection a sweep over `ranges` makes from the one it started on (`start`). */
export function sweepSelection(
  start: SelectionValue,
  scope: SelectionScope,
  ranges: readonly PlaceRange[],
  mode: SweepMode,
): SelectionValue {
  if (mode === 'replace') return selectPlaces(NOTHING, scope, ranges, true);
  return selectPlaces(start, scope, ranges, mode === 'add');
}

/** A place in the list: its month's position in the scope and its index there. */
export interface ListPlace {
  month: number;
  index: number;
}

/** The places from `a` to `b` in list order, both included, whole months between them (a long press's range). */
export function placesBetween(scope: SelectionScope, a: ListPlace, b: ListPlace): PlaceRange[] {
  const [from, to] = a.month < b.month || (a.month === b.month && a.index <= b.index) ? [a, b] : [b, a];
  const ranges: PlaceRange[] = [];
  for (let m = from.month; m <= to.month; m += 1) {
    const month = scope.months[m];
    if (!month) continue;
    ranges.push({
      month: month.key,
      from: m === from.month ? from.index : 0,
      to: m === to.month ? to.index + 1 : month.count,
    });
  }
  return ranges;
}
