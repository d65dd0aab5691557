import type { Span } from './span-list';

/**
 * What a selection is, as a value: a base (everything or nothing), months that differ from it wholly, index
 * ranges of a month that differ from it (a rectangle over rows not loaded yet: `span-list.ts`), and single
 * photos that differ from their place. 'Select all' is therefore one flag, whatever the size of the list: the
 * count is known at once from the month counts ('1,000,000 selected'), and ids are only needed when an action
 * runs, page by page (see `selectedPages`).
 *
 * Invariants kept by every operation: a month mark differs from the base, a span differs from its month, and a
 * photo mark differs from the state of its place (its span, else its month), so each mark changes the count by
 * exactly its month's size, its span's length or by one.
 */
export interface PhotoMark {
  /** The month (section) key of the photo; null when the caller did not say (counted against the base). */
  month: string | null;
  selected: boolean;
  /** The photo's index in its month, when the caller knew it (a span may cover it). */
  index?: number;
}

export interface SelectionValue {
  readonly all: boolean;
  readonly months: ReadonlyMap<string, boolean>;
  readonly photos: ReadonlyMap<string, PhotoMark>;
  /** Per month, its ranges of indexes that differ from it (sorted, disjoint). */
  readonly spans: ReadonlyMap<string, readonly Span[]>;
}

/** The months of a list in display order, their sizes, and the loaded prefix of each (what ranges walk over). */
export interface SelectionScope {
  readonly months: readonly {
    readonly key: string;
    readonly count: number;
    readonly photos: LoadedPhotos;
  }[];
}

/** A month's loaded photos as ranges read them: an array, or the timeline's pages (`PagedList`), never copied. */
export interface LoadedPhotos {
  readonly length: number;
  at(index: number): { readonly imageId: string } | undefined;
  findIndex(predicate: (photo: { readonly imageId: string }, index: number) => boolean): number;
  slice(start?: number, end?: number): readonly { readonly imageId: string }[];
}
