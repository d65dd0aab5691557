import { ChevronLeft, ChevronRight } from 'lucide-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button } from './Button';
import { pageCount } from './pagination';
import './pagination.scss';

const messages = defineMessages({
  previous: { id: 'ui.pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'ui.pagination.next', defaultMessage: 'Next page' },
});
const pageOf = defineMessage<{ page: number; pages: number }>({
  id: 'ui.pagination.pageOf',
  defaultMessage: 'Page {page} of {pages}',
});
const label = defineMessage<{ what: string }>({
  id: 'ui.pagination.label',
  defaultMessage: 'Pages of {what}',
});

/**
 * Previous and next page of a paged list with 'Page n of m' between them; nothing when it all fits on one page.
 * `what` names the list for screen readers ('Pages of saved projects').
 */
export function Pagination({
  page,
  total,
  pageSize,
  what,
  onChange,
  disabled = false,
}: {
  page: number;
  total: number;
  pageSize: number;
  what: string;
  onChange(page: number): void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={intl.formatMessage(label, { what })}>
      <Button
        variant="secondary"
        className="pagination__button"
        disabled={disabled || page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" size={18} />
        <span>{intl.formatMessage(messages.previous)}</span>
      </Button>
      <span className="pagination__status" aria-live="polite">
        {intl.formatMessage(pageOf, { page, pages })}
      </span>
      <Button
        variant="secondary"
        className="pagination__button"
        disabled={disabled || page >= pages}
        onClick={() => onChange(page + 1)}
      >
        <span>{intl.formatMessage(messages.next)}</span>
        <ChevronRight aria-hidden="true" size={18} />
      </Button>
    </nav>
  );
}
