import type { VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Photo } from '#contracts/photos';
import type { SelectionSnapshot } from '#platform/photo-library/selection';
import type { MonthState, TimelineStore } from '#platform/photo-library/timeline';
import { monthLabel } from '#platform/photo-library/timeline';
import { Loader } from '#ui/Loader';
import type { GridRow } from './grid-layout';
import { MonthHeaderRow, monthAllSelected, useMonthToggle } from './MonthHeaderRow';
import { PhotoRow } from './PhotoRow';
import { TimelineScrubber } from './TimelineScrubber';
import { timelineMessages as m } from './timeline-messages';
import { type GridFocus, useGridFocus } from './use-grid-focus';
import { type GridLanding, useGridLanding } from './use-grid-landing';
import { type GridRows, useGridRows } from './use-grid-rows';
import { useGridSweep } from './use-grid-sweep';
import { useFirstRowReport, useLoadNearViewport, useVisibleMonths } from './use-grid-viewport';
import { useGridVirtualizer } from './use-grid-virtualizer';
import { useGridZoom } from './use-grid-zoom';
import { useSizeAnchor } from './use-size-anchor';
import './photo-grid.scss';
import './grid-sweep.scss';

export interface TimelineGridProps {
  store: TimelineStore;
  /** The store's version: a new value re-renders the grid. */
  version: number;
  selection: SelectionSnapshot;
  onOpen(photo: Photo): void;
  onToggle(photo: Photo, range: boolean): void;
  onToggleMonth(month: MonthState): Promise<void>;
  /** Called with the keys of the months on screen after scrolling settles, and the one a reader sees at the top. */
  onVisibleMonths?(keys: string[], top: string | undefined): void;
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
  /** A photo to scroll to and focus once it is loaded (back from a preview that was opened by a link). */
  revealPhotoId?: string | null;
  /** A place to scroll to the top (go to a date): each new one is landed on once. */
  landing?: GridLanding | null;
}

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
  revealPhotoId,
  onToggle,
  onToggleMonth,
  onVisibleMonths,
  sectionHeaders = true,
  label,
  onLayout,
  rememberedWidth,
  onFirstRow,
  landing,
}: TimelineGridProps) {
  const intl = useIntl();
  const containerRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const layout = useGridRows(gridRef, { store, version, sectionHeaders, rememberedWidth, onLayout });
  const { metrics, rows, size } = layout;
  const view = useGridVirtualizer(containerRef, rows, metrics);
  const { virtualizer, scrollMargin } = view;
  useSizeAnchor(gridRef, size, { rows, metrics, scrollMargin });
  useGridZoom(containerRef);
  useGridLanding(containerRef, layout, landing);
  useFirstRowReport(gridRef, layout, view, onFirstRow);
  useLoadNearViewport(store, layout, view);
  useVisibleMonths(rows, view, onVisibleMonths);
  const focus = useGridFocus(containerRef, {
    store,
    layout,
    virtualizer,
    selection,
    onOpen,
    onToggle,
    revealPhotoId,
  });
  const { busyMonth, toggleMonth } = useMonthToggle(onToggleMonth);
  const sweep = useGridSweep(gridRef, layout, store);

  const labelOf = useCallback(
    (month: Pick<MonthState, 'year' | 'month'>) =>
      monthLabel(month, intl.locale) ?? intl.formatMessage(m.unknownDate),
    [intl],
  );
  const expand = useCallback((month: MonthState) => store.expand(month.key), [store]);
  const retry = useCallback((month: MonthState) => void store.loadMonth(month.key), [store]);

  return (
    <div
      className={`timeline${sectionHeaders ? '' : ' timeline--plain'}${sweep.rect ? ' timeline--sweeping' : ''}`}
      ref={containerRef}
      onPointerDown={sweep.onPointerDown}
    >
      {layout.width === null ? <Loader /> : null}
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
        onKeyDown={focus.onKeyDown}
      >
        <TimelineRows
          items={virtualizer.getVirtualItems()}
          layout={layout}
          scrollMargin={scrollMargin}
          labelOf={labelOf}
          selection={selection}
          busyMonth={busyMonth}
          focus={focus}
          onToggleMonth={toggleMonth}
          onRetry={retry}
          onExpand={expand}
        />
        {sweep.rect ? (
          <div
            className="timeline__sweep"
            aria-hidden="true"
            style={{
              left: sweep.rect.left,
              top: sweep.rect.top,
              width: sweep.rect.right - sweep.rect.left,
              height: sweep.rect.bottom - sweep.rect.top,
            }}
          />
        ) : null}
      </div>
      {sectionHeaders ? (
        <TimelineScrubber
          layout={layout}
          labelOf={labelOf}
          offset={Math.max(0, (virtualizer.scrollOffset ?? 0) - scrollMargin)}
          label={intl.formatMessage(m.scrubber)}
          onJump={(offset) => window.scrollTo({ top: offset + scrollMargin })}
        />
      ) : null}
    </div>
  );
}

interface TimelineRowsProps {
  items: VirtualItem[];
  layout: GridRows;
  scrollMargin: number;
  labelOf(month: Pick<MonthState, 'year' | 'month'>): string;
  selection: SelectionSnapshot;
  busyMonth: string | null;
  focus: Pick<GridFocus, 'focusableId' | 'activate'>;
  onToggleMonth(month: MonthState): void;
  onRetry(month: MonthState): void;
  onExpand(month: MonthState): void;
}

/** The rows in the DOM: month headers and rows of photos, each placed at its exact offset in the grid. */
function TimelineRows({
  items,
  layout: { rows, monthsByKey, metrics, firstPhotoRow },
  scrollMargin,
  labelOf,
  selection,
  busyMonth,
  focus,
  onToggleMonth,
  onRetry,
  onExpand,
}: TimelineRowsProps) {
  return items.map((item) => {
    const row = rows[item.index] as GridRow;
    const entry = monthsByKey.get(row.monthKey);
    if (!entry) return null;
    const { month } = entry;
    const style = { transform: `translateY(${item.start - scrollMargin}px)`, height: item.size };
    return (
      <div key={item.key} data-index={item.index} className="timeline__row" style={style} role="presentation">
        {row.kind === 'header' ? (
          <MonthHeaderRow
            month={month}
            label={labelOf(month)}
            busy={busyMonth === month.key}
            allSelected={monthAllSelected(selection, month)}
            onToggleMonth={onToggleMonth}
            onRetry={onRetry}
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
            focusableId={focus.focusableId}
            onActivate={focus.activate}
            onExpand={onExpand}
          />
        )}
      </div>
    );
  });
}
