/*
 * The photo grid's constants that the boot script needs too (decision 481): the one source of both. The app
 * imports them (ui/photos/PhotoTile.tsx, platform/photo-library/boot/grid-first-row.ts); the boot script, which
 * must stand alone (client/build/boot-script.ts), gets them as `__PHOTO_GRID__`, which the boot build and the
 * unit tests define from this module. Plain values only: they are written into the boot script as JSON.
 */

/** Where the grid keeps its first row for the next load (decision 290). */
export const GRID_FIRST_ROW_STORAGE_KEY = 'photoGridFirstRow';

/** Renditions the grids offer the browser to pick from by tile size and pixel density. */
export const GRID_RENDITIONS = [300, 800] as const;

/** The rendition a tile's `src` names (the `srcset` offers the others). */
export const GRID_SRC_RENDITION = 300;
