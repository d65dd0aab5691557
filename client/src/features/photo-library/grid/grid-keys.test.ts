import { describe, expect, it } from 'vitest';
import { moveFocus, notForTheGrid, shortcutOf } from './grid-keys';

const month = (n: number) => ({ photos: Array.from({ length: n }, () => ({}) as never) });
// Three columns: month 0 has 7 photos (rows of 3, 3, 1), month 1 has none loaded, month 2 has 4.
const months = [month(7), month(0), month(4)];

describe('keyboard moves in the grid', () => {
  it('steps left and right through the photos, across months, skipping months with none loaded', () => {
    expect(moveFocus(months, { month: 0, slot: 1 }, 'ArrowRight', 3)).toEqual({ month: 0, slot: 2 });
    expect(moveFocus(months, { month: 0, slot: 6 }, 'ArrowRight', 3)).toEqual({ month: 2, slot: 0 });
    expect(moveFocus(months, { month: 2, slot: 0 }, 'ArrowLeft', 3)).toEqual({ month: 0, slot: 6 });
    expect(moveFocus(months, { month: 0, slot: 0 }, 'ArrowLeft', 3)).toBeNull();
    expect(moveFocus(months, { month: 2, slot: 3 }, 'ArrowRight', 3)).toBeNull();
  });

  it('keeps the column going up and down, into the next or previous month at the edges', () => {
    expect(moveFocus(months, { month: 0, slot: 1 }, 'ArrowDown', 3)).toEqual({ month: 0, slot: 4 });
    // From the second row's last column down: the last row has only one photo.
    expect(moveFocus(months, { month: 0, slot: 5 }, 'ArrowDown', 3)).toEqual({ month: 0, slot: 6 });
    expect(moveFocus(months, { month: 0, slot: 6 }, 'ArrowDown', 3)).toEqual({ month: 2, slot: 0 });
    expect(moveFocus(months, { month: 2, slot: 2 }, 'ArrowUp', 3)).toEqual({ month: 0, slot: 6 });
    expect(moveFocus(months, { month: 0, slot: 4 }, 'ArrowUp', 3)).toEqual({ month: 0, slot: 1 });
  });

  it('goes to the first and the last loaded photo with Home and End', () => {
    expect(moveFocus(months, { month: 0, slot: 4 }, 'Home', 3)).toEqual({ month: 0, slot: 0 });
    expect(moveFocus(months, { month: 0, slot: 4 }, 'End', 3)).toEqual({ month: 2, slot: 3 });
  });
});

const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('the shortcut a key is', () => {
  it('on a focused photo: arrows move (Shift extends), Space or x toggles, Enter opens', () => {
    expect(shortcutOf(press('ArrowDown'), true)).toEqual({ kind: 'move', key: 'ArrowDown', extend: false });
    expect(shortcutOf(press('ArrowLeft', { shiftKey: true }), true)).toEqual({
      kind: 'move',
      key: 'ArrowLeft',
      extend: true,
    });
    expect(shortcutOf(press(' '), true)).toEqual({ kind: 'toggle' });
    expect(shortcutOf(press('x'), true)).toEqual({ kind: 'toggle' });
    expect(shortcutOf(press('X', { shiftKey: true }), true)).toEqual({ kind: 'toggle' });
    expect(shortcutOf(press('Enter'), true)).toEqual({ kind: 'open' });
  });

  it('anywhere on the page: ?, Ctrl or ⌘ + A, Delete and Escape; the photo keys only on a photo', () => {
    expect(shortcutOf(press('?', { shiftKey: true }), false)).toEqual({ kind: 'help' });
    expect(shortcutOf(press('a', { ctrlKey: true }), false)).toEqual({ kind: 'selectAll' });
    expect(shortcutOf(press('a', { metaKey: true }), false)).toEqual({ kind: 'selectAll' });
    expect(shortcutOf(press('Delete'), false)).toEqual({ kind: 'delete' });
    expect(shortcutOf(press('Escape'), false)).toEqual({ kind: 'clear' });
    expect(shortcutOf(press('ArrowDown'), false)).toBeNull();
    expect(shortcutOf(press('x'), false)).toBeNull();
  });

  it("leaves the browser's own combinations alone", () => {
    for (const key of ['k', 'f', 'l', 't', 'c', 'v', 'r']) {
      expect(shortcutOf(press(key, { ctrlKey: true }), true)).toBeNull();
      expect(shortcutOf(press(key, { metaKey: true }), true)).toBeNull();
    }
    expect(shortcutOf(press('a', { ctrlKey: true, shiftKey: true }), true)).toBeNull();
    expect(shortcutOf(press('ArrowLeft', { altKey: true }), true)).toBeNull();
    expect(shortcutOf(press('Enter', { ctrlKey: true }), true)).toBeNull();
  });

  it('is not taken from a text field or a dialog', () => {
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    const tile = document.createElement('button');
    document.body.append(input, dialog, tile);
    try {
      expect(notForTheGrid(input)).toBe(true);
      expect(notForTheGrid(button)).toBe(true);
      expect(notForTheGrid(tile)).toBe(false);
    } finally {
      // The client's test files share one DOM (isolate: false): a dialog left behind is found by later files.
      for (const element of [input, dialog, tile]) element.remove();
    }
  });
});
