import { afterEach, describe, expect, it, vi } from 'vitest';
import { GRID_FIRST_ROW_STORAGE_KEY, rememberedGridWidth, rememberGridFirstRow } from './grid-first-row';

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
