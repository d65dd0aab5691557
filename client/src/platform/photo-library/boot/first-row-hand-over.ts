import { rememberFirstRowPlace } from './grid-first-row';

/*
 * The app's side of the first row the boot script paints on My photos (decision 392,
 * platform/boot/first-row-paint.ts): the grid takes it over when its own first row shows the same files at the
 * same places, and anything else that shows instead removes it, so that it never stands in for another screen.
 */

/** FIRST_ROW_ATTRIBUTE (platform/boot/first-row-paint.ts); the two bundles share no code. */
export const BOOT_FIRST_ROW_ATTRIBUTE = 'data-boot-first-row';

/** The grid's first row of photos as the grid shows it: its tiles, and the step from one tile to the next. */
export interface FirstRowShown {
  tiles: readonly HTMLElement[];
  pitch: number;
}

function paintedRow(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${BOOT_FIRST_ROW_ATTRIBUTE}]`);
}

/** Removes the painted row, if there is one: the screen shows something else than the grid it stood for. */
export function dropBootFirstRow(): void {
  paintedRow()?.remove();
}

const near = (a: number, b: number) => Math.abs(a - b) < 1;

/**
 * Hands the painted row over to the grid's tiles. Each painted image must have its tile at the same place, of the
 * same size, showing the same file; the row then goes once those tiles' images are decoded, so the next frame
 * shows them where it was. Any difference (the page above the grid changed since the last visit, another photo
 * first, a tile that failed): removed at once. Tiles whose photos have not landed yet: wait for the next call.
 */
export function handOverBootFirstRow(tiles: readonly HTMLElement[]): void {
  const row = paintedRow();
  if (row === null || row.dataset.handingOver !== undefined) return;
  const painted = [...row.querySelectorAll('img')];
  if (tiles.length < painted.length) return;
  const images = tiles.slice(0, painted.length).map((tile) => tile.querySelector('img'));
  const same = painted.every((image, index) => {
    const tile = tiles[index] as HTMLElement;
    const own = images[index];
    if (!own || own.src !== image.src) return false;
    const at = image.getBoundingClientRect();
    const box = tile.getBoundingClientRect();
    return near(at.left, box.left) && near(at.top, box.top) && near(at.width, box.width);
  });
  if (!same) {
    row.remove();
    return;
  }
  row.dataset.handingOver = '';
  const decoded = images.map((image) => image?.decode?.().catch(() => undefined));
  void Promise.all(decoded).then(() => requestAnimationFrame(() => row.remove()));
}

/**
 * My photos' grid after a render: keeps where its first row is for the next load's boot script, and hands the
 * painted row over. `null`: the first row is not rendered (the grid opened further down), and the painted one
 * would stand for nothing on screen.
 */
export function firstRowShown(row: FirstRowShown | null): void {
  if (row === null) {
    dropBootFirstRow();
    return;
  }
  const first = row.tiles[0];
  if (first === undefined) return;
  rememberFirstRowPlace(first.getBoundingClientRect(), row.pitch);
  handOverBootFirstRow(row.tiles);
}
