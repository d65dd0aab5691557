import { Download, FileArchive, FileText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  INVOICES_PAGE_SIZE,
  type Invoice,
  type InvoiceGroupFile,
  type InvoiceStatus,
} from '#contracts/invoices';
import { useConfig } from '#platform/config/ConfigProvider';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { LoadErrorBanner } from '#ui/LoadErrorBanner';
import { Loader } from '#ui/Loader';
import { formatMoney } from '#ui/orders/format';
import { ShopLink } from '#ui/orders/ShopLink';
import { Pagination } from '#ui/Pagination';
import { clampPage, pageCount, rangeOf } from '#ui/pagination';
import { Screen } from '#ui/Screen';
import { useToast } from '#ui/toast/ToastProvider';
import { downloadGroupFile, downloadInvoicePdf } from './api/download-invoice';
import { useInvoicesPage } from './api/get-invoices';
import './invoices.scss';

const messages = defineMessages({
  title: { id: 'invoices.list.title', defaultMessage: 'Invoices' },
  empty: { id: 'invoices.list.empty', defaultMessage: 'You have no invoices yet.' },
  emptyText: {
    id: 'invoices.list.emptyText',
    defaultMessage: 'Your invoices will appear here once your first order is billed.',
  },
  loadError: { id: 'invoices.list.loadError', defaultMessage: 'An error occurred loading your invoices.' },
  retry: { id: 'invoices.list.retry', defaultMessage: 'Try again' },
  reference: { id: 'invoices.list.reference', defaultMessage: 'Invoice' },
  date: { id: 'invoices.list.date', defaultMessage: 'Date' },
  amount: { id: 'invoices.list.amount', defaultMessage: 'Amount' },
  status: { id: 'invoices.list.status', defaultMessage: 'Status' },
  file: { id: 'invoices.list.file', defaultMessage: 'File' },
  pdf: { id: 'invoices.list.pdf', defaultMessage: 'PDF' },
  preparing: { id: 'invoices.list.preparing', defaultMessage: 'Preparing…' },
  pdfFailed: {
    id: 'invoices.list.pdfFailed',
    defaultMessage: 'The invoice could not be downloaded. Please try again.',
  },
  groupFailed: {
    id: 'invoices.list.groupFailed',
    defaultMessage: 'The group file could not be downloaded. Please try again.',
  },
  groupTitle: { id: 'invoices.groups.title', defaultMessage: 'Group files' },
  groupText: {
    id: 'invoices.groups.text',
    defaultMessage: 'All invoices of a month in one file, for your accounts department.',
  },
  zip: { id: 'invoices.groups.zip', defaultMessage: 'ZIP' },
  pagesOf: { id: 'invoices.list.pagesOf', defaultMessage: 'invoices' },
  caption: { id: 'invoices.list.caption', defaultMessage: 'Your invoices, newest first' },
});

const statusMessages = defineMessages<InvoiceStatus>({
  Paid: { id: 'invoices.status.paid', defaultMessage: 'Paid' },
  Open: { id: 'invoices.status.open', defaultMessage: 'Open' },
  Overdue: { id: 'invoices.status.overdue', defaultMessage: 'Overdue' },
  Credited: { id: 'invoices.status.credited', defaultMessage: 'Credited' },
});

const total = defineMessage<{ count: number }>({
  id: 'invoices.list.total',
  defaultMessage: '{count, plural, one {# invoice} other {# invoices}}',
});
const range = defineMessage<{ from: number; to: number; count: number }>({
  id: 'invoices.list.range',
  defaultMessage: 'Showing {from}–{to} of {count}',
});
const pdfOf = defineMessage<{ reference: string }>({
  id: 'invoices.list.pdfOf',
  defaultMessage: 'PDF: invoice {reference}',
});
const groupOf = defineMessage<{ name: string }>({
  id: 'invoices.groups.download',
  defaultMessage: 'ZIP: invoices of {name}',
});
const groupCount = defineMessage<{ count: number }>({
  id: 'invoices.groups.count',
  defaultMessage: '{count, plural, one {# invoice on this page} other {# invoices on this page}}',
});

const DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/** A download button that shows it is busy and reports a failure as a toast. */
function useDownload(failure: MessageDescriptor) {
  const intl = useIntl();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (id: string, download: () => Promise<void>) => {
    setBusy(id);
    try {
      await download();
    } catch {
      toast.notify({ kind: 'error', message: intl.formatMessage(failure) });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const intl = useIntl();
  const { brand } = useConfig();
  const { busy, run } = useDownload(messages.pdfFailed);
  const pending = busy !== null;
  return (
    <tr className="invoice-row">
      <th scope="row" className="invoice-row__reference" data-label={intl.formatMessage(messages.reference)}>
        <FileText aria-hidden="true" size={18} className="invoice-row__icon" />
        {invoice.reference}
      </th>
      <td data-label={intl.formatMessage(messages.date)}>
        {intl.formatDate(`${invoice.date}T00:00:00Z`, DAY)}
      </td>
      <td className="invoice-row__amount" data-label={intl.formatMessage(messages.amount)}>
        {formatMoney(intl, invoice.amount)}
      </td>
      <td data-label={intl.formatMessage(messages.status)}>
        <span className={`invoice-status invoice-status--${invoice.status.toLowerCase()}`}>
          <FormattedMessage {...statusMessages[invoice.status]} />
        </span>
      </td>
      <td className="invoice-row__file">
        <Button
          variant="secondary"
          className="invoice-row__download"
          disabled={pending}
          aria-busy={pending || undefined}
          aria-label={pending ? undefined : intl.formatMessage(pdfOf, { reference: invoice.reference })}
          onClick={() => void run(invoice.id, () => downloadInvoicePdf(invoice, brand.channel))}
        >
          <Download aria-hidden="true" size={16} />
          <span>{intl.formatMessage(pending ? messages.preparing : messages.pdf)}</span>
        </Button>
      </td>
    </tr>
  );
}

/** The group files of the invoices shown: one per month, each a zip of that month's PDFs. */
function GroupFiles({ invoices }: { invoices: readonly Invoice[] }) {
  const intl = useIntl();
  const { busy, run } = useDownload(messages.groupFailed);
  const groups = new Map<string, { group: InvoiceGroupFile; count: number }>();
  for (const invoice of invoices) {
    if (!invoice.groupFile) continue;
    const entry = groups.get(invoice.groupFile.id);
    groups.set(invoice.groupFile.id, { group: invoice.groupFile, count: (entry?.count ?? 0) + 1 });
  }
  if (groups.size === 0) return null;
  return (
    <section className="invoice-groups" aria-labelledby="invoice-groups-title">
      <h2 id="invoice-groups-title" className="invoice-groups__title">
        <FormattedMessage {...messages.groupTitle} />
      </h2>
      <p className="invoice-groups__text">
        <FormattedMessage {...messages.groupText} />
      </p>
      <ul className="invoice-groups__list">
        {[...groups.values()].map(({ group, count }) => (
          <li key={group.id} className="invoice-group">
            <FileArchive aria-hidden="true" size={22} className="invoice-group__icon" />
            <span className="invoice-group__text">
              <span className="invoice-group__name">{group.name}</span>
              <span className="invoice-group__count">
                <FormattedMessage {...groupCount} values={{ count }} />
              </span>
            </span>
            <Button
              variant="secondary"
              className="invoice-group__download"
              disabled={busy !== null}
              aria-busy={busy === group.id || undefined}
              aria-label={intl.formatMessage(groupOf, { name: group.name })}
              onClick={() => void run(group.id, () => downloadGroupFile(group))}
            >
              <Download aria-hidden="true" size={16} />
              <span>{intl.formatMessage(busy === group.id ? messages.preparing : messages.zip)}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /invoices (business customers only): the invoices 10 a page with their total, each invoice's PDF saved as
 * invoice_{ref}.pdf, and the month group files of the invoices shown.
 */
export function InvoicesPage() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const page = clampPage(search.get('page'));
  const invoices = useInvoicesPage(page);

  const goTo = (next: number) => {
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      if (next <= 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
    window.scrollTo({ top: 0 });
  };

  let content: ReactNode;
  const data = invoices.data;
  if (!data && invoices.error) {
    content = null;
  } else if (!data) {
    content = <Loader />;
  } else if (data.total === 0) {
    content = (
      <EmptyState title={<FormattedMessage {...messages.empty} />}>
        <p className="invoices__empty-text">
          <FormattedMessage {...messages.emptyText} />
        </p>
        <ShopLink />
      </EmptyState>
    );
  } else {
    const pages = pageCount(data.total, INVOICES_PAGE_SIZE);
    const shownPage = Math.min(page, pages);
    const { from, to } = rangeOf(shownPage, INVOICES_PAGE_SIZE, data.total);
    content = (
      <>
        <p className="invoices__summary">
          <strong>
            <FormattedMessage {...total} values={{ count: data.total }} />
          </strong>
          <span>
            <FormattedMessage {...range} values={{ from, to, count: data.total }} />
          </span>
        </p>
        <div className="invoices__table-wrap">
          <table className="invoices__table" aria-busy={invoices.isValidating || undefined}>
            <caption className="invoices__caption">{intl.formatMessage(messages.caption)}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.reference)}</th>
                <th scope="col">{intl.formatMessage(messages.date)}</th>
                <th scope="col" className="invoices__amount-head">
                  {intl.formatMessage(messages.amount)}
                </th>
                <th scope="col">{intl.formatMessage(messages.status)}</th>
                <th scope="col">
                  <span className="invoices__file-head">{intl.formatMessage(messages.file)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={shownPage}
          total={data.total}
          pageSize={INVOICES_PAGE_SIZE}
          what={intl.formatMessage(messages.pagesOf)}
          onChange={goTo}
        />
        <GroupFiles invoices={data.items} />
      </>
    );
  }

  return (
    <Screen title={messages.title} className="invoices">
      {invoices.error ? (
        <LoadErrorBanner
          message={<FormattedMessage {...messages.loadError} />}
          retryLabel={<FormattedMessage {...messages.retry} />}
          onRetry={() => void invoices.mutate()}
        />
      ) : null}
      {content}
    </Screen>
  );
}
