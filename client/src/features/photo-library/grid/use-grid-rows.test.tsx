import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { TimelineStore } from '#platform/photo-library/timeline';
import { loadedStore, photos } from '#platform/photo-library/timeline/timeline-store.test-support';
import { type GridRows, useGridRows } from './use-grid-rows';

function Rows({ store, version, seen }: { store: TimelineStore; version: number; seen: GridRows[] }) {
  const ref = useRef<HTMLDivElement>(null);
  seen.push(useGridRows(ref, { store, version, sectionHeaders: true, rememberedWidth: () => 1032 }));
  return <div ref={ref} />;
}

describe('the grid rows', () => {
  it('stay the same rows while pages of an expanded month land, and are built again when a month changes size', async () => {
    const { store } = await loadedStore({ '2016-08': photos('day', 1000), '2016-07': photos('july', 30) });
    await store.loadMonth('2016-08');
    await store.loadMonth('2016-07');
    store.expand('2016-08');
    const seen: GridRows[] = [];
    const view = render(<Rows store={store} version={store.getVersion()} seen={seen} />);
    const before = seen.at(-1) as GridRows;
    const columns = before.metrics.columns;
    // A header and the whole month's rows (sized from its count), then July's header, rows and '+N' tile.
    expect(before.rows).toHaveLength(1 + Math.ceil(1000 / columns) + 1 + Math.ceil(25 / columns));

    await act(() => store.ensureLoaded('2016-08', 500));
    view.rerender(<Rows store={store} version={store.getVersion()} seen={seen} />);
    const paged = seen.at(-1) as GridRows;
    expect(paged.monthsByKey.get('2016-08')?.month.photos.length).toBeGreaterThan(500);
    expect(paged.rows).toBe(before.rows);
    expect(paged.offsets).toBe(before.offsets);

    act(() => store.expand('2016-07'));
    view.rerender(<Rows store={store} version={store.getVersion()} seen={seen} />);
    const expanded = seen.at(-1) as GridRows;
    expect(expanded.rows).not.toBe(before.rows);
    expect(expanded.rows).toHaveLength(1 + Math.ceil(1000 / columns) + 1 + Math.ceil(30 / columns));
  });
});
