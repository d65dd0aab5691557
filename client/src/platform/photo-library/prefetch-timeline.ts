import { adoptBootTimeline } from '#platform/boot/adopt-boot';
import { readSortOption } from './sort-options';
import { timelineStoreFor } from './timeline-store';

/** The sort list and scroll key of My photos (/my-photos/photos). */
export const TIMELINE_LIST = 'photos';

/**
 * Starts loading the timeline My photos opens with (its owner's store, in the sort they chose last): the counts,
 * then the first months' pages. Called as soon as the session is known, so the calls run while the page's code
 * loads and the shell renders; the page then finds the same store loading (or loaded) and asks nothing twice.
 * What the boot script already asked for (decision 220) is taken instead of being asked again, until the store's
 * first calls have all been made.
 */
export function prefetchTimeline(owner: string): void {
  const release = adoptBootTimeline(owner);
  void timelineStoreFor(owner, readSortOption(TIMELINE_LIST)).prefetch().finally(release);
}
