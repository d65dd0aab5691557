import { readStored, writeStored } from '#platform/storage/local-storage';

/**
 * My photos' first row as last laid out on this device (decision 290): the window's width then, the grid's
 * columns and the tile's width in CSS pixels. The boot script (platform/boot/thumbnail-boot.ts) reads it on the
 * next load of the same window width to fetch the first row's thumbnails before the app has rendered the grid.
 */
export const GRID_FIRST_ROW_STORAGE_KEY = 'photoGridFirstRow';

export interface GridFirstRow {
  /** `window.innerWidth` when the grid was laid out. */
  viewport: number;
  columns: number;
  /** The tile's width: the `sizes` of its thumbnail. */
  cell: number;
}

/** Keeps the grid's first row for the next load (written only when it changed). */
export function rememberGridFirstRow(layout: { columns: number; cell: number }): void {
  const value = JSON.stringify({
    viewport: window.innerWidth,
    columns: layout.columns,
    cell: layout.cell,
  } satisfies GridFirstRow);
  if (readStored(GRID_FIRST_ROW_STORAGE_KEY) !== value) writeStored(GRID_FIRST_ROW_STORAGE_KEY, value);
}
