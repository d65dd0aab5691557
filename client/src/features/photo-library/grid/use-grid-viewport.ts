import { type RefObject, useEffect } from 'react';
import type { TimelineStore } from '#platform/photo-library/timeline';
import type { GridRows } from './use-grid-rows';
import type { GridWindow } from './use-grid-virtualizer';

/** Months near the viewport load their first page; expanded months the pages of the rows near it. */
export function useLoadNearViewport(
  store: TimelineStore,
  { rows, monthsByKey }: Pick<GridRows, 'rows' | 'monthsByKey'>,
  { firstIndex, lastIndex }: Pick<GridWindow, 'firstIndex' | 'lastIndex'>,
): void {
  useEffect(() => {
    for (let index = firstIndex; index <= lastIndex; index += 1) {
      const row = rows[index];
      const month = row ? monthsByKey.get(row.monthKey)?.month : undefined;
      if (!row || !month) continue;
      if (month.status === 'uninitialized') void store.loadMonth(month.key);
      else if (
        row.kind === 'photos' &&
        month.expanded &&
        month.status === 'fulfilled' &&
        month.cursor !== null &&
        !month.loadingMore &&
        row.end > month.photos.length
      ) {
        void store.ensureLoaded(month.key, row.end - 1);
      }
    }
  }, [firstIndex, lastIndex, rows, monthsByKey, store]);
}

/** Where the month 'at the top' is read, as a fraction of the viewport's height from its top. */
const TOP_LINE = 0.2;

/**
 * Calls `onVisibleMonths` with the keys of the months on screen once scrolling settles, and the month a reader
 * sees at the top.
 */
export function useVisibleMonths(
  rows: GridRows['rows'],
  { virtualizer, scrollMargin, firstIndex, lastIndex }: GridWindow,
  onVisibleMonths: ((keys: string[], top: string | undefined) => void) | undefined,
): void {
  const visibleKey = `${firstIndex}:${lastIndex}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the rendered range moves.
  useEffect(() => {
    if (!onVisibleMonths) return;
    const timer = setTimeout(() => {
      const keys = new Set<string>();
      const offset = (virtualizer.scrollOffset ?? 0) - scrollMargin;
      // The month a reader sees at the top: the one across a line a fifth of the way down (below the page's
      // sticky bar), not a row's last pixels at the very top.
      const line = offset + window.innerHeight * TOP_LINE;
      let top: string | undefined;
      for (const item of virtualizer.getVirtualItems()) {
        const row = rows[item.index];
        const start = item.start - virtualizer.options.scrollMargin;
        if (row && start + item.size > offset && start < offset + window.innerHeight) {
          keys.add(row.monthKey);
          if (top === undefined && start + item.size > line) top = row.monthKey;
        }
      }
      onVisibleMonths([...keys], top ?? [...keys].at(-1));
    }, 400);
    return () => clearTimeout(timer);
  }, [visibleKey, onVisibleMonths, rows, virtualizer, scrollMargin]);
}

/**
 * Reports the first row of photos after a render that shows it or changes it: its tiles and the step from one
 * tile to the next, or null when it is not rendered (the grid opened further down). Decision 392.
 */
export function useFirstRowReport(
  gridRef: RefObject<HTMLElement | null>,
  { rows, monthsByKey, metrics, firstPhotoRow }: GridRows,
  { scrollMargin, firstIndex, lastIndex, virtualizer }: GridWindow,
  onFirstRow: ((row: { tiles: HTMLElement[]; pitch: number } | null) => void) | undefined,
): void {
  const rendered = virtualizer.getVirtualItems().length > 0;
  // The first row of photos: rendered or not, and how many of its photos have landed.
  const firstRowIn = rendered ? firstPhotoRow >= firstIndex && firstPhotoRow <= lastIndex : null;
  const firstRow = rows[firstPhotoRow];
  const firstRowFilled =
    firstRow?.kind === 'photos'
      ? Math.min(monthsByKey.get(firstRow.monthKey)?.month.photos.length ?? 0, firstRow.end)
      : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row's place moves with the grid's top too.
  useEffect(() => {
    if (!onFirstRow || firstRowIn === null || firstRowFilled === 0) return;
    const row = firstRowIn ? gridRef.current?.querySelector(`[data-index="${firstPhotoRow}"]`) : null;
    onFirstRow(
      row
        ? {
            tiles: [...row.querySelectorAll<HTMLElement>('[data-photo-id]')],
            pitch: metrics.cell + metrics.gap,
          }
        : null,
    );
  }, [onFirstRow, firstRowIn, firstRowFilled, firstPhotoRow, metrics, scrollMargin]);
}
