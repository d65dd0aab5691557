import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Photo, PhotoPage } from '#contracts/photos';
import { rememberGridFirstRow } from '#platform/photo-library/boot/grid-first-row';
import { thumbnailSrcSet, thumbnailUrl } from '#ui/photos/PhotoTile';
import type { BootCall } from './hand-over';
import {
  estimatedFirstRow,
  FIRST_ROW_STORAGE_KEY,
  firstRowPreloads,
  paintOrPreloadFirstRow,
  storedFirstRow,
  type ThumbnailBootEnv,
} from './thumbnail-boot';

function photo(id: string, thumbnails: Photo['thumbnails']): unknown {
  return {
    created: '2026-10-01T10:00:00Z',
    dateTaken: '2026-10-01T10:00:00Z',
    imageId: id,
    localFileName: `${id}.jpg`,
    thumbnails,
    untouchedUrl: `https://images.example/${id}/original`,
    uploadId: `upload-${id}`,
    url: `https://images.example/${id}/1300`,
  };
}

const thumbs = (id: string, w: number, h: number): Photo['thumbnails'] => [
  { id: 300, url: `https://images.example/${id}/300`, width: w, height: h },
  { id: 800, url: `https://images.example/${id}/800`, width: (w * 8) / 3, height: (h * 8) / 3 },
  { id: 1300, url: `https://images.example/${id}/1300`, width: (w * 13) / 3, height: (h * 13) / 3 },
];

const PAGE = {
  cursor: 'next',
  images: [
    photo('a', thumbs('a', 300, 225)),
    photo('b', thumbs('b', 225, 300)),
    photo('c', [{ id: 1300, url: 'https://images.example/c/1300', width: 1300, height: 975 }]),
    photo('d', thumbs('d', 300, 300)),
  ],
};

function call(response: Promise<Response>): BootCall {
  return { url: '/api/photo-management/photos/timeline/2026/10', correlationId: 'id-1', response };
}

afterEach(() => window.localStorage.clear());

describe('estimatedFirstRow', () => {
  // That it is the grid's own layout is held in features/photo-library/grid/grid-layout.test.ts.
  it('leaves wider windows and a thumbnail size chosen on this device to the kept row', () => {
    expect(estimatedFirstRow(412, null, 16)).toEqual({ columns: 3, cell: 125, place: null });
    expect(estimatedFirstRow(575, null, 16)).toBeNull();
    expect(estimatedFirstRow(1280, null, 16)).toBeNull();
    expect(estimatedFirstRow(412, 'small', 16)).toBeNull();
    expect(estimatedFirstRow(412, 'large', 16)).toBeNull();
    // Anything else stored reads as the medium size, as the grid reads it.
    expect(estimatedFirstRow(412, 'huge', 16)).toEqual({ columns: 3, cell: 125, place: null });
  });
});

describe('storedFirstRow', () => {
  it('reads what the grid kept, for the same window width only', () => {
    window.innerWidth = 1280;
    rememberGridFirstRow({ columns: 6, cell: 166, width: 1032 });
    const stored = window.localStorage.getItem(FIRST_ROW_STORAGE_KEY);
    expect(storedFirstRow(stored, 1280)).toEqual({ columns: 6, cell: 166, place: null });
    expect(storedFirstRow(stored, 1279)).toBeNull();
  });

  it("reads the row's place once the grid kept it, and only a place that fits the window", () => {
    const row = (place: unknown) =>
      JSON.stringify({ viewport: 1280, columns: 6, cell: 146, width: 896, place });
    expect(storedFirstRow(row({ top: 505.5, left: 312, pitch: 150 }), 1280)).toEqual({
      columns: 6,
      cell: 146,
      place: { top: 505.5, left: 312, pitch: 150 },
    });
    for (const place of [
      { top: 505.5, left: 312 },
      { top: '505', left: 312, pitch: 150 },
      { top: -1, left: 312, pitch: 150 },
      { top: 505.5, left: 312, pitch: 100 },
      { top: 505.5, left: 600, pitch: 150 },
      null,
    ]) {
      expect(storedFirstRow(row(place), 1280)?.place, JSON.stringify(place)).toBeNull();
    }
  });

  it('trusts nothing unreadable or out of range', () => {
    for (const stored of [null, '', '{', '[]', '{"viewport":1280,"columns":"6","cell":166}']) {
      expect(storedFirstRow(stored, 1280)).toBeNull();
    }
    expect(storedFirstRow('{"viewport":1280,"columns":0,"cell":166}', 1280)).toBeNull();
    expect(storedFirstRow('{"viewport":1280,"columns":500,"cell":2}', 1280)).toBeNull();
  });
});

describe('firstRowPreloads', () => {
  it("gives each of the first row's photos the src and srcset its tile asks for", () => {
    const photos = PhotoPage.parse(PAGE).images;
    expect(firstRowPreloads(PAGE, 3)).toEqual(
      photos.slice(0, 3).map((p) => ({ href: thumbnailUrl(p, 300), srcset: thumbnailSrcSet(p) })),
    );
  });

  it('preloads nothing from a body that is not a page', () => {
    expect(firstRowPreloads(null, 3)).toEqual([]);
    expect(firstRowPreloads({ images: 'x' }, 3)).toEqual([]);
    expect(firstRowPreloads({ images: [{}] }, 3)).toEqual([]);
  });
});

describe('paintOrPreloadFirstRow', () => {
  function env(firstRow: ThumbnailBootEnv['firstRow']) {
    const preload = vi.fn<ThumbnailBootEnv['preload']>();
    const paint = vi.fn<ThumbnailBootEnv['paint']>(() => true);
    return { env: { firstRow, preload, paint }, preload, paint };
  }

  it("once the first month's page answers, preloads its first row at the kept tile width, leaving the answer to the app", async () => {
    const { env: e, preload } = env({ columns: 2, cell: 166, place: null });
    const response = Response.json(PAGE);
    await expect(paintOrPreloadFirstRow(Promise.resolve([call(Promise.resolve(response))]), e)).resolves.toBe(
      2,
    );
    expect(preload.mock.calls.map(([link]) => link)).toEqual([
      { href: 'https://images.example/a/300', srcset: expect.stringContaining('a/800 600w'), sizes: '166px' },
      { href: 'https://images.example/b/300', srcset: expect.stringContaining('b/300 225w'), sizes: '166px' },
    ]);
    await expect(response.json()).resolves.toEqual(PAGE);
  });

  it("paints the first row where the grid had it, instead of preloading it, once the row's place is kept", async () => {
    const place = { top: 505.5, left: 312, pitch: 150 };
    const { env: e, preload, paint } = env({ columns: 2, cell: 146, place });
    const pages = Promise.resolve([call(Promise.resolve(Response.json(PAGE)))]);
    await expect(paintOrPreloadFirstRow(pages, e)).resolves.toBe(2);
    expect(paint).toHaveBeenCalledWith(firstRowPreloads(PAGE, 2), { ...place, cell: 146 });
    expect(preload).not.toHaveBeenCalled();
  });

  it('preloads the row when it cannot be painted yet', async () => {
    const { env: e, preload, paint } = env({ columns: 2, cell: 146, place: { top: 5, left: 5, pitch: 150 } });
    paint.mockReturnValue(false);
    const pages = Promise.resolve([call(Promise.resolve(Response.json(PAGE)))]);
    await expect(paintOrPreloadFirstRow(pages, e)).resolves.toBe(2);
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('preloads nothing without a kept first row, on an error answer, or when the call failed', async () => {
    const cases: [ThumbnailBootEnv['firstRow'], Promise<BootCall[]>][] = [
      [null, Promise.resolve([call(Promise.resolve(Response.json(PAGE)))])],
      [
        { columns: 6, cell: 166, place: null },
        Promise.resolve([call(Promise.resolve(new Response('', { status: 500 })))]),
      ],
      [
        { columns: 6, cell: 166, place: null },
        Promise.resolve([call(Promise.reject(new TypeError('network')))]),
      ],
      [{ columns: 6, cell: 166, place: null }, Promise.resolve([])],
    ];
    for (const [firstRow, pages] of cases) {
      const { env: e, preload, paint } = env(firstRow);
      await expect(paintOrPreloadFirstRow(pages, e)).resolves.toBe(0);
      expect(preload).not.toHaveBeenCalled();
      expect(paint).not.toHaveBeenCalled();
    }
  });
});
