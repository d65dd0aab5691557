import { afterEach, describe, expect, it, vi } from 'vitest';
import { GRID_FIRST_ROW_STORAGE_KEY } from '#platform/boot/grid-constants';
import { rememberedGridWidth, rememberFirstRowPlace, rememberGridFirstRow } from './grid-first-row';

describe('the grid width kept for the next visit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the width the grid was laid out at, in a window of the same width only', () => {
    vi.stubGlobal('innerWidth', 1280);
    rememberGridFirstRow({ columns: 6, cell: 166, width: 1032 });
    expect(rememberedGridWidth()).toBe(1032);
    vi.stubGlobal('innerWidth', 1279);
    expect(rememberedGridWidth()).toBeNull();
  });

  it('is unknown without a kept row, from a row kept before widths were, or from anything unreadable', () => {
    vi.stubGlobal('innerWidth', 1280);
    expect(rememberedGridWidth()).toBeNull();
    for (const stored of [
      '{"viewport":1280,"columns":6,"cell":166}',
      '{"viewport":1280,"columns":6,"cell":166,"width":0}',
      '{"viewport":1280,"columns":6,"cell":166,"width":1032.5}',
      '{"viewport":1280,"columns":6,"cell":166,"width":99999}',
      '{"viewport":1280,"columns":6,"cell":166,"width":"1032"}',
      'not json',
      'null',
    ]) {
      window.localStorage.setItem(GRID_FIRST_ROW_STORAGE_KEY, stored);
      expect(rememberedGridWidth()).toBeNull();
    }
  });
});

describe("the first row's place kept for the boot script (decision 392)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });
  const kept = () => JSON.parse(window.localStorage.getItem(GRID_FIRST_ROW_STORAGE_KEY) ?? 'null');

  it('is where the first tile is in the document, with the step to the next, beside the layout', () => {
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('scrollY', 40);
    rememberGridFirstRow({ columns: 6, cell: 146, width: 896 });
    rememberFirstRowPlace(new DOMRect(312, 465.504, 146, 146), 150);
    expect(kept()).toEqual({
      viewport: 1280,
      columns: 6,
      cell: 146,
      width: 896,
      place: { top: 505.5, left: 312, pitch: 150 },
    });
    // Laid out the same again: the place stays.
    rememberGridFirstRow({ columns: 6, cell: 146, width: 896 });
    expect(kept().place).toEqual({ top: 505.5, left: 312, pitch: 150 });
  });

  it('goes with a new layout, and is not kept for a window the layout was not kept for', () => {
    vi.stubGlobal('innerWidth', 1280);
    rememberGridFirstRow({ columns: 6, cell: 146, width: 896 });
    rememberFirstRowPlace(new DOMRect(312, 505, 146, 146), 150);
    rememberGridFirstRow({ columns: 5, cell: 176, width: 896 });
    expect(kept().place).toBeUndefined();
    vi.stubGlobal('innerWidth', 1000);
    rememberFirstRowPlace(new DOMRect(312, 505, 146, 146), 150);
    expect(kept()).toEqual({ viewport: 1280, columns: 5, cell: 176, width: 896 });
  });

  it('tells the gateway, by a cookie of My photos’ page alone, that the boot script can paint the row (decision 393)', () => {
    vi.stubGlobal('innerWidth', 1280);
    const written = vi.spyOn(document, 'cookie', 'set');
    rememberGridFirstRow({ columns: 6, cell: 146, width: 896 });
    expect(written).not.toHaveBeenCalled();
    rememberFirstRowPlace(new DOMRect(312, 505, 146, 146), 150);
    expect(written).toHaveBeenCalledTimes(1);
    const cookie = String(written.mock.calls[0]?.[0]);
    expect(cookie).toMatch(/^first-row=1; Path=\/my-photos\/photos; SameSite=Lax; Expires=/);
    expect(new Date(cookie.split('Expires=')[1] ?? '').getTime()).toBeGreaterThan(
      Date.now() + 300 * 86_400_000,
    );
    written.mockRestore();
  });
});
