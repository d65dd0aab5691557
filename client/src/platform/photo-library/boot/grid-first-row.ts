import { FIRST_ROW_COOKIE } from '#contracts/first-row-cookie';
import { paths } from '#contracts/routes';
import { GRID_FIRST_ROW_STORAGE_KEY } from '#platform/boot/grid-constants';
import type { FirstRowPlace } from '#platform/boot/thumbnail-boot';
import { writeCookie } from '#platform/cookies/cookies';
import { readStored, writeStored } from '#platform/storage/local-storage';

/**
 * My photos' first row as last laid out on this device (decision 290): the window's width then, the grid's
 * columns, the tile's width and the grid's own width in CSS pixels, and, once the row was shown, where it was on
 * the page (decision 392). The boot script (platform/boot/thumbnail-boot.ts) reads it on the next load of the same
 * window width to fetch, or paint, the first row's thumbnails before the app has rendered the grid; the grid
 * starts at that width on such a load (decision 383).
 * Kept under GRID_FIRST_ROW_STORAGE_KEY (platform/boot/grid-constants.ts, shared with the boot script).
 */
export interface GridFirstRow {
  /** `window.innerWidth` when the grid was laid out. */
  viewport: number;
  columns: number;
  /** The tile's width: the `sizes` of its thumbnail. */
  cell: number;
  /** The grid's content width. */
  width: number;
  /** Kept once the row was shown in this layout. */
  place?: FirstRowPlace;
}

function kept(): Partial<GridFirstRow> | null {
  try {
    const value = JSON.parse(
      readStored(GRID_FIRST_ROW_STORAGE_KEY) ?? 'null',
    ) as Partial<GridFirstRow> | null;
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

function write(value: GridFirstRow): void {
  const text = JSON.stringify(value);
  if (readStored(GRID_FIRST_ROW_STORAGE_KEY) !== text) writeStored(GRID_FIRST_ROW_STORAGE_KEY, text);
}

/**
 * Keeps the grid's first row for the next load (written only when it changed; the row's place stays while the
 * layout is the same).
 */
export function rememberGridFirstRow(layout: { columns: number; cell: number; width: number }): void {
  const before = kept();
  const value: GridFirstRow = {
    viewport: window.innerWidth,
    columns: layout.columns,
    cell: layout.cell,
    width: layout.width,
  };
  const same =
    before?.viewport === value.viewport &&
    before.columns === value.columns &&
    before.cell === value.cell &&
    before.width === value.width;
  write(same && before.place ? { ...value, place: before.place } : value);
}

const round = (px: number) => Math.round(px * 100) / 100;

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Keeps where the first row's tiles are on the page (`first`: the first tile's box, read now), with the step from
 * one tile to the next, for the layout kept by rememberGridFirstRow in this window; and tells the gateway, by a
 * cookie sent with My photos' page only, that the boot script can paint the row there (decision 393).
 */
export function rememberFirstRowPlace(first: DOMRect, pitch: number): void {
  const before = kept();
  if (before?.viewport !== window.innerWidth) return;
  const { columns, cell, width } = before;
  if (typeof columns !== 'number' || typeof cell !== 'number' || typeof width !== 'number') return;
  const place = {
    top: round(first.top + window.scrollY),
    left: round(first.left + window.scrollX),
    pitch: round(pitch),
  };
  write({ viewport: window.innerWidth, columns, cell, width, place });
  writeCookie(FIRST_ROW_COOKIE, '1', {
    path: paths.photos,
    expires: new Date(Date.now() + YEAR_MS),
    secure: window.location.protocol === 'https:',
  });
}

/**
 * The grid's width when it was last laid out at this window width, else null (another width, nothing kept, or
 * anything unreadable). Only a start: the grid measures itself and lays out again if it differs.
 */
export function rememberedGridWidth(): number | null {
  const value = kept();
  if (value === null || value.viewport !== window.innerWidth) return null;
  const { width } = value;
  return Number.isInteger(width) && (width as number) > 0 && (width as number) <= window.innerWidth
    ? (width as number)
    : null;
}
