import { afterEach, describe, expect, it, vi } from 'vitest';
import { GRID_FIRST_ROW_STORAGE_KEY } from '#platform/boot/grid-constants';
import {
  BOOT_FIRST_ROW_ATTRIBUTE,
  dropBootFirstRow,
  firstRowShown,
  handOverBootFirstRow,
} from './first-row-hand-over';
import { rememberGridFirstRow } from './grid-first-row';

const CELL = 146;
const PITCH = 150;

/** Gives an element a fixed box (happy-dom lays nothing out). */
function placed<T extends HTMLElement>(element: T, left: number, top: number): T {
  element.getBoundingClientRect = () => new DOMRect(left, top, CELL, CELL);
  return element;
}

/** The boot script's row: `count` images from (312, 505). */
function paintedRow(count: number): HTMLElement {
  const row = document.createElement('div');
  row.setAttribute(BOOT_FIRST_ROW_ATTRIBUTE, '');
  for (let i = 0; i < count; i += 1) {
    const image = placed(document.createElement('img'), 312 + i * PITCH, 505);
    image.src = `https://images.example/${i}/300`;
    row.append(image);
  }
  document.body.append(row);
  return row;
}

/** The grid's tiles, with their images (decoded when `decoded` resolves). */
function tiles(count: number, options: { top?: number; decoded?: Promise<void>; without?: number } = {}) {
  return Array.from({ length: count }, (_, i) => {
    const tile = placed(document.createElement('button'), 312 + i * PITCH, options.top ?? 505);
    if (i !== options.without) {
      const image = document.createElement('img');
      image.src = `https://images.example/${i}/300`;
      image.decode = () => options.decoded ?? Promise.resolve();
      tile.append(image);
    }
    return tile;
  });
}

const rowThere = () => document.querySelector(`[${BOOT_FIRST_ROW_ATTRIBUTE}]`) !== null;

afterEach(() => {
  dropBootFirstRow();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the painted first row handed over to the grid', () => {
  it("stays until the tiles' own images are decoded, then goes in the next frame", async () => {
    paintedRow(3);
    let decode = () => {};
    const decoded = new Promise<void>((resolve) => {
      decode = resolve;
    });
    handOverBootFirstRow(tiles(6, { decoded }));
    await Promise.resolve();
    expect(rowThere()).toBe(true);
    decode();
    await vi.waitFor(() => expect(rowThere()).toBe(false));
  });

  it('goes at once when a tile is elsewhere, shows another photo, or could not show its photo', () => {
    const cases = [
      () => tiles(3, { top: 605 }),
      () => {
        const moved = tiles(3);
        (moved[1]?.querySelector('img') as HTMLImageElement).src = 'https://images.example/other/300';
        return moved;
      },
      () => tiles(3, { without: 2 }),
    ];
    for (const grid of cases) {
      paintedRow(3);
      handOverBootFirstRow(grid());
      expect(rowThere()).toBe(false);
    }
  });

  it('waits while the row has fewer photos than were painted', () => {
    paintedRow(3);
    handOverBootFirstRow(tiles(2));
    expect(rowThere()).toBe(true);
  });

  it("goes when the grid does not show its first row, and the row's place is kept for the next load", () => {
    vi.stubGlobal('innerWidth', 1280);
    rememberGridFirstRow({ columns: 6, cell: CELL, width: 896 });
    firstRowShown({ tiles: tiles(6), pitch: PITCH });
    expect(JSON.parse(window.localStorage.getItem(GRID_FIRST_ROW_STORAGE_KEY) ?? '{}').place).toEqual({
      top: 505,
      left: 312,
      pitch: PITCH,
    });
    paintedRow(3);
    firstRowShown(null);
    expect(rowThere()).toBe(false);
  });
});
