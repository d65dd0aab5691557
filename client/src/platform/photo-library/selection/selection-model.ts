import type { PhotoMark, SelectionScope, SelectionValue } from './selection-value';
import { spanAt, spanDelta, spanEnd } from './span-list';

export type { LoadedPhotos, PhotoMark, SelectionScope, SelectionValue } from './selection-value';

export const NOTHING: SelectionValue = { all: false, months: new Map(), photos: new Map(), spans: new Map() };
export const EVERYTHING: SelectionValue = {
  all: true,
  months: new Map(),
  photos: new Map(),
  spans: new Map(),
};

export function monthSelected(value: SelectionValue, month: string | null): boolean {
  return month === null ? value.all : (value.months.get(month) ?? value.all);
}

/** The state of the place at `index` of `month` when no photo mark says otherwise: its span's, else its month's. */
export function placeSelected(value: SelectionValue, month: string | null, index?: number): boolean {
  return (month === null ? undefined : spanAt(value.spans.get(month), index)) ?? monthSelected(value, month);
}

export function isSelected(
  value: SelectionValue,
  id: string,
  month: string | null = null,
  index?: number,
): boolean {
  return value.photos.get(id)?.selected ?? placeSelected(value, month, index);
}

/**
 * The whole month is selected: its mark (or the base) says so and no photo of it is marked off, or (given its
 * size) each of its photos is marked on.
 */
export function monthFullySelected(value: SelectionValue, month: string, count?: number): boolean {
  const base = monthSelected(value, month);
  if (count !== undefined && value.spans.has(month))
    return count > 0 && monthCount(value, month, count) >= count;
  let marked = 0;
  for (const mark of value.photos.values()) {
    if (mark.month !== month) continue;
    if (base && !mark.selected) return false;
    if (mark.selected) marked += 1;
  }
  return base || (count !== undefined && count > 0 && marked >= count);
}

/** How many photos of one month (of `count`) are selected. */
function monthCount(value: SelectionValue, month: string, count: number): number {
  let selected = (monthSelected(value, month) ? count : 0) + spanDelta(value.spans.get(month), count);
  for (const mark of value.photos.values()) {
    if (mark.month !== month) continue;
    const base = placeSelected(value, month, mark.index);
    if (mark.selected && !base) selected += 1;
    else if (!mark.selected && base) selected -= 1;
  }
  return Math.min(count, Math.max(0, selected));
}

/** How many photos are selected, from the month counts alone. */
export function countSelected(value: SelectionValue, scope: SelectionScope): number {
  let total = 0;
  let count = 0;
  const known = new Set<string>();
  for (const month of scope.months) {
    known.add(month.key);
    total += month.count;
    if (monthSelected(value, month.key)) count += month.count;
    count += spanDelta(value.spans.get(month.key), month.count);
  }
  for (const mark of value.photos.values()) {
    if (mark.month !== null && !known.has(mark.month)) continue;
    const base = placeSelected(value, mark.month, mark.index);
    if (mark.selected && !base) count += 1;
    else if (!mark.selected && base) count -= 1;
  }
  return Math.min(total, Math.max(0, count));
}

export function withPhoto(
  photos: Map<string, PhotoMark>,
  value: SelectionValue,
  id: string,
  month: string | null,
  selected: boolean,
  index?: number,
): void {
  if (selected === placeSelected(value, month, index)) photos.delete(id);
  else photos.set(id, index === undefined ? { month, selected } : { month, selected, index });
}

export function setPhoto(
  value: SelectionValue,
  id: string,
  month: string | null,
  selected: boolean,
  index?: number,
): SelectionValue {
  const photos = new Map(value.photos);
  withPhoto(photos, value, id, month, selected, index);
  return { ...value, photos };
}

export function withMonth(value: SelectionValue, month: string, selected: boolean): SelectionValue {
  const months = new Map(value.months);
  if (selected === value.all) months.delete(month);
  else months.set(month, selected);
  const photos = new Map([...value.photos].filter(([, mark]) => mark.month !== month));
  const spans = new Map(value.spans);
  spans.delete(month);
  return { all: value.all, months, photos, spans };
}

/** A month's select button: all of it selected → none of it; otherwise all of it. No page needs to load. */
export function toggleMonth(value: SelectionValue, month: string, count?: number): SelectionValue {
  return withMonth(value, month, !monthFullySelected(value, month, count));
}

interface Position {
  month: number;
  index: number;
}

function locate(scope: SelectionScope, id: string): Position | undefined {
  for (let month = 0; month < scope.months.length; month += 1) {
    const index = scope.months[month]?.photos.findIndex((p) => p.imageId === id) ?? -1;
    if (index >= 0) return { month, index };
  }
  return undefined;
}

/**
 * Shift-click: every photo from `anchor` to `target` in list order takes `selected`, whole months between the
 * two included (they need not be loaded). Loaded photos are a prefix of their month, so the photos of the first
 * month before the anchor, and those of the last month up to the target, are all known. Undefined when either
 * photo is not in the scope.
 */
export function selectRange(
  value: SelectionValue,
  scope: SelectionScope,
  anchor: string,
  target: string,
  selected: boolean,
): SelectionValue | undefined {
  const a = locate(scope, anchor);
  const b = locate(scope, target);
  if (!a || !b) return undefined;
  const [from, to] = a.month < b.month || (a.month === b.month && a.index <= b.index) ? [a, b] : [b, a];
  const months = scope.months;
  const first = months[from.month];
  const last = months[to.month];
  if (!first || !last) return undefined;
  if (from.month === to.month) {
    const photos = new Map(value.photos);
    first.photos.slice(from.index, to.index + 1).forEach((photo, at) => {
      withPhoto(photos, value, photo.imageId, first.key, selected, from.index + at);
    });
    return { ...value, photos };
  }
  // The first month: from the anchor to its end (loaded or not); the photos before keep their state.
  const before = first.photos
    .slice(0, from.index)
    .map((p, index) => [p.imageId, isSelected(value, p.imageId, first.key, index)] as const);
  let next = withMonth(value, first.key, selected);
  const firstPhotos = new Map(next.photos);
  before.forEach(([id, was], index) => {
    withPhoto(firstPhotos, next, id, first.key, was, index);
  });
  next = { ...next, photos: firstPhotos };
  for (const month of months.slice(from.month + 1, to.month)) next = withMonth(next, month.key, selected);
  const lastPhotos = new Map(next.photos);
  last.photos.slice(0, to.index + 1).forEach((photo, index) => {
    withPhoto(lastPhotos, next, photo.imageId, last.key, selected, index);
  });
  return { ...next, photos: lastPhotos };
}

/** Drops marks of photos that are gone (deleted). */
export function forgetPhotos(value: SelectionValue, ids: Iterable<string>): SelectionValue {
  const photos = new Map(value.photos);
  let changed = false;
  for (const id of ids) changed = photos.delete(id) || changed;
  return changed ? { ...value, photos } : value;
}

/** The one page call a selection is resolved through: a month's (or an album section's) photos after `cursor`. */
export type PageOf<P extends { imageId: string } = { imageId: string }> = (
  month: string,
  cursor: string | undefined,
) => Promise<{ images: readonly P[]; cursor: string | null }>;

/** One batch of selected ids, all of one month (null: photos marked without a month). */
export interface SelectedBatch {
  month: string | null;
  ids: string[];
}

/**
 * The selected ids, month by month in list order, as soon as each page arrives: a selected month is paged through
 * (its photos marked off left out), another gives its marked photos without a call. Nothing is read ahead, so
 * the first batch of a 1,000,000-photo selection comes after one page, and a caller that stops iterating stops
 * the paging. The cursors are positions after a photo, so deleting a batch before asking for the next page
 * neither skips nor repeats photos.
 */
export async function* selectedPages(
  value: SelectionValue,
  scope: SelectionScope,
  pageOf: PageOf,
  batchSize: number,
): AsyncGenerator<SelectedBatch> {
  const keys = scope.months.map((m) => m.key);
  const known = new Set(keys);
  for (const month of keys) {
    const whole = monthSelected(value, month);
    const end = spanEnd(value.spans.get(month));
    if (whole || end > 0) {
      // Paged through with each photo's index (a span covers places, not ids); a month not selected only as far
      // as its last selected span, its marked photos (loaded, so before or inside the spans) on the way.
      let cursor: string | undefined;
      let at = 0;
      const marked = [...value.photos].filter(([, m]) => m.month === month && m.selected).map(([id]) => id);
      const seen = new Set<string>();
      do {
        const page = await pageOf(month, cursor);
        const ids: string[] = [];
        for (const photo of page.images) {
          seen.add(photo.imageId);
          if (isSelected(value, photo.imageId, month, at)) ids.push(photo.imageId);
          at += 1;
        }
        if (ids.length > 0) yield { month, ids };
        cursor = page.cursor ?? undefined;
      } while (cursor !== undefined && (whole || at < end));
      const rest = marked.filter((id) => !seen.has(id));
      if (rest.length > 0) yield { month, ids: rest };
    } else {
      const ids = [...value.photos].filter(([, m]) => m.month === month && m.selected).map(([id]) => id);
      for (let start = 0; start < ids.length; start += batchSize)
        yield { month, ids: ids.slice(start, start + batchSize) };
    }
  }
  const loose = [...value.photos]
    .filter(([, m]) => m.selected && (m.month === null || !known.has(m.month)))
    .map(([id]) => id);
  for (let start = 0; start < loose.length; start += batchSize)
    yield { month: null, ids: loose.slice(start, start + batchSize) };
}

/** All selected ids (for actions with a small limit: download, copy, prints), stopping past `limit`. */
export async function selectedIds(
  value: SelectionValue,
  scope: SelectionScope,
  pageOf: PageOf,
  limit = Number.POSITIVE_INFINITY,
): Promise<string[]> {
  const ids: string[] = [];
  for await (const batch of selectedPages(value, scope, pageOf, 500)) {
    ids.push(...batch.ids);
    if (ids.length > limit) break;
  }
  return ids;
}
