import type { Photo } from '#contracts/photos';
import type { MonthState } from './month-state';

/** What finding a neighbour reads of the store, and the loads it may start. */
export interface NeighbourSource {
  readonly months: readonly MonthState[];
  month(key: string): MonthState | undefined;
  locate(id: string): { month: MonthState; index: number } | undefined;
  loadMore(key: string): Promise<void>;
  loadMonth(key: string): Promise<void>;
}

/**
 * The photo after (+1) or before (-1) this one. At the last loaded photo of a month, the month's next page
 * loads first; at the end of the last loaded month, the following month's first page.
 */
export async function neighbourOf(
  store: NeighbourSource,
  id: string,
  step: 1 | -1,
): Promise<Photo | undefined> {
  const at = store.locate(id);
  if (!at) return undefined;
  const { month, index } = at;
  if (step === -1) {
    if (index > 0) return month.photos.at(index - 1);
    const before = store.months.slice(0, store.months.indexOf(month)).reverse();
    return before.find((m) => m.photos.length > 0)?.photos.at(-1);
  }
  if (index + 1 < month.photos.length) return month.photos.at(index + 1);
  if (month.cursor !== null) {
    await store.loadMore(month.key);
    return store.month(month.key)?.photos.at(index + 1);
  }
  const position = store.months.findIndex((m) => m.key === month.key);
  for (const next of store.months.slice(position + 1)) {
    if (next.status !== 'fulfilled') await store.loadMonth(next.key);
    const first = store.month(next.key)?.photos.at(0);
    if (first) return first;
  }
  return undefined;
}
