/*
 * The photo grid's constants that the boot script needs too (decision 481): the one source of both. The app
 * imports them (ui/photos/PhotoTile.tsx, platform/photo-library/boot/grid-first-row.ts); the boot script, which
 * must stand alone (client/build/boot-script.ts), gets them as `__PHOTO_GRID__`, which the boot build and the
 * unit tests define from this module. Plain values only: they are written into the boot script as JSON.
 */

/** Where the grid keeps its first row for the next load (decision 290). */
export const GRID_FIRST_ROW_STORAGE_KEY = 'photoGridFirstRow';

/** Where the grid's thumbnail size is kept per device (platform/photo-library/timeline/grid-size.ts). */
export const GRID_SIZE_STORAGE_KEY = 'photoGridSize';

/** Renditions the grids offer the browser to pick from by tile size and pixel density. */
export const GRID_RENDITIONS = [300, 800] as const;

/** The rendition a tile's `src` names (the `srcset` offers the others). */
export const GRID_SRC_RENDITION = 300;

/**
 * The grid's layout on a small screen (under 575 px, the spec's breakpoint), at the medium thumbnail size (the
 * default): gridMetrics (features/photo-library/grid/grid-layout.ts) lays out square cells of about
 * GRID_SMALL_TARGET_CELL px, GRID_SMALL_GAP px apart, at least GRID_MEDIUM_MIN_COLUMNS a row. The boot script works
 * out a phone's first row from them on a first visit (decision 530).
 */
export const GRID_SMALL_MAX_WIDTH = 575;
export const GRID_SMALL_TARGET_CELL = 120;
export const GRID_SMALL_GAP = 2;
export const GRID_MEDIUM_MIN_COLUMNS = 3;
/**
 * The page's padding on each side of the grid on a small screen (`.shell__body`'s `--space-3`,
 * styles/_themes.scss): the grid spans the rest of the window.
 */
export const GRID_SMALL_PAGE_INSET = 16;
