import { describe, expect, it } from 'vitest';
import { anchorAt, offsetOf, rowOffsets } from './grid-anchor';
import { buildRows, gridMetrics } from './grid-layout';

const months = [
  { key: '2024-05', count: 7, expanded: false },
  { key: '2024-04', count: 100, expanded: true },
  { key: '2024-03', count: 30, expanded: false },
];

function must<T>(value: T | null): T {
  if (value === null) throw new Error('expected a value');
  return value;
}

/** The first photo slot of the row at `offset` px of a layout, with its month. */
function photoAt(
  rows: ReturnType<typeof buildRows>,
  metrics: ReturnType<typeof gridMetrics>,
  offset: number,
) {
  const offsets = rowOffsets(rows, metrics);
  const index = offsets.findLastIndex((top, i) => i < rows.length && top <= offset);
  return rows[index];
}

describe('row offsets', () => {
  it('add up header and photo rows, the last one being the height of the grid', () => {
    const metrics = gridMetrics(928);
    const rows = buildRows(months, metrics.columns);
    const offsets = rowOffsets(rows, metrics);
    expect(offsets[0]).toBe(0);
    expect(offsets[1]).toBe(metrics.headerHeight);
    expect(offsets[2]).toBe(metrics.headerHeight + metrics.cell + metrics.gap);
    const headers = rows.filter((row) => row.kind === 'header').length;
    expect(offsets.at(-1)).toBe(
      headers * metrics.headerHeight + (rows.length - headers) * (metrics.cell + metrics.gap),
    );
  });
});

describe('the photo at the top when the thumbnail size changes', () => {
  it('is the same photo, as far into its row, at every size', () => {
    const medium = gridMetrics(928, 'medium');
    const mediumRows = buildRows(months, medium.columns);
    // The viewport's top 40 % into the row holding photos 36 to 41 of April.
    const offsets = rowOffsets(mediumRows, medium);
    const row = mediumRows.findIndex(
      (r) => r.kind === 'photos' && r.monthKey === '2024-04' && r.start === 36,
    );
    const top = (offsets[row] as number) + 0.4 * (medium.cell + medium.gap);
    const anchor = must(anchorAt(mediumRows, medium, top));
    expect(anchor).toEqual({ monthKey: '2024-04', slot: 36, into: expect.closeTo(0.4, 5) });

    for (const size of ['small', 'large'] as const) {
      const metrics = gridMetrics(928, size);
      const rows = buildRows(months, metrics.columns);
      expect(metrics.columns).not.toBe(medium.columns);
      const offset = offsetOf(anchor, rows, metrics) as number;
      const there = photoAt(rows, metrics, offset);
      expect(there).toMatchObject({ kind: 'photos', monthKey: '2024-04' });
      if (there?.kind !== 'photos') throw new Error('not a photo row');
      expect(36).toBeGreaterThanOrEqual(there.start);
      expect(36).toBeLessThan(there.end);
      // and back: the same photo at the top of the medium grid again
      // (the row it landed in may start before it: the change's own anchor is kept while the viewport stays put)
      expect(anchorAt(rows, metrics, offset + 0.4, { anchor, offset })).toBe(anchor);
      const back = offsetOf(
        must(anchorAt(rows, metrics, offset, { anchor, offset })),
        mediumRows,
        medium,
      ) as number;
      expect(photoAt(mediumRows, medium, back)).toMatchObject({ monthKey: '2024-04', start: 36 });
    }
  });

  it("keeps a month's header at the top, and asks nothing when the grid starts below the viewport's top", () => {
    const medium = gridMetrics(375, 'medium');
    const rows = buildRows(months, medium.columns);
    const headerRow = rows.findIndex((r) => r.kind === 'header' && r.monthKey === '2024-03');
    const anchor = must(anchorAt(rows, medium, rowOffsets(rows, medium)[headerRow] as number));
    expect(anchor).toEqual({ monthKey: '2024-03', slot: null, into: 0 });
    const large = gridMetrics(375, 'large');
    const largeRows = buildRows(months, large.columns);
    const largeHeader = largeRows.findIndex((r) => r.kind === 'header' && r.monthKey === '2024-03');
    expect(offsetOf(anchor, largeRows, large)).toBe(rowOffsets(largeRows, large)[largeHeader]);
    expect(anchorAt(rows, medium, 0)).toBeNull();
    expect(anchorAt([], medium, 500)).toBeNull();
    expect(offsetOf({ monthKey: '1999-01', slot: 0, into: 0 }, rows, medium)).toBeNull();
  });
});
