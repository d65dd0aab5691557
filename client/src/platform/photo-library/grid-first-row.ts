import { readStored, writeStored } from '#platform/storage/local-storage';

/**
 * My photos' first row as last laid out on this device (decision 290): the window's width then, the grid's
 * columns, the tile's width and the grid's own width in CSS pixels. The boot script
 * (platform/boot/thumbnail-boot.ts) reads it on the next load of the same window width to fetch the first row's
 * thumbnails before the app has rendered the grid; the grid starts at that width on such a load (decision 383).
 */
export const GRID_FIRST_ROW_STORAGE_KEY = 'photoGridFirstRow';

export interface GridFirstRow {
  /** `window.innerWidth` when the grid was laid out. */
  viewport: number;
  columns: number;
  /** The tile's width: the `sizes` of its thumbnail. */
  cell: number;
  /** The grid's content width. */
  width: number;
}

/** Keeps the grid's first row for the next load (written only when it changed). */
export function rememberGridFirstRow(layout: { columns: number; cell: number; width: number }): void {
  const value = JSON.stringify({
    viewport: window.innerWidth,
    columns: layout.columns,
    cell: layout.cell,
    width: layout.width,
  } satisfies GridFirstRow);
  if (readStored(GRID_FIRST_ROW_STORAGE_KEY) !== value) writeStored(GRID_FIRST_ROW_STORAGE_KEY, value);
}

/**
 * The grid's width when it was last laid out at this window width, else null (another width, nothing kept, or
 * anything unreadable). Only a start: the grid measures itself and lays out again if it differs.
 */
export function rememberedGridWidth(): number | null {
  try {
    const value = JSON.parse(
      readStored(GRID_FIRST_ROW_STORAGE_KEY) ?? 'null',
    ) as Partial<GridFirstRow> | null;
    if (typeof value !== 'object' || value === null || value.viewport !== window.innerWidth) return null;
    const { width } = value;
    return Number.isInteger(width) && (width as number) > 0 && (width as number) <= window.innerWidth
      ? (width as number)
      : null;
  } catch {
    return null;
  }
}
