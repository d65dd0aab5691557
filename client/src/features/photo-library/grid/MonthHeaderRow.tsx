import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SelectionSnapshot } from '#platform/photo-library/selection';
import type { MonthState } from '#platform/photo-library/timeline';
import { timelineMessages as m } from './timeline-messages';

interface MonthHeaderRowProps {
  month: MonthState;
  label: string;
  allSelected: boolean;
  busy: boolean;
  onToggleMonth(month: MonthState): void;
  onRetry(month: MonthState): void;
}

/** Every photo of the month is selected: the month as a whole, or each of its photos once all are loaded. */
export function monthAllSelected(selection: SelectionSnapshot, month: MonthState): boolean {
  return (
    month.count > 0 &&
    (selection.monthSelected(month.key, month.count) ||
      (month.photos.length >= month.count &&
        month.photos.every((p) => selection.isSelected(p.imageId, month.key))))
  );
}

/** A month's select-all button: the month it is working on (busy) and the toggle that marks it so meanwhile. */
export function useMonthToggle(onToggleMonth: (month: MonthState) => Promise<void>) {
  const [busyMonth, setBusyMonth] = useState<string | null>(null);
  const toggleMonth = async (month: MonthState) => {
    setBusyMonth(month.key);
    try {
      await onToggleMonth(month);
    } finally {
      setBusyMonth(null);
    }
  };
  return { busyMonth, toggleMonth };
}

/** A month's title (localized month and year, or 'Unknown Date'), its count, its select-all button and, when its photos failed to load, the error with a retry. */
export function MonthHeaderRow({
  month,
  label,
  allSelected,
  busy,
  onToggleMonth,
  onRetry,
}: MonthHeaderRowProps) {
  const intl = useIntl();
  return (
    <div className="timeline-month" role="row">
      <div role="rowheader" className="timeline-month__title">
        <button
          type="button"
          className={`timeline-month__select${allSelected ? ' timeline-month__select--on' : ''}`}
          aria-pressed={allSelected}
          aria-busy={busy || undefined}
          disabled={busy}
          aria-label={intl.formatMessage(allSelected ? m.deselectMonth : m.selectMonth, { month: label })}
          onClick={() => onToggleMonth(month)}
        >
          <span aria-hidden="true" />
        </button>
        <h2>{label}</h2>
        <span className="timeline-month__count">
          {intl.formatMessage(m.monthCount, { count: month.count })}
        </span>
        {month.status === 'rejected' ? (
          <span className="timeline-month__error" role="alert">
            {intl.formatMessage(m.loadError)}{' '}
            <button type="button" className="button button--link" onClick={() => onRetry(month)}>
              {intl.formatMessage(m.retry)}
            </button>
          </span>
        ) : null}
      </div>
    </div>
  );
}
