import type { Photo, PhotoPage, TimelineCounts } from '#contracts/photos';
import { MAX_PAGE_SIZE, TIMELINE_PAGE_SIZE } from '#contracts/photos';
import type { PageOf } from '#platform/photo-library/selection/selection-model';
import { fetchLibraryPage, fetchMonthPage, fetchTimelineCounts } from './get-timeline';
import { type MonthRef, orderedMonths } from './month-key';
import type { SortOption } from './sort-options';

export type MonthStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

export interface MonthState extends MonthRef {
  status: MonthStatus;
  /** Loaded photos, in the list's order. */
  photos: Photo[];
  /** The next page's cursor; null once the month is fully loaded (or before its first page). */
  cursor: string | null;
  /** Shown whole (after its '+N' tile): its pages load as they scroll near. */
  expanded: boolean;
  /** A page after the first is on its way. */
  loadingMore: boolean;
}

/** Months whose first page is requested as soon as the counts arrive (they fill the first screen). */
export const PREFETCHED_MONTHS = 2;

/** Pages after the first, once a month is expanded: larger, so a 20,000-photo month scrolls through quickly. */
export const EXPANDED_PAGE_SIZE = 240;

export interface TimelineDeps {
  fetchCounts(sort: SortOption): Promise<TimelineCounts>;
  fetchPage(month: MonthRef, sort: SortOption, limit: number, cursor?: string): Promise<PhotoPage>;
  /**
   * Lists not browsed by month (an album) give their sections themselves instead of the month counts: one
   * section the size of the album. Those sections are shown whole (no '+N' tile) and page in pages of 24.
   */
  fetchSections?(sort: SortOption): Promise<MonthRef[]>;
  /** A page of the whole list in one (GET /photos): where a photo opened by its link alone is looked up. */
  fetchListPage?(sort: SortOption, cursor?: string): Promise<PhotoPage>;
}

const defaultDeps: TimelineDeps = {
  fetchCounts: (sort) => fetchTimelineCounts(sort.sortKey),
  fetchPage: (month, sort, limit, cursor) => fetchMonthPage(month, sort, limit, cursor),
  fetchListPage: (sort, cursor) => fetchLibraryPage(sort, cursor),
};

/** What removePhotos took away, to put back in place if the deletion fails. */
export interface RemovedPhotos {
  entries: { monthKey: string; index: number; photo: Photo }[];
}

/**
 * The timeline manager: months from GET /users/timeline (each sized from its count before it loads), their load
 * state and pages, and local removals. Screens read it through useTimeline(); it survives the screen (opening
 * the preview and coming back finds everything where it was).
 */
export class TimelineStore {
  status: 'loading' | 'ready' | 'error' = 'loading';
  months: MonthState[] = [];
  #byKey = new Map<string, MonthState>();
  #version = 0;
  #countsRequest: Promise<void> | null = null;
  #prefetched = false;
  #opened = false;
  #pageRequests = new Map<string, Promise<void>>();
  #flat: { version: number; photos: Photo[] } | null = null;
  readonly #listeners = new Set<() => void>();

  constructor(
    readonly sort: SortOption,
    readonly deps: TimelineDeps = defaultDeps,
    /** How many of the first months load their first page as soon as the counts arrive. */
    readonly prefetchMonths = PREFETCHED_MONTHS,
  ) {}

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getVersion = () => this.#version;

  /**
   * The first screen is loaded: the counts (or sections) and the first months' first pages have answered (or
   * failed). Changes until then may be rendered as a transition; later ones (pages the user scrolls to) at once.
   */
  firstScreenSettled = (): boolean =>
    this.status === 'error' ||
    (this.status === 'ready' &&
      this.months
        .slice(0, this.prefetchMonths)
        .every((m) => m.status === 'fulfilled' || m.status === 'rejected'));

  /** Month pages after the first grow large; an album's sections page 24 at a time, like its first. */
  get #morePageSize(): number {
    return this.deps.fetchSections ? TIMELINE_PAGE_SIZE : EXPANDED_PAGE_SIZE;
  }

  #changed(): void {
    this.#version += 1;
    for (const listener of this.#listeners) listener();
  }

  #replace(key: string, change: Partial<MonthState>): MonthState | undefined {
    const current = this.#byKey.get(key);
    if (!current) return undefined;
    const next = { ...current, ...change };
    this.#byKey.set(key, next);
    this.months = this.months.map((m) => (m.key === key ? next : m));
    return next;
  }

  month(key: string): MonthState | undefined {
    return this.#byKey.get(key);
  }

  /** Loads the month counts (again after an error); concurrent calls share one request. */
  load(): Promise<void> {
    if (this.status === 'ready') return Promise.resolve();
    this.#countsRequest ??= (async () => {
      this.status = 'loading';
      this.#changed();
      try {
        const sections = this.deps.fetchSections;
        const refs = sections
          ? await sections(this.sort)
          : orderedMonths((await this.deps.fetchCounts(this.sort)).timeline, this.sort.sortOrder);
        this.months = refs.map((ref) => ({
          ...ref,
          status: 'uninitialized',
          photos: [],
          cursor: null,
          expanded: sections !== undefined,
          loadingMore: false,
        }));
        this.#byKey = new Map(this.months.map((m) => [m.key, m]));
        this.status = 'ready';
        // The first months are on screen at the top: ask for them now rather than after the grid has rendered.
        for (const month of this.months.slice(0, this.prefetchMonths)) void this.loadMonth(month.key);
      } catch {
        this.status = 'error';
      } finally {
        this.#countsRequest = null;
        this.#changed();
      }
    })();
    return this.#countsRequest;
  }

  /**
   * Starts loading ahead of the screen (the session has just become known). The screen's `open()` then takes
   * this attempt's outcome, its error included, instead of asking the failing service a second time unseen.
   */
  prefetch(): Promise<void> {
    // The screen came first (its code can arrive before the prefetch's): its load, or the error it shows, stands.
    if (this.#opened) return this.#countsRequest ?? Promise.resolve();
    this.#prefetched = true;
    return this.load();
  }

  /** The screen's first load: what a prefetch started (its answer or its error, shown with a retry), else load(). */
  open(): Promise<void> {
    this.#opened = true;
    if (!this.#prefetched) return this.load();
    this.#prefetched = false;
    return this.#countsRequest ?? Promise.resolve();
  }

  /** The first page of a month, when it has none yet or its last try failed (a retry without a reload). */
  loadMonth(key: string): Promise<void> {
    const month = this.#byKey.get(key);
    if (!month || month.status === 'pending' || month.status === 'fulfilled') {
      return this.#pageRequests.get(key) ?? Promise.resolve();
    }
    return this.#request(key, TIMELINE_PAGE_SIZE, undefined, true);
  }

  /** The '+N' tile: the month is shown whole from now on. */
  expand(key: string): void {
    if (this.#replace(key, { expanded: true })) this.#changed();
  }

  /** Makes sure the photo at `index` of an expanded month is loaded (pages in order, one at a time). */
  async ensureLoaded(key: string, index: number): Promise<void> {
    for (;;) {
      const month = this.#byKey.get(key);
      if (!month || month.status === 'rejected') return;
      if (month.status !== 'fulfilled') {
        await this.loadMonth(key);
        continue;
      }
      if (index < month.photos.length || month.cursor === null) return;
      const inFlight = this.#pageRequests.get(key);
      if (inFlight) await inFlight;
      else await this.#request(key, this.#morePageSize, month.cursor, false);
      const after = this.#byKey.get(key);
      if (!after || after.loadingMore || after.status === 'rejected') return;
      if (after.photos.length === month.photos.length && after.cursor === month.cursor) return;
    }
  }

  /** The next page of a month (the preview at its last loaded photo). */
  loadMore(key: string): Promise<void> {
    const month = this.#byKey.get(key);
    if (month?.status !== 'fulfilled' || month.cursor === null) return Promise.resolve();
    return this.#pageRequests.get(key) ?? this.#request(key, TIMELINE_PAGE_SIZE, month.cursor, false);
  }

  #request(key: string, limit: number, cursor: string | undefined, first: boolean): Promise<void> {
    const month = this.#byKey.get(key);
    if (!month) return Promise.resolve();
    this.#replace(key, first ? { status: 'pending' } : { loadingMore: true });
    this.#changed();
    const request = (async () => {
      try {
        const page = await this.deps.fetchPage(month, this.sort, limit, cursor);
        const current = this.#byKey.get(key);
        if (!current) return;
        const known = new Set(current.photos.map((p) => p.imageId));
        const photos = [...current.photos, ...page.images.filter((p) => !known.has(p.imageId))];
        // A fully loaded month knows its true size (the counts may be older than the pages).
        const count = page.cursor === null ? photos.length : Math.max(current.count, photos.length);
        this.#replace(key, { status: 'fulfilled', photos, cursor: page.cursor, loadingMore: false, count });
      } catch {
        this.#replace(key, first ? { status: 'rejected' } : { loadingMore: false });
      } finally {
        this.#pageRequests.delete(key);
        this.#changed();
      }
    })();
    this.#pageRequests.set(key, request);
    return request;
  }

  /** Every loaded photo in display order (what the preview pages through and shift-click ranges over). */
  loadedPhotos(): Photo[] {
    if (this.#flat?.version !== this.#version) {
      this.#flat = { version: this.#version, photos: this.months.flatMap((m) => m.photos) };
    }
    return this.#flat.photos;
  }

  locate(id: string): { month: MonthState; index: number } | undefined {
    for (const month of this.months) {
      const index = month.photos.findIndex((p) => p.imageId === id);
      if (index >= 0) return { month, index };
    }
    return undefined;
  }

  /**
   * The photo after (+1) or before (-1) this one. At the last loaded photo of a month, the month's next page
   * loads first; at the end of the last loaded month, the following month's first page.
   */
  async neighbour(id: string, step: 1 | -1): Promise<Photo | undefined> {
    const at = this.locate(id);
    if (!at) return undefined;
    const { month, index } = at;
    if (step === -1) {
      if (index > 0) return month.photos[index - 1];
      const before = this.months.slice(0, this.months.indexOf(month)).reverse();
      return before.find((m) => m.photos.length > 0)?.photos.at(-1);
    }
    if (index + 1 < month.photos.length) return month.photos[index + 1];
    if (month.cursor !== null) {
      await this.loadMore(month.key);
      return this.#byKey.get(month.key)?.photos[index + 1];
    }
    const position = this.months.findIndex((m) => m.key === month.key);
    for (const next of this.months.slice(position + 1)) {
      if (next.status !== 'fulfilled') await this.loadMonth(next.key);
      const first = this.#byKey.get(next.key)?.photos[0];
      if (first) return first;
    }
    return undefined;
  }

  /** Takes photos off the screen at once (a delete under way); the result puts them back in place. */
  removePhotos(ids: Iterable<string>): RemovedPhotos {
    const gone = new Set(ids);
    const entries: RemovedPhotos['entries'] = [];
    for (const month of this.months) {
      if (!month.photos.some((p) => gone.has(p.imageId))) continue;
      const kept: Photo[] = [];
      month.photos.forEach((photo, index) => {
        if (gone.has(photo.imageId)) entries.push({ monthKey: month.key, index, photo });
        else kept.push(photo);
      });
      const removed = month.photos.length - kept.length;
      this.#replace(month.key, { photos: kept, count: Math.max(0, month.count - removed) });
    }
    if (entries.length > 0) this.#changed();
    return { entries };
  }

  /** Puts back the removed photos with these ids (all when none are given), each where it was. */
  restore(removed: RemovedPhotos, ids?: Iterable<string>): void {
    const wanted = ids ? new Set(ids) : null;
    const back = removed.entries.filter((e) => !wanted || wanted.has(e.photo.imageId));
    const byMonth = new Map<string, RemovedPhotos['entries']>();
    for (const entry of back) byMonth.set(entry.monthKey, [...(byMonth.get(entry.monthKey) ?? []), entry]);
    for (const [key, entries] of byMonth) {
      const month = this.#byKey.get(key);
      if (!month) continue;
      // An entry's index counted the photos removed before it; those not back (yet) take no place.
      const sameMonth = removed.entries.filter((e) => e.monthKey === key);
      const photos = [...month.photos];
      for (const entry of [...entries].sort((a, b) => a.index - b.index)) {
        const present = new Set(photos.map((p) => p.imageId));
        const gaps = sameMonth.filter((e) => e.index < entry.index && !present.has(e.photo.imageId)).length;
        photos.splice(Math.min(entry.index - gaps, photos.length), 0, entry.photo);
      }
      this.#replace(key, { photos, count: month.count + entries.length });
    }
    if (back.length > 0) this.#changed();
  }

  /**
   * A page of a month for resolving a selection into ids (the largest pages the service gives): a month loaded
   * whole answers from memory, the others through the month's (or album's) page call.
   */
  pageOf: PageOf<Photo> = async (key, cursor) => {
    const month = this.#byKey.get(key);
    if (!month) return { images: [], cursor: null };
    if (cursor === undefined && month.status === 'fulfilled' && month.cursor === null) {
      return { images: [...month.photos], cursor: null };
    }
    return this.deps.fetchPage(month, this.sort, MAX_PAGE_SIZE, cursor);
  };

  /**
   * Photos the service has deleted, of this month (null: unknown): the loaded ones leave the screen and the
   * month's count drops by all of them, loaded or not.
   */
  dropDeleted(monthKey: string | null, ids: readonly string[]): void {
    const removed = this.removePhotos(ids).entries.length;
    const month = monthKey === null ? undefined : this.#byKey.get(monthKey);
    const unloaded = ids.length - removed;
    if (!month || unloaded <= 0) return;
    this.#replace(month.key, { count: Math.max(month.photos.length, month.count - unloaded) });
    this.#changed();
  }

  /** After delete-all: nothing left. */
  clear(): void {
    this.months = [];
    this.#byKey.clear();
    this.status = 'ready';
    this.#changed();
  }
}

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
