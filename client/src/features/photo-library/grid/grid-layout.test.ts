import { describe, expect, it } from 'vitest';
import { estimatedFirstRow } from '#platform/boot/thumbnail-boot';
import { buildRows, gridMetrics, rowHeight, sameRowSource, slotCount } from './grid-layout';

describe('grid metrics', () => {
  it('fits square cells of about 150 px beside the menu and at least three on a phone', () => {
    const desktop = gridMetrics(928);
    expect(desktop.columns).toBe(6);
    expect(desktop.cell).toBeGreaterThanOrEqual(140);
    expect(desktop.cell * desktop.columns + desktop.gap * (desktop.columns - 1)).toBeLessThanOrEqual(928);
    const phone = gridMetrics(335);
    expect(phone.columns).toBe(3);
    expect(phone.cell).toBeGreaterThan(100);
    expect(gridMetrics(120).columns).toBe(3);
  });
});

describe("the boot script's first row on a phone's first visit (decision 530)", () => {
  it("is the grid's own layout of the window less the page's padding, at every phone width", () => {
    for (let viewport = 320; viewport < 575; viewport += 1) {
      const { columns, cell } = gridMetrics(viewport - 32, 'medium');
      expect(estimatedFirstRow(viewport, null, 16)).toEqual({ columns, cell, place: null });
    }
  });
});

describe('month slots', () => {
  it('shows a whole small month, the first page and a +N tile of a larger one, and all of it once expanded', () => {
    expect(slotCount({ count: 7, expanded: false })).toBe(7);
    expect(slotCount({ count: 24, expanded: false })).toBe(24);
    expect(slotCount({ count: 20_000, expanded: false })).toBe(25);
    expect(slotCount({ count: 20_000, expanded: true })).toBe(20_000);
  });
});

describe('rows', () => {
  it('gives each month a header and rows of the column count, sized before anything loads', () => {
    const rows = buildRows(
      [
        { key: '2024-05', count: 7, expanded: false },
        { key: '2024-04', count: 0, expanded: false },
        { key: '2024-03', count: 100, expanded: false },
      ],
      3,
    );
    expect(rows).toEqual([
      { kind: 'header', monthKey: '2024-05' },
      { kind: 'photos', monthKey: '2024-05', start: 0, end: 3 },
      { kind: 'photos', monthKey: '2024-05', start: 3, end: 6 },
      { kind: 'photos', monthKey: '2024-05', start: 6, end: 7 },
      { kind: 'header', monthKey: '2024-03' },
      ...[0, 3, 6, 9, 12, 15, 18, 21, 24].map((start) => ({
        kind: 'photos',
        monthKey: '2024-03',
        start,
        end: Math.min(25, start + 3),
      })),
    ]);
    const metrics = gridMetrics(600);
    expect(rowHeight(rows[0] as never, metrics)).toBe(metrics.headerHeight);
    expect(rowHeight(rows[1] as never, metrics)).toBe(metrics.cell + metrics.gap);
  });

  it('keeps a 20,000-photo month to rows, not cells: 1 header and ceil(20000 / columns) rows', () => {
    expect(buildRows([{ key: 'big', count: 20_000, expanded: true }], 7)).toHaveLength(
      1 + Math.ceil(20_000 / 7),
    );
  });
});

describe('thumbnail sizes', () => {
  it('make more, smaller cells or fewer, larger ones at every width, the medium size being the grid as it was', () => {
    for (const width of [343, 728, 928, 1200]) {
      const small = gridMetrics(width, 'small');
      const medium = gridMetrics(width, 'medium');
      const large = gridMetrics(width, 'large');
      expect(medium).toEqual(gridMetrics(width));
      expect(small.columns).toBeGreaterThan(medium.columns);
      expect(large.columns).toBeLessThan(medium.columns);
      expect(small.cell).toBeLessThan(medium.cell);
      expect(large.cell).toBeGreaterThan(medium.cell);
      for (const metrics of [small, large]) {
        expect(metrics.cell * metrics.columns + metrics.gap * (metrics.columns - 1)).toBeLessThanOrEqual(
          width,
        );
      }
    }
    expect(gridMetrics(343, 'large').columns).toBe(2);
    expect(gridMetrics(343, 'small').columns).toBe(5);
  });
});

describe('the rows a list of months gives', () => {
  const may = { key: '2024-05', count: 7, expanded: false };
  const day = { key: '2016-08', count: 70_000, expanded: true };
  const july = { key: '2016-07', count: 100, expanded: false };

  it('are the same for the same months and slots, whatever else changed (a page of photos landing)', () => {
    expect(sameRowSource([may, day, july], [{ ...may }, { ...day }, { ...july }])).toBe(true);
    // A collapsed month shows 24 photos and its '+N' tile whether it holds 100 or 120.
    expect(sameRowSource([july], [{ ...july, count: 120 }])).toBe(true);
  });

  it('differ when a month is expanded, changes size, comes, goes or moves', () => {
    expect(sameRowSource([july], [{ ...july, expanded: true }])).toBe(false);
    expect(sameRowSource([day], [{ ...day, count: 69_999 }])).toBe(false);
    expect(sameRowSource([may], [{ ...may, count: 6 }])).toBe(false);
    expect(sameRowSource([may, day], [may])).toBe(false);
    expect(sameRowSource([may, day], [day, may])).toBe(false);
  });
});
