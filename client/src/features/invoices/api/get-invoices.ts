import useSWR from 'swr';
import { getInvoices, INVOICES_PAGE_SIZE, type InvoicePage } from '#contracts/invoices';
import { apiCall, callKey } from '#platform/api/api-request';
import { offsetOf } from '#ui/pagination';

const queryOf = (page: number) => ({ offset: offsetOf(page, INVOICES_PAGE_SIZE), limit: INVOICES_PAGE_SIZE });

/** GET {invoice}/api/v1/HistoricalInvoice/me?offset=&limit=10: a page of the invoices and their total. */
export function useInvoicesPage(page: number) {
  const query = queryOf(page);
  return useSWR(
    callKey(getInvoices, { query }),
    (): Promise<InvoicePage> => apiCall(getInvoices, { query }),
    { keepPreviousData: true },
  );
}
