import type { Photo } from '#contracts/photos';
import type { MonthState } from './month-state';
import type { ReadonlyList } from './paged-list';

/** What removePhotos took away, to put back in place if the deletion fails. */
export interface RemovedPhotos {
  entries: { monthKey: string; index: number; photo: Photo }[];
}

/** A month's photos without those in `gone`, and the entries taken (null when none of them is here). */
export function withoutPhotos(
  month: Pick<MonthState, 'key' | 'photos'>,
  gone: ReadonlySet<string>,
): { kept: Photo[]; entries: RemovedPhotos['entries'] } | null {
  if (!month.photos.some((p) => gone.has(p.imageId))) return null;
  const kept: Photo[] = [];
  const entries: RemovedPhotos['entries'] = [];
  month.photos.forEach((photo, index) => {
    if (gone.has(photo.imageId)) entries.push({ monthKey: month.key, index, photo });
    else kept.push(photo);
  });
  return { kept, entries };
}

/** The entries to put back, grouped by month. */
export function entriesByMonth(
  removed: RemovedPhotos,
  ids?: Iterable<string>,
): Map<string, RemovedPhotos['entries']> {
  const wanted = ids ? new Set(ids) : null;
  const byMonth = new Map<string, RemovedPhotos['entries']>();
  for (const entry of removed.entries) {
    if (wanted && !wanted.has(entry.photo.imageId)) continue;
    byMonth.set(entry.monthKey, [...(byMonth.get(entry.monthKey) ?? []), entry]);
  }
  return byMonth;
}

/**
 * A month's photos with `back` put where they were. An entry's index counted the photos removed before it;
 * those not back (yet) take no place.
 */
export function withPhotosBack(
  photos: ReadonlyList<Photo>,
  back: RemovedPhotos['entries'],
  removed: RemovedPhotos,
): Photo[] {
  const key = back[0]?.monthKey;
  const sameMonth = removed.entries.filter((e) => e.monthKey === key);
  const result = [...photos];
  for (const entry of [...back].sort((a, b) => a.index - b.index)) {
    const present = new Set(result.map((p) => p.imageId));
    const gaps = sameMonth.filter((e) => e.index < entry.index && !present.has(e.photo.imageId)).length;
    result.splice(Math.min(entry.index - gaps, result.length), 0, entry.photo);
  }
  return result;
}
