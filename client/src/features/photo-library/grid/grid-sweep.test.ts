import { describe, expect, it } from 'vitest';
import { countSelected, type SelectionScope } from '#platform/photo-library/selection';
import { NOTHING } from '#platform/photo-library/selection/selection-model';
import { sweepSelection } from '#platform/photo-library/selection/selection-sweep';
import { rowOffsets } from './grid-anchor';
import { buildRows, type GridMetrics } from './grid-layout';
import { placeAt, placesInRect, rectBetween, type SweepLayout } from './grid-sweep';

// Five columns of 100 px tiles 4 px apart (pitch 104); a header row is 56 px, a photo row 104.
const metrics: GridMetrics = { columns: 5, cell: 100, gap: 4, headerHeight: 56 };

function layoutOf(months: { key: string; count: number; expanded: boolean }[]): SweepLayout {
  const rows = buildRows(months, metrics.columns);
  return {
    rows,
    offsets: rowOffsets(rows, metrics),
    metrics,
    monthsByKey: new Map(months.map((month, index) => [month.key, { month, index }])),
  };
}

// m1: 12 photos (header 0–56, rows at 56, 160, 264); m2: 8 photos (header 368–424, rows at 424, 528).
const small = layoutOf([
  { key: 'm1', count: 12, expanded: false },
  { key: 'm2', count: 8, expanded: false },
]);

describe('placesInRect', () => {
  it('takes the tiles a rectangle touches in each row, as index ranges of the month', () => {
    // Columns 1 and 2 (x 104–308) of m1's first two rows.
    expect(placesInRect(small, rectBetween({ x: 150, y: 100 }, { x: 210, y: 200 }))).toEqual([
      { month: 'm1', from: 1, to: 3 },
      { month: 'm1', from: 6, to: 8 },
    ]);
  });

  it('merges whole rows and crosses a month boundary, header included', () => {
    expect(placesInRect(small, { left: 0, right: 600, top: 170, bottom: 430 })).toEqual([
      { month: 'm1', from: 5, to: 12 },
      { month: 'm2', from: 0, to: 5 },
    ]);
  });

  it('touches nothing in the gaps between tiles, beside the last tile of a row or in a header', () => {
    expect(placesInRect(small, { left: 101, right: 103, top: 60, bottom: 300 })).toEqual([]);
    // m1's last row holds two tiles: the space after them is empty.
    expect(placesInRect(small, { left: 300, right: 500, top: 270, bottom: 300 })).toEqual([]);
    expect(placesInRect(small, { left: 0, right: 500, top: 370, bottom: 420 })).toEqual([]);
  });

  it("takes the rest of a month that is not expanded when it touches its '+N' tile", () => {
    const big = layoutOf([{ key: 'big', count: 100_000, expanded: false }]);
    // 25 slots: 24 photos then the '+N' tile, the last of the fifth row (y 472, x 416–516).
    expect(placesInRect(big, { left: 330, right: 450, top: 480, bottom: 500 })).toEqual([
      { month: 'big', from: 23, to: 100_000 },
    ]);
  });

  it('finds the place under a point, and none in a gap', () => {
    expect(placeAt(small, { x: 320, y: 170 })).toEqual({ month: 'm1', from: 8, to: 9 });
    expect(placeAt(small, { x: 102, y: 170 })).toBeNull();
  });
});

describe('a rectangle over months not loaded, in the selection model', () => {
  // A million photos in ten months none of which is loaded (no ids at all), the fifth expanded.
  const months = Array.from({ length: 10 }, (_, i) => ({
    key: `2020-${String(i + 1).padStart(2, '0')}`,
    count: 100_000,
    expanded: i === 4,
  }));
  const layout = layoutOf(months);
  const scope: SelectionScope = { months: months.map((m) => ({ ...m, photos: [] })) };

  it('selects what the rows will hold and counts it at once', () => {
    // From the top of the grid down to the second row of the fifth month: four whole months and 10 photos.
    const fifth = layout.rows.findIndex((row) => row.monthKey === '2020-05' && row.kind === 'photos');
    const bottom = (layout.offsets[fifth + 1] as number) + 10;
    const ranges = placesInRect(layout, { left: 0, right: 600, top: 0, bottom });
    const value = sweepSelection(NOTHING, scope, ranges, 'replace');
    expect(countSelected(value, scope)).toBe(400_010);
    expect(value.photos.size).toBe(0);
  });

  it('removes with Alt and adds with Ctrl over what is already selected', () => {
    const all = sweepSelection(NOTHING, scope, [{ month: '2020-05', from: 0, to: 100_000 }], 'replace');
    const fifth = layout.rows.findIndex((row) => row.monthKey === '2020-05' && row.kind === 'photos');
    const top = layout.offsets[fifth] as number;
    // The first two tiles of the fifth month's first row, then the first tile of another month.
    const removed = sweepSelection(
      all,
      scope,
      placesInRect(layout, { left: 0, right: 150, top, bottom: top }),
      'remove',
    );
    expect(countSelected(removed, scope)).toBe(99_998);
    const added = sweepSelection(
      removed,
      scope,
      placesInRect(layout, { left: 0, right: 10, top: 60, bottom: 70 }),
      'add',
    );
    expect(countSelected(added, scope)).toBe(99_999);
  });
});
