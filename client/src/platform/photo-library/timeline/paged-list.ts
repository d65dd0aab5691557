/**
 * What reads a month's loaded photos: the array methods the timeline uses, nothing that mutates. A plain array is
 * one; so is a PagedList, the pages the photos landed in.
 */
export interface ReadonlyList<T> extends Iterable<T> {
  readonly length: number;
  /** The item at `index` (from the end when negative); undefined outside the list. */
  at(index: number): T | undefined;
  findIndex(predicate: (item: T, index: number) => boolean): number;
  some(predicate: (item: T, index: number) => boolean): boolean;
  every(predicate: (item: T, index: number) => boolean): boolean;
  forEach(callback: (item: T, index: number) => void): void;
  map<U>(callback: (item: T, index: number) => U): U[];
  slice(start?: number, end?: number): T[];
}

/**
 * An immutable list held as the pages it was built from. Appending a page makes a new list that shares every page
 * before it: its cost is the page and the number of pages, not the items before it. A 70,000-photo month that
 * lands in 292 pages of 240 otherwise copies every photo loaded so far for each page, ~10^7 copies into arrays too
 * large for the young generation, garbage that the page then pays for in long collections (issue 52.6).
 */
export class PagedList<T> implements ReadonlyList<T> {
  static readonly #empty = new PagedList<never>([], []);

  readonly length: number;

  private constructor(
    /** The pages, none empty; never mutated (a new list gets new arrays of pages and starts). */
    readonly pages: readonly (readonly T[])[],
    /** Where each page starts in the list. */
    readonly starts: readonly number[],
  ) {
    const last = pages.length - 1;
    this.length = last < 0 ? 0 : (starts[last] as number) + (pages[last] as readonly T[]).length;
  }

  /** The list as pages: a PagedList as it is, an array as its one page (not copied: lists are never mutated). */
  static of<T>(list: ReadonlyList<T>): PagedList<T> {
    if (list instanceof PagedList) return list as PagedList<T>;
    if (list.length === 0) return PagedList.#empty;
    return new PagedList([Array.isArray(list) ? (list as readonly T[]) : [...list]], [0]);
  }

  /** This list with `page` after it (the page is kept, not copied: the caller must not change it afterwards). */
  append(page: readonly T[]): PagedList<T> {
    if (page.length === 0) return this;
    return new PagedList([...this.pages, page], [...this.starts, this.length]);
  }

  /** The page holding `index` (0 ≤ index < length): the last whose start is at or before it. */
  #pageOf(index: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.starts[mid] as number) <= index) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  at(index: number): T | undefined {
    const at = index < 0 ? index + this.length : Math.trunc(index);
    if (!(at >= 0 && at < this.length)) return undefined;
    const page = this.#pageOf(at);
    return this.pages[page]?.[at - (this.starts[page] as number)];
  }

  *[Symbol.iterator](): Iterator<T> {
    for (const page of this.pages) yield* page;
  }

  findIndex(predicate: (item: T, index: number) => boolean): number {
    let index = 0;
    for (const page of this.pages) {
      for (const item of page) {
        if (predicate(item, index)) return index;
        index += 1;
      }
    }
    return -1;
  }

  some(predicate: (item: T, index: number) => boolean): boolean {
    return this.findIndex(predicate) >= 0;
  }

  every(predicate: (item: T, index: number) => boolean): boolean {
    return this.findIndex((item, index) => !predicate(item, index)) < 0;
  }

  forEach(callback: (item: T, index: number) => void): void {
    this.findIndex((item, index) => {
      callback(item, index);
      return false;
    });
  }

  map<U>(callback: (item: T, index: number) => U): U[] {
    const result: U[] = [];
    this.forEach((item, index) => {
      result.push(callback(item, index));
    });
    return result;
  }

  slice(start = 0, end = this.length): T[] {
    const from = clamp(start, this.length);
    const to = clamp(end, this.length);
    const result: T[] = [];
    if (from >= to) return result;
    for (let page = this.#pageOf(from); page < this.pages.length; page += 1) {
      const first = this.starts[page] as number;
      if (first >= to) break;
      const items = this.pages[page] as readonly T[];
      for (let k = Math.max(0, from - first); k < items.length && first + k < to; k += 1) {
        result.push(items[k] as T);
      }
    }
    return result;
  }
}

/** An index as Array.prototype.slice reads it: from the end when negative, then within 0..length. */
function clamp(index: number, length: number): number {
  const at = Math.trunc(index);
  return at < 0 ? Math.max(0, at + length) : Math.min(at, length);
}
