import { describe, expect, it } from 'vitest';
import { withPage } from './month-state';
import { photo, photos } from './timeline-store.test-support';

const ids = (list: readonly { imageId: string }[]) => list.map((p) => p.imageId);

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
    const after = loaded.filter((p) => p.imageId !== 'a-1');
    expect(ids(withPage(after, [photo('a-1'), photo('a-2')]))).toEqual(['a-0', 'a-2', 'a-1']);
  });
});
