import type * as PhotoGrid from './grid-constants';
import type { BootCall } from './hand-over';

/*
 * The boot script's second step on My photos (decision 290): once the first month's page has answered, ask for
 * the grid's first row of thumbnails (`<link rel="preload" as="image">`, high priority) while the app's JS is
 * still downloading, so that the `<img>` the grid renders later finds them already fetched.
 *
 * Only with the first row as the app laid it out on this device at this window width (what
 * platform/photo-library/boot/grid-first-row.ts keeps): the tile's width decides which rendition the browser picks
 * from the `srcset`, and the link offers the same `srcset` and `sizes` as the tile, so the browser picks the same
 * file. Without it (a first visit, another width) nothing is preloaded. When the row's place on the page is kept
 * too, the row is painted there instead (decision 392, first-row-paint.ts): the `<img>`s fetch the same files.
 * Like timeline-boot.ts this imports nothing but types: the grid's constants (its storage key, its renditions and
 * the one a tile's `src` names) come from grid-constants.ts, the grid's own source, as `__PHOTO_GRID__`, which
 * the boot build writes in (decision 481).
 */

/** grid-constants.ts, defined by the boot build (client/build/boot-script.ts) and the unit tests. */
declare const __PHOTO_GRID__: typeof PhotoGrid;

export const FIRST_ROW_STORAGE_KEY = __PHOTO_GRID__.GRID_FIRST_ROW_STORAGE_KEY;
export const GRID_SIZE_STORAGE_KEY = __PHOTO_GRID__.GRID_SIZE_STORAGE_KEY;
const GRID_RENDITIONS: readonly number[] = __PHOTO_GRID__.GRID_RENDITIONS;
const SRC_RENDITION = __PHOTO_GRID__.GRID_SRC_RENDITION;
/** More columns than any grid lays out: a stored value past it is not trusted. */
const MAX_COLUMNS = 24;

/**
 * Where the grid's first row was on the page: its first tile's corner (document coordinates) and the step from one
 * tile to the next, in CSS pixels.
 */
export interface FirstRowPlace {
  top: number;
  left: number;
  pitch: number;
}

export interface FirstRow {
  columns: number;
  cell: number;
  /** Kept once the grid has shown its first row at this width (decision 392), else null. */
  place: FirstRowPlace | null;
}

function placeOf(value: unknown, columns: number, cell: number, viewport: number): FirstRowPlace | null {
  if (typeof value !== 'object' || value === null) return null;
  const { top, left, pitch } = value as Record<string, unknown>;
  if (typeof top !== 'number' || typeof left !== 'number' || typeof pitch !== 'number') return null;
  if (!Number.isFinite(top) || top < 0 || left < 0 || pitch < cell) return null;
  // The row must fit the window it was laid out in.
  return left + (columns - 1) * pitch + cell <= viewport + 1 ? { top, left, pitch } : null;
}

/** The stored first row when it was laid out at this window width, else null (anything unreadable too). */
export function storedFirstRow(stored: string | null, viewport: number): FirstRow | null {
  try {
    const value = JSON.parse(stored ?? 'null') as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null || value.viewport !== viewport) return null;
    const { columns, cell } = value;
    if (!Number.isInteger(columns) || !Number.isInteger(cell)) return null;
    if ((columns as number) < 1 || (columns as number) > MAX_COLUMNS || (cell as number) < 1) return null;
    const place = placeOf(value.place, columns as number, cell as number, viewport);
    return { columns: columns as number, cell: cell as number, place };
  } catch {
    return null;
  }
}

/**
 * The page's padding on each side of the grid on a small screen (grid-constants.ts). A side tab's reserve
 * (`--page-end-gutter`) makes the grid narrower: the estimate then preloads a photo more than the row shows, and
 * the tiles still pick the same files (the renditions are far apart).
 */
export const SMALL_SCREEN_INSET = __PHOTO_GRID__.GRID_SMALL_PAGE_INSET;

/**
 * The first row a phone's grid will lay out, worked out when none is kept (a first visit, decision 530): at the
 * medium thumbnail size (the default; a size chosen on this device is left alone), in a window under the small
 * breakpoint, where the grid spans the window but for the page's `inset` on each side. gridMetrics' own rule, from
 * the constants it shares with this script; the place stays unknown, so the row is preloaded, not painted.
 */
export function estimatedFirstRow(
  viewport: number,
  storedSize: string | null,
  inset: number,
): FirstRow | null {
  // Anything else stored is read as the medium size, as readGridSize does.
  if (storedSize === 'small' || storedSize === 'large') return null;
  const width = viewport - 2 * inset;
  if (viewport >= __PHOTO_GRID__.GRID_SMALL_MAX_WIDTH || width <= 0) return null;
  const gap = __PHOTO_GRID__.GRID_SMALL_GAP;
  const columns = Math.max(
    __PHOTO_GRID__.GRID_MEDIUM_MIN_COLUMNS,
    Math.round((width + gap) / (__PHOTO_GRID__.GRID_SMALL_TARGET_CELL + gap)),
  );
  const cell = Math.floor((width - gap * (columns - 1)) / columns);
  return cell >= 1 ? { columns, cell, place: null } : null;
}

/** A thumbnail preload: the tile's `src` and `srcset`. */
export interface ThumbnailPreload {
  href: string;
  srcset: string;
}

interface RawThumbnail {
  id?: unknown;
  url?: unknown;
  width?: unknown;
  height?: unknown;
}

/**
 * The first `columns` photos of a month's page (the grid's first row), each as its tile asks for it: `src` the
 * 300 rendition (thumbnailUrl's choice), `srcset` the grid's renditions by their shorter side (thumbnailSrcSet).
 */
export function firstRowPreloads(body: unknown, columns: number): ThumbnailPreload[] {
  const images = (body as { images?: unknown } | null)?.images;
  if (!Array.isArray(images)) return [];
  const preloads: ThumbnailPreload[] = [];
  for (const image of images.slice(0, columns) as { thumbnails?: unknown; url?: unknown }[]) {
    if (!Array.isArray(image?.thumbnails)) return preloads;
    const thumbnails = (image.thumbnails as RawThumbnail[]).filter(
      (t): t is { id: number; url: string; width: number; height: number } =>
        typeof t?.id === 'number' &&
        typeof t.url === 'string' &&
        typeof t.width === 'number' &&
        typeof t.height === 'number',
    );
    const srcset = thumbnails
      .filter((t) => GRID_RENDITIONS.includes(t.id))
      .map((t) => `${t.url} ${Math.min(t.width, t.height)}w`)
      .join(', ');
    const larger = thumbnails.filter((t) => t.id >= SRC_RENDITION).sort((a, b) => a.id - b.id)[0];
    const href =
      (thumbnails.find((t) => t.id === SRC_RENDITION) ?? larger ?? thumbnails.at(-1))?.url ??
      (typeof image.url === 'string' ? image.url : null);
    // A tile without a srcset shows its src whatever its size: preload that. A photo without any: stop there.
    if (href === null) return preloads;
    preloads.push({ href, srcset });
  }
  return preloads;
}

/** What the step needs from the page (the tests give their own). */
export interface ThumbnailBootEnv {
  /** The first row kept for this window width, or null. */
  firstRow: FirstRow | null;
  /** Adds `<link rel="preload" as="image" fetchpriority="high">` with these attributes to the head. */
  preload(link: ThumbnailPreload & { sizes: string }): void;
  /**
   * Paints the row's thumbnails where the grid showed them (first-row-paint.ts), when the row's place is kept:
   * false when it could not (the page has no body yet), and the row is then preloaded instead.
   */
  paint(thumbnails: ThumbnailPreload[], at: FirstRowPlace & { cell: number }): boolean;
}

/**
 * When the first month's page (the first of `pages`) answers, paints its first row's thumbnails where the grid
 * had them (decision 392), or, without a kept place, preloads them. Reads a clone of the answer (the app reads
 * the answer itself); any failure simply does nothing.
 */
export async function paintOrPreloadFirstRow(
  pages: Promise<BootCall[]>,
  env: ThumbnailBootEnv,
): Promise<number> {
  const row = env.firstRow;
  if (row === null) return 0;
  try {
    const first = (await pages)[0];
    if (first === undefined) return 0;
    const response = await first.response;
    if (!response.ok) return 0;
    const preloads = firstRowPreloads(await response.clone().json(), row.columns);
    if (preloads.length > 0 && row.place !== null && env.paint(preloads, { ...row.place, cell: row.cell })) {
      return preloads.length;
    }
    for (const preload of preloads) env.preload({ ...preload, sizes: `${row.cell}px` });
    return preloads.length;
  } catch {
    return 0;
  }
}
