import { describe, expect, it } from 'vitest';
import { PagedList } from './paged-list';

/** The same items as a list of pages and as one array: every read must agree. */
function both(pages: number[][]): { list: PagedList<number>; array: number[] } {
  let list = PagedList.of<number>([]);
  for (const page of pages) list = list.append(page);
  return { list, array: pages.flat() };
}

const shapes: number[][][] = [[], [[1]], [[1, 2, 3]], [[1, 2], [3], [4, 5, 6]], [[1], [2], [3], [4], [5]]];

describe('PagedList', () => {
  it.each(shapes)('reads like the array of its pages: %j', (...pages) => {
    const { list, array } = both(pages);
    expect(list.length).toBe(array.length);
    expect([...list]).toEqual(array);
    for (let index = -array.length - 2; index < array.length + 2; index += 1) {
      expect(list.at(index)).toBe(array.at(index));
    }
    expect(list.map((n, index) => n * 10 + index)).toEqual(array.map((n, index) => n * 10 + index));
    for (const target of [0, 1, 3, 6]) {
      expect(list.findIndex((n) => n >= target && n <= target)).toBe(array.indexOf(target));
      expect(list.some((n) => n === target)).toBe(array.includes(target));
    }
    expect(list.every((n) => n > 0)).toBe(true);
    expect(list.every((n) => n < 3)).toBe(array.every((n) => n < 3));
    const seen: [number, number][] = [];
    list.forEach((n, index) => {
      seen.push([n, index]);
    });
    expect(seen).toEqual(array.map((n, index) => [n, index]));
  });

  it.each(shapes)('slices like the array of its pages: %j', (...pages) => {
    const { list, array } = both(pages);
    const bounds = [undefined, -7, -3, -1, 0, 1, 2, 3, 4, 5, 6, 9];
    for (const start of bounds) {
      for (const end of bounds) expect(list.slice(start, end)).toEqual(array.slice(start, end));
    }
  });

  it('appends without changing the list it came from, sharing its pages', () => {
    const first = PagedList.of([1, 2]);
    const second = first.append([3]);
    expect([...first]).toEqual([1, 2]);
    expect([...second]).toEqual([1, 2, 3]);
    expect(second.pages[0]).toBe(first.pages[0]);
    expect(second.append([])).toBe(second);
  });

  it('takes an array as its one page and a paged list as it is', () => {
    const array = [1, 2, 3];
    const list = PagedList.of(array);
    expect(list.pages).toEqual([array]);
    expect(list.pages[0]).toBe(array);
    expect(PagedList.of(list)).toBe(list);
    expect(PagedList.of([]).length).toBe(0);
  });
});
