import { monthKeyOfPhoto } from '#platform/photo-library/timeline/month-key';
import type { TimelineStore } from '#platform/photo-library/timeline/timeline-store';

/** Pages of the flat list a link without its month looks through (500 each) before it gives up. */
export const FIND_PAGES = 40;

/** Pages through one month (or album section) until the photo is loaded or the month ends. */
async function searchMonth(store: TimelineStore, key: string, id: string): Promise<boolean> {
  await store.loadMonth(key);
  for (;;) {
    if (store.locate(id)) return true;
    const month = store.month(key);
    if (month?.status !== 'fulfilled' || month.cursor === null) return false;
    const before = month.photos.length;
    await store.ensureLoaded(key, before);
    if ((store.month(key)?.photos.length ?? 0) <= before) return store.locate(id) !== undefined;
  }
}

/**
 * Finds a photo opened by its link (a reload, a shared URL) in a list's store, loading what it takes: the counts,
 * then the month the link names (`monthHint`, e.g. '2024-08'), else (an album) its section, else the photo's month
 * learned from the flat list (up to `maxPages` pages). That month is paged through until the photo is loaded.
 * False when it is not in the list (unknown, another user's, deleted): the preview then goes back to the list.
 */
export async function findPhoto(
  store: TimelineStore,
  id: string,
  monthHint?: string,
  maxPages = FIND_PAGES,
): Promise<boolean> {
  await store.load();
  if (store.status !== 'ready') return false;
  if (store.locate(id)) return true;
  if (monthHint && store.month(monthHint) && (await searchMonth(store, monthHint, id))) return true;
  if (store.deps.fetchSections) {
    for (const section of store.months) if (await searchMonth(store, section.key, id)) return true;
    return false;
  }
  const list = store.deps.fetchListPage;
  if (!list) return false;
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const { images, cursor: next } = await list(store.sort, cursor);
    const found = images.find((p) => p.imageId === id);
    if (found) {
      const key = monthKeyOfPhoto(found, store.sort.sortKey);
      return key !== monthHint && store.month(key) !== undefined && searchMonth(store, key, id);
    }
    if (next === null) return false;
    cursor = next;
  }
  return false;
}
