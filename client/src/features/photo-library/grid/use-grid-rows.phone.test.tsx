import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimelineStore } from '#platform/photo-library/timeline';
import { loadedStore, photos } from '#platform/photo-library/timeline/timeline-store.test-support';
import { type GridRows, useGridRows } from './use-grid-rows';

// First visits, in windows of widths no other test uses: the grid keeps its last width per window width for the
// module's life, and test files may share their modules.

function Rows({ store, seen }: { store: TimelineStore; seen: GridRows[] }) {
  const ref = useRef<HTMLDivElement>(null);
  seen.push(useGridRows(ref, { store, version: store.getVersion(), sectionHeaders: true }));
  return <div ref={ref} />;
}

const windowWidth = window.innerWidth;

function atWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('the grid rows on a first visit', () => {
  afterEach(() => atWindowWidth(windowWidth));

  it('wait for the measured width on a larger screen (a loader first)', async () => {
    const { store } = await loadedStore({ '2016-08': photos('day', 30) });
    atWindowWidth(800);
    const seen: GridRows[] = [];
    render(<Rows store={store} seen={seen} />);
    expect(seen[0]?.width).toBeNull();
    expect(seen[0]?.rows).toEqual([]);
  });

  it("are laid out at the first render on a phone, for the window's width but the page's padding", async () => {
    const { store } = await loadedStore({ '2016-08': photos('day', 30) });
    atWindowWidth(412);
    const seen: GridRows[] = [];
    render(<Rows store={store} seen={seen} />);
    const first = seen[0] as GridRows;
    expect(first.width).toBe(380);
    // 380 px at the medium size: three columns of 125 px; a header, then the first page's rows and its '+N' tile.
    expect([first.metrics.columns, first.metrics.cell]).toEqual([3, 125]);
    expect(first.rows).toHaveLength(1 + Math.ceil(25 / 3));
    expect(first.firstPhotoRow).toBe(1);
  });

  it('start at the width last shown only in a window of the same width', async () => {
    const { store } = await loadedStore({ '2016-08': photos('day', 30) });
    atWindowWidth(412);
    const seen: GridRows[] = [];
    render(<Rows store={store} seen={seen} />);
    expect(seen.at(-1)?.width).toBe(380);
    // Turned to a wider window: the phone's width is not taken for it; the grid waits for its measure.
    atWindowWidth(800);
    const wider: GridRows[] = [];
    render(<Rows store={store} seen={wider} />);
    expect(wider[0]?.width).toBeNull();
  });
});
