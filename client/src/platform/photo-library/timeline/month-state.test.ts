import { describe, expect, it } from 'vitest';
import { withPage } from './month-state';
import { PagedList } from './paged-list';
import { idsOf as ids, photo, photos } from './timeline-store.test-support';

describe('withPage', () => {
  it('puts a page after the photos already loaded, leaving out those already there', () => {
    const first = photos('a', 3);
    const next = withPage(first, [photo('a-2'), photo('b-1'), photo('b-1'), photo('b-2')]);
    expect(ids(next)).toEqual([...ids(first), 'b-1', 'b-2']);
    expect(ids(first)).toHaveLength(3);
  });

  it('still leaves out what an earlier page brought, page after page', () => {
    let loaded = withPage([], photos('a', 2));
    loaded = withPage(loaded, [photo('b')]);
    loaded = withPage(loaded, [photo('a-1'), photo('b'), photo('c')]);
    expect(ids(loaded)).toEqual(['a-0', 'a-1', 'b', 'c']);
  });

  it('reads the ids again from a list it did not make (photos taken off in between)', () => {
    const loaded = withPage([], photos('a', 3));
    const after = [...loaded].filter((p) => p.imageId !== 'a-1');
    expect(ids(withPage(after, [photo('a-1'), photo('a-2')]))).toEqual(['a-0', 'a-2', 'a-1']);
  });

  it('keeps the photos before as they were: each page is held as it landed, the earlier lists unchanged', () => {
    const first = withPage([], photos('a', 24));
    const second = withPage(first, photos('b', 240));
    const third = withPage(second, photos('c', 240));
    expect(third.pages).toHaveLength(3);
    expect(third.pages[0]).toBe(first.pages[0]);
    expect(third.pages[1]).toBe(second.pages[1]);
    expect([first.length, second.length, third.length]).toEqual([24, 264, 504]);
    expect(third.at(263)?.imageId).toBe('b-239');
    expect(second.at(264)).toBeUndefined();
  });

  it('gives the same list back for a page that brings nothing new', () => {
    const loaded = withPage([], photos('a', 3));
    const again = withPage(loaded, [photo('a-0')]);
    expect(ids(again)).toEqual(ids(loaded));
    expect(again.pages).toHaveLength(1);
    expect(withPage(again, [photo('b')]).length).toBe(4);
  });

  it('lands 292 pages of 240 with every photo once, in order', () => {
    let loaded: PagedList<ReturnType<typeof photo>> = PagedList.of([]);
    for (let page = 0; page < 292; page += 1) loaded = withPage(loaded, photos(`p${page}`, 240));
    expect(loaded.length).toBe(70_080);
    expect(loaded.at(0)?.imageId).toBe('p0-0');
    expect(loaded.at(70_079)?.imageId).toBe('p291-239');
    expect(loaded.findIndex((p) => p.imageId === 'p150-7')).toBe(150 * 240 + 7);
  });
});
