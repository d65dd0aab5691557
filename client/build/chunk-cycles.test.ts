import { describe, expect, it } from 'vitest';
import { chunkCycles } from './chunk-cycles';

describe('chunkCycles', () => {
  it('finds none in a tree of chunks sharing common ones', () => {
    expect(
      chunkCycles([
        { fileName: 'index.js', imports: ['react.js', 'ui.js'] },
        { fileName: 'PhotosPage.js', imports: ['index.js', 'ui.js', 'grid.js'] },
        { fileName: 'AlbumsPage.js', imports: ['index.js', 'grid.js'] },
        { fileName: 'grid.js', imports: ['ui.js'] },
        { fileName: 'ui.js', imports: ['react.js'] },
        { fileName: 'react.js', imports: [] },
      ]),
    ).toEqual([]);
  });

  it('names the chunks of each cycle, a page and its feature chunk as in the broken build', () => {
    expect(
      chunkCycles([
        { fileName: 'index.js', imports: [] },
        { fileName: 'PhotosPage.js', imports: ['feature-timeline.js', 'index.js'] },
        { fileName: 'feature-timeline.js', imports: ['icons.js', 'PhotosPage.js'] },
        { fileName: 'icons.js', imports: [] },
        { fileName: 'a.js', imports: ['b.js'] },
        { fileName: 'b.js', imports: ['c.js'] },
        { fileName: 'c.js', imports: ['a.js'] },
      ]),
    ).toEqual([
      ['PhotosPage.js', 'feature-timeline.js'],
      ['a.js', 'b.js', 'c.js'],
    ]);
  });

  it('ignores imports of files outside the bundle', () => {
    expect(chunkCycles([{ fileName: 'a.js', imports: ['external.js'] }])).toEqual([]);
  });
});
