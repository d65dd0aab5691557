import type { Photo } from '#contracts/photos';
import { MAX_PAGE_SIZE, TIMELINE_PAGE_SIZE } from '#contracts/photos';
import type { PageOf } from '#platform/photo-library/selection/selection-model';
import { orderedMonths } from './month-key';
import { entriesByMonth, type RemovedPhotos, withoutPhotos, withPhotosBack } from './month-removals';
import {
  defaultDeps,
  EXPANDED_PAGE_SIZE,
  type MonthState,
  PREFETCHED_MONTHS,
  type TimelineDeps,
  withPage,
} from './month-state';
import { neighbourOf } from './neighbour';
import type { SortOption } from './sort-options';

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
        const photos = withPage(current.photos, page.images);
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
      this.#flat = { version: this.#version, photos: this.months.flatMap((m) => [...m.photos]) };
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
  neighbour(id: string, step: 1 | -1): Promise<Photo | undefined> {
    return neighbourOf(this, id, step);
  }

  /** Takes photos off the screen at once (a delete under way); the result puts them back in place. */
  removePhotos(ids: Iterable<string>): RemovedPhotos {
    const gone = new Set(ids);
    const entries: RemovedPhotos['entries'] = [];
    for (const month of this.months) {
      const taken = withoutPhotos(month, gone);
      if (!taken) continue;
      entries.push(...taken.entries);
      this.#replace(month.key, {
        photos: taken.kept,
        count: Math.max(0, month.count - taken.entries.length),
      });
    }
    if (entries.length > 0) this.#changed();
    return { entries };
  }

  /** Puts back the removed photos with these ids (all when none are given), each where it was. */
  restore(removed: RemovedPhotos, ids?: Iterable<string>): void {
    let changed = false;
    for (const [key, back] of entriesByMonth(removed, ids)) {
      const month = this.#byKey.get(key);
      if (!month) continue;
      this.#replace(key, {
        photos: withPhotosBack(month.photos, back, removed),
        count: month.count + back.length,
      });
      changed = true;
    }
    if (changed) this.#changed();
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
