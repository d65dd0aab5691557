import { adoptBootTimeline } from '#platform/boot/adopt-boot';
import { readSortOption } from './sort-options';
import type { TimelineStore } from './timeline-store';
import { timelineStoreFor } from './timeline-stores';

/** The sort list and scroll key of My photos (/my-photos/photos). */
export const TIMELINE_LIST = 'photos';

/**
 * A first load of the owner's timeline that takes what the boot script already asked for (decision 220) instead
 * of asking again, until the store's first calls have all been made. Whichever comes first, the prefetch or the
 * page's open(), adopts them (the screen's code can arrive before the prefetch's); the other finds nothing left.
 */
function adoptingBoot(owner: string, load: () => Promise<void>): Promise<void> {
  const release = adoptBootTimeline(owner);
  return load().finally(release);
}

/**
 * Starts loading the timeline My photos opens with (its owner's store, in the sort they chose last): the counts,
 * then the first months' pages. Called as soon as the session is known, so the calls run while the page's code
 * loads and the shell renders; the page then finds the same store loading (or loaded) and asks nothing twice.
 */
export function prefetchTimeline(owner: string): void {
  void adoptingBoot(owner, () => timelineStoreFor(owner, readSortOption(TIMELINE_LIST)).prefetch());
}

/** The page's first load of its store: what a prefetch started, else a load (store.open()), boot calls taken. */
export function openTimeline(owner: string, store: TimelineStore): Promise<void> {
  return adoptingBoot(owner, () => store.open());
}
