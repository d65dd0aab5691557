import { type FormEvent, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { type DateTarget, daysInMonth } from '#platform/photo-library/timeline';
import { Button } from '#ui/Button';
import { Modal } from '#ui/modal/Modal';

const messages = defineMessages({
  title: { id: 'photos.goToDate.title', defaultMessage: 'Go to date' },
  close: { id: 'photos.goToDate.close', defaultMessage: 'Close' },
  year: { id: 'photos.goToDate.year', defaultMessage: 'Year' },
  month: { id: 'photos.goToDate.month', defaultMessage: 'Month' },
  day: { id: 'photos.goToDate.day', defaultMessage: 'Day' },
  wholeYear: { id: 'photos.goToDate.wholeYear', defaultMessage: 'Whole year' },
  wholeMonth: { id: 'photos.goToDate.wholeMonth', defaultMessage: 'Whole month' },
  added: {
    id: 'photos.goToDate.added',
    defaultMessage: 'In this order, photos go by the date they were added.',
  },
  go: { id: 'photos.goToDate.go', defaultMessage: 'Go' },
  cancel: { id: 'photos.goToDate.cancel', defaultMessage: 'Cancel' },
});

/** 1-12 and 1-31: the month and day choices. */
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

interface GoToDateDialogProps {
  open: boolean;
  /** The library's years, newest first. */
  years: readonly number[];
  /** Where the choices start (the place in the address), else the newest year. */
  initial: DateTarget | null;
  /** The list is in an order by date added: the dates are those. */
  addedDates: boolean;
  onGo(target: DateTarget): void;
  onClose(): void;
}

/** 'Go to date': a year of the library's own, then a month and a day if wanted (native selects: a phone's wheels). */
export function GoToDateDialog(props: GoToDateDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={intl.formatMessage(messages.title)}
      closeLabel={intl.formatMessage(messages.close)}
      className="go-to-date"
    >
      {props.open ? <GoToDateForm {...props} /> : null}
    </Modal>
  );
}

function GoToDateForm({ years, initial, addedDates, onGo, onClose }: GoToDateDialogProps) {
  const intl = useIntl();
  const id = useId();
  const start = initial && years.includes(initial.year) ? initial : null;
  const [year, setYear] = useState(start?.year ?? years[0] ?? new Date().getFullYear());
  const [month, setMonth] = useState(start?.month ?? 0);
  const [day, setDay] = useState(start?.day ?? 0);
  const days = month === 0 ? 0 : daysInMonth(year, month);
  const monthName = (m: number) =>
    intl.formatDate(Date.UTC(2000, m - 1, 1), { month: 'long', timeZone: 'UTC' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target: DateTarget = { year };
    if (month > 0) target.month = month;
    if (month > 0 && day > 0) target.day = Math.min(day, days);
    onGo(target);
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="go-to-date__fields">
        <div className="go-to-date__field">
          <label htmlFor={`${id}-year`}>{intl.formatMessage(messages.year)}</label>
          <select id={`${id}-year`} value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div className="go-to-date__field">
          <label htmlFor={`${id}-month`}>{intl.formatMessage(messages.month)}</label>
          <select id={`${id}-month`} value={month} onChange={(e) => setMonth(Number(e.target.value))}>
            <option value={0}>{intl.formatMessage(messages.wholeYear)}</option>
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
              </option>
            ))}
          </select>
        </div>
        <div className="go-to-date__field">
          <label htmlFor={`${id}-day`}>{intl.formatMessage(messages.day)}</label>
          <select
            id={`${id}-day`}
            value={Math.min(day, days)}
            disabled={month === 0}
            onChange={(e) => setDay(Number(e.target.value))}
          >
            <option value={0}>{intl.formatMessage(messages.wholeMonth)}</option>
            {DAYS.slice(0, days).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
      </div>
      {addedDates ? <p className="go-to-date__note">{intl.formatMessage(messages.added)}</p> : null}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit">{intl.formatMessage(messages.go)}</Button>
      </div>
    </form>
  );
}
