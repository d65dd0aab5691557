import { useMemo } from 'react';
import type { MonthState } from '#platform/photo-library/timeline';
import { DateScrubber, type ScrubberMonth } from './DateScrubber';
import type { GridRows } from './use-grid-rows';

interface TimelineScrubberProps {
  layout: Pick<GridRows, 'rows' | 'monthsByKey' | 'offsets'>;
  labelOf(month: Pick<MonthState, 'year' | 'month'>): string;
  /** The timeline's current scroll offset (px from its top). */
  offset: number;
  label: string;
  onJump(offset: number): void;
}

/**
 * The date scrubber beside the grid, when it holds more than one month. The months' places come from the rows'
 * exact sizes: they follow a new width or thumbnail size in the same render, before the virtualizer measures again.
 */
export function TimelineScrubber({ layout, labelOf, offset, label, onJump }: TimelineScrubberProps) {
  const { rows, monthsByKey, offsets } = layout;
  const months: ScrubberMonth[] = useMemo(() => {
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
  if (months.length <= 1) return null;
  return (
    <DateScrubber
      months={months}
      totalHeight={offsets.at(-1) ?? 0}
      offset={offset}
      label={label}
      onJump={onJump}
    />
  );
}
