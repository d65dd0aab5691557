import type { TimelineDeps } from './month-state';
import type { SortOption } from './sort-options';
import { TimelineStore } from './timeline-store';

let current: { owner: string; store: TimelineStore } | null = null;

/**
 * The timeline of this user in this order: the same store while both stay (so the preview and the way back find
 * it), a new one when either changes (a new order starts from the first pages).
 */
export function timelineStoreFor(owner: string, sort: SortOption, deps?: TimelineDeps): TimelineStore {
  const id = `${owner}|${sort.sortKey}|${sort.sortOrder}`;
  if (current?.owner !== id) current = { owner: id, store: new TimelineStore(sort, deps) };
  return current.store;
}

/** The store last used, if it belongs to this user (the preview reads the list it was opened from). */
export function currentTimelineStore(owner: string): TimelineStore | undefined {
  return current?.owner.startsWith(`${owner}|`) ? current.store : undefined;
}

/** Forget the stores (sign-out, delete-all). */
export function dropTimelineStores(): void {
  current = null;
}

let generation = 0;
const generationListeners = new Set<() => void>();

/**
 * The library changed behind the app's back (an import finished): the stores are dropped and the screens that
 * show a timeline (they read `useSyncExternalStore(subscribeLibraryGeneration, libraryGeneration)`) load anew.
 */
export function refreshTimelines(): void {
  dropTimelineStores();
  generation += 1;
  for (const listener of [...generationListeners]) listener();
}

export function libraryGeneration(): number {
  return generation;
}

export function subscribeLibraryGeneration(listener: () => void): () => void {
  generationListeners.add(listener);
  return () => {
    generationListeners.delete(listener);
  };
}
