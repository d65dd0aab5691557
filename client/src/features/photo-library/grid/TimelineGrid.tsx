import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import type { Photo } from '#contracts/photos';
import type { SelectionSnapshot } from '#platform/photo-library/selection';
import type { MonthState, TimelineStore } from '#platform/photo-library/timeline';
import { hasScrollPosition, monthLabel, useGridSize } from '#platform/photo-library/timeline';
import { Loader } from '#ui/Loader';
import { DateScrubber, type ScrubberMonth } from './DateScrubber';
import { rowOffsets } from './grid-anchor';
import { moveFocus } from './grid-keys';
import { buildRows, type GridRow, gridMetrics, rowHeight } from './grid-layout';
import { MonthHeaderRow } from './MonthHeaderRow';
import { PhotoRow } from './PhotoRow';
import { timelineMessages as m } from './timeline-messages';
import { useMeasuredWidth } from './use-element-width';
import { useGridZoom } from './use-grid-zoom';
import { useSizeAnchor } from './use-size-anchor';
import './photo-grid.scss';

export interface TimelineGridProps {
  store: TimelineStore;
  /** The store's version: a new value re-renders the grid. */
  version: number;
  selection: SelectionSnapshot;
  onOpen(photo: Photo): void;
  onToggle(photo: Photo, range: boolean): void;
  onToggleMonth(month: MonthState): Promise<void>;
  /** Called with the keys of the months on screen after scrolling settles. */
  onVisibleMonths?(keys: string[]): void;
  /** Month headers (and the date scrubber); off for a list that is one section (an album). Default on. */
  sectionHeaders?: boolean;
  /** The grid's accessible name (default 'Your photos by month'). */
  label?: string;
  /** Called with the columns, the tile width and the grid's width each time it is laid out for a new width or size. */
  onLayout?(layout: { columns: number; cell: number; width: number }): void;
  /**
   * Reads the grid's width when it was last laid out in a window of this width, kept across visits (My photos),
   * or null: the first render lays out its rows at once for it instead of waiting to measure (decision 383).
   */
  rememberedWidth?(): number | null;
  /**
   * Called after a render that shows the first row of photos or changes it, with its tiles and the step from one
   * tile to the next; null when the first row is not rendered (the grid opened further down). My photos hands the
   * boot script's painted row over to it (decision 392).
   */
  onFirstRow?(row: { tiles: HTMLElement[]; pitch: number } | null): void;
}

/** The width the grid's sizes assume before it is first measured. */
const FALLBACK_WIDTH = 1024;
/** The grid's width when it was last shown. */
let lastWidth: number | null = null;

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * The one photo grid (the timeline's, an album's): months as sections sized from their counts before they load, only the rows near the
 * viewport in the DOM (a 20,000-photo month included), pages loaded as they scroll near, keyboard navigation
 * with one tab stop, and a date scrubber to jump anywhere. Its thumbnail size is the device's (`GridSizeControl`,
 * Ctrl/⌘ + wheel or a pinch over the grid); the photo at the top stays there when it changes.
 */
export function TimelineGrid({
  store,
  version,
  selection,
  onOpen,
  onToggle,
  onToggleMonth,
  onVisibleMonths,
  sectionHeaders = true,
  label,
  onLayout,
  rememberedWidth,
  onFirstRow,
}: TimelineGridProps) {
  const intl = useIntl();
  const containerRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  // Unknown at the first render: the grid's rows are rendered once, for the width measured (as a transition, in
  // slices), not first for a guess and again for the true width. The loader stays until then.
  // A grid shown again (back from the preview), or one with a scroll position to restore, starts at its last
  // width as before: the position is restored into rows already there. So does a grid whose width in a window of
  // this width is known from a previous visit (rememberedWidth); if it measures otherwise, it lays out again before
  // the browser paints.
  const [first] = useState(() => {
    const start = lastWidth ?? rememberedWidth?.() ?? null;
    return { defer: start === null && !hasScrollPosition(), width: start ?? FALLBACK_WIDTH };
  });
  const width = useMeasuredWidth(gridRef, first.defer, first.width);
  if (width !== null) lastWidth = width;
  const size = useGridSize();
  const metrics = useMemo(() => gridMetrics(width ?? FALLBACK_WIDTH, size), [width, size]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store mutates; version says when.
  const months = useMemo(() => store.months, [store, version]);
  const monthsByKey = useMemo(
    () => new Map(months.map((month, index) => [month.key, { month, index }])),
    [months],
  );
  const rows = useMemo(
    () => (width === null ? [] : buildRows(months, metrics.columns, sectionHeaders)),
    [width, months, metrics.columns, sectionHeaders],
  );
  // Where each row starts (the rows' sizes are exact): the scrubber's months, the grid's height.
  const offsets = useMemo(() => rowOffsets(rows, metrics), [rows, metrics]);
  // The first row of photos is above the fold at first paint: its thumbnails load first (the LCP image).
  const firstPhotoRow = useMemo(() => rows.findIndex((row) => row.kind === 'photos'), [rows]);
  useEffect(() => {
    if (width !== null) onLayout?.({ columns: metrics.columns, cell: metrics.cell, width });
  }, [width, metrics, onLayout]);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [busyMonth, setBusyMonth] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);

  useLayoutEffect(() => {
    const top = (containerRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 0.5) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => rowHeight(rows[index] as GridRow, metrics),
    overscan: 4,
    scrollMargin,
  });
  // New rows or sizes must be measured again. A new row count already rebuilds every row's place from estimateSize
  // in the render that shows it (the grid's first rows, a month loaded), and measure() would render it all again
  // in the same task: only the same count with other rows or sizes (a new width or zoom) needs it.
  const measuredCount = useRef(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new rows or sizes must be measured again.
  useLayoutEffect(() => {
    if (measuredCount.current !== rows.length) measuredCount.current = rows.length;
    else virtualizer.measure();
  }, [virtualizer, rows, metrics]);
  useSizeAnchor(gridRef, size, { rows, metrics, scrollMargin });
  useGridZoom(containerRef);

  const items = virtualizer.getVirtualItems();
  const firstIndex = items[0]?.index ?? 0;
  const lastIndex = items.at(-1)?.index ?? -1;

  // The first row of photos: rendered or not, and how many of its photos have landed.
  const firstRowIn = items.length > 0 ? firstPhotoRow >= firstIndex && firstPhotoRow <= lastIndex : null;
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

  // Months near the viewport load their first page; expanded months the pages of the rows near it.
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

  // The months on screen, once scrolling settles.
  const visibleKey = `${firstIndex}:${lastIndex}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the rendered range moves.
  useEffect(() => {
    if (!onVisibleMonths) return;
    const timer = setTimeout(() => {
      const keys = new Set<string>();
      for (const item of virtualizer.getVirtualItems()) {
        const row = rows[item.index];
        const top = item.start - virtualizer.options.scrollMargin;
        const offset = virtualizer.scrollOffset ?? 0;
        if (
          row &&
          top + item.size > offset - scrollMargin &&
          top < offset - scrollMargin + window.innerHeight
        ) {
          keys.add(row.monthKey);
        }
      }
      onVisibleMonths([...keys]);
    }, 400);
    return () => clearTimeout(timer);
  }, [visibleKey, onVisibleMonths, rows, virtualizer, scrollMargin]);

  const labelOf = useCallback(
    (month: Pick<MonthState, 'year' | 'month'>) =>
      monthLabel(month, intl.locale) ?? intl.formatMessage(m.unknownDate),
    [intl],
  );

  const rowOfPhoto = useCallback(
    (monthKey: string, slot: number) =>
      rows.findIndex(
        (r) => r.kind === 'photos' && r.monthKey === monthKey && slot >= r.start && slot < r.end,
      ),
    [rows],
  );

  // After a keyboard move to a row that was not rendered, focus it once it is.
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    const element = containerRef.current?.querySelector<HTMLElement>(`[data-photo-id="${CSS.escape(id)}"]`);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  const focusable = focusedId ?? months.find((mo) => mo.photos.length > 0)?.photos[0]?.imageId ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const id = target.dataset.photoId;
    if (!id) return;
    const at = store.locate(id);
    if (!at) return;
    const photo = at.month.photos[at.index] as Photo;
    if (event.key === ' ') {
      event.preventDefault();
      onToggle(photo, event.shiftKey);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(photo);
      return;
    }
    if (!ARROWS.has(event.key)) return;
    event.preventDefault();
    const from = { month: months.indexOf(at.month), slot: at.index };
    const to = moveFocus(months, from, event.key as Parameters<typeof moveFocus>[2], metrics.columns);
    const next = to ? months[to.month]?.photos[to.slot] : undefined;
    if (!to || !next) return;
    setFocusedId(next.imageId);
    pendingFocus.current = next.imageId;
    const rowIndex = rowOfPhoto(months[to.month]?.key ?? '', to.slot);
    if (rowIndex >= 0) virtualizer.scrollToIndex(rowIndex, { align: 'auto' });
  };

  // The months' places on the scrubber, from the rows' exact sizes: they follow a new width or thumbnail size in
  // the same render, before the virtualizer measures again.
  const scrubberMonths: ScrubberMonth[] = useMemo(() => {
    const result: ScrubberMonth[] = [];
    rows.forEach((row, index) => {
      if (row.kind !== 'header') return;
      const entry = monthsByKey.get(row.monthKey);
      if (entry) {
        result.push({
          key: row.monthKey,
          year: entry.month.year,
          label: labelOf(entry.month),
          offset: offsets[index] as number,
        });
      }
    });
    return result;
  }, [rows, monthsByKey, labelOf, offsets]);

  const currentOffset = Math.max(0, (virtualizer.scrollOffset ?? 0) - scrollMargin);

  // Stable callbacks, so a memoised tile re-renders only when its own photo or state changes.
  const latest = useRef({ selecting: selection.active, onToggle, onOpen });
  latest.current = { selecting: selection.active, onToggle, onOpen };
  const activate = useCallback((photo: Photo, event: { shiftKey: boolean }) => {
    setFocusedId(photo.imageId);
    const { selecting, onToggle: toggle, onOpen: open } = latest.current;
    if (selecting || event.shiftKey) toggle(photo, event.shiftKey);
    else open(photo);
  }, []);
  const expand = useCallback((month: MonthState) => store.expand(month.key), [store]);

  const toggleMonth = async (month: MonthState) => {
    setBusyMonth(month.key);
    try {
      await onToggleMonth(month);
    } finally {
      setBusyMonth(null);
    }
  };

  return (
    <div className={sectionHeaders ? 'timeline' : 'timeline timeline--plain'} ref={containerRef}>
      {width === null ? <Loader /> : null}
      <div
        ref={gridRef}
        role="grid"
        aria-label={label ?? intl.formatMessage(m.gridLabel)}
        className="timeline__grid"
        style={
          {
            height: virtualizer.getTotalSize(),
            '--cell': `${metrics.cell}px`,
            '--gap': `${metrics.gap}px`,
          } as never
        }
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const row = rows[item.index] as GridRow;
          const entry = monthsByKey.get(row.monthKey);
          if (!entry) return null;
          const { month } = entry;
          const style = { transform: `translateY(${item.start - scrollMargin}px)`, height: item.size };
          return (
            <div
              key={item.key}
              data-index={item.index}
              className="timeline__row"
              style={style}
              role="presentation"
            >
              {row.kind === 'header' ? (
                <MonthHeaderRow
                  month={month}
                  label={labelOf(month)}
                  busy={busyMonth === month.key}
                  allSelected={
                    month.count > 0 &&
                    (selection.monthSelected(month.key, month.count) ||
                      (month.photos.length >= month.count &&
                        month.photos.every((p) => selection.isSelected(p.imageId, month.key))))
                  }
                  onToggleMonth={toggleMonth}
                  onRetry={(mo) => void store.loadMonth(mo.key)}
                />
              ) : (
                <PhotoRow
                  month={month}
                  label={labelOf(month)}
                  start={row.start}
                  end={row.end}
                  tilePx={metrics.cell}
                  priority={item.index === firstPhotoRow}
                  selection={selection}
                  focusableId={focusable}
                  onActivate={activate}
                  onExpand={expand}
                />
              )}
            </div>
          );
        })}
      </div>
      {scrubberMonths.length > 1 ? (
        <DateScrubber
          months={scrubberMonths}
          totalHeight={offsets.at(-1) ?? 0}
          offset={currentOffset}
          label={intl.formatMessage(m.scrubber)}
          onJump={(offset) => window.scrollTo({ top: offset + scrollMargin })}
        />
      ) : null}
    </div>
  );
}
