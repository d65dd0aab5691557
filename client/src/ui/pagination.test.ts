import { describe, expect, it } from 'vitest';
import { clampPage, offsetOf, pageAfterRemoval, pageCount, rangeOf } from './pagination';

describe('pagination', () => {
  it('counts pages, one for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(27, 10)).toBe(3);
    expect(() => pageCount(5, 0)).toThrow();
  });

  it('reads a page from the address as one that exists', () => {
    expect(clampPage('2', 3)).toBe(2);
    expect(clampPage('9', 3)).toBe(3);
    expect(clampPage('0', 3)).toBe(1);
    expect(clampPage('-4', 3)).toBe(1);
    expect(clampPage('abc', 3)).toBe(1);
    expect(clampPage(null)).toBe(1);
    expect(clampPage('2.7', 3)).toBe(2);
    expect(clampPage('5')).toBe(5);
  });

  it('gives the offset and the range a page shows', () => {
    expect(offsetOf(1, 10)).toBe(0);
    expect(offsetOf(3, 10)).toBe(20);
    expect(rangeOf(1, 10, 13)).toEqual({ from: 1, to: 10 });
    expect(rangeOf(2, 10, 13)).toEqual({ from: 11, to: 13 });
    expect(rangeOf(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('goes back a page when the last item of the last page is removed', () => {
    expect(pageAfterRemoval(2, 10, 12)).toBe(2);
    expect(pageAfterRemoval(2, 10, 10)).toBe(1);
    expect(pageAfterRemoval(1, 10, 0)).toBe(1);
  });
});
