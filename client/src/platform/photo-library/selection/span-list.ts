/**
 * Index ranges of one month that differ from the month's state: what a rectangle over rows not loaded yet selects
 * (the month layout knows how many photos each row will hold, not their ids). Kept sorted and disjoint, each
 * differing from the month's state, so each changes the count by exactly its length.
 */
export interface Span {
  /** The first index of the range in its month. */
  readonly from: number;
  /** The index after the last. */
  readonly to: number;
  readonly selected: boolean;
}

/** The state a span gives the photo at `index` of its month, or undefined (the month's state holds). */
export function spanAt(spans: readonly Span[] | undefined, index: number | undefined): boolean | undefined {
  if (!spans || index === undefined) return undefined;
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const span = spans[middle] as Span;
    if (index < span.from) high = middle - 1;
    else if (index >= span.to) low = middle + 1;
    else return span.selected;
  }
  return undefined;
}

/**
 * The spans after `[from, to)` takes `selected` over a month whose own state is `month`: the overlap of the old
 * spans is cut away, the new range is kept only where it differs from the month, and neighbours that agree merge.
 */
export function paintSpan(
  spans: readonly Span[],
  from: number,
  to: number,
  selected: boolean,
  month: boolean,
): Span[] {
  if (to <= from) return [...spans];
  const pieces: Span[] = [];
  for (const span of spans) {
    if (span.to <= from || span.from >= to) pieces.push(span);
    else {
      if (span.from < from) pieces.push({ ...span, to: from });
      if (span.to > to) pieces.push({ ...span, from: to });
    }
  }
  if (selected !== month) pieces.push({ from, to, selected });
  pieces.sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (last && last.to === piece.from && last.selected === piece.selected) {
      merged[merged.length - 1] = { ...last, to: piece.to };
    } else merged.push(piece);
  }
  return merged;
}

/** How many more (or fewer) photos of a month of `count` its spans select than the month's state says. */
export function spanDelta(spans: readonly Span[] | undefined, count: number): number {
  let delta = 0;
  for (const span of spans ?? []) {
    const length = Math.max(0, Math.min(span.to, count) - span.from);
    delta += span.selected ? length : -length;
  }
  return delta;
}

/** The index after the last selected span (how far a month must be read to resolve its spans). */
export function spanEnd(spans: readonly Span[] | undefined): number {
  let end = 0;
  for (const span of spans ?? []) if (span.selected) end = Math.max(end, span.to);
  return end;
}
