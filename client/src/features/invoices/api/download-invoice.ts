import { getInvoiceGroupFile, getInvoicePdf, type Invoice, type InvoiceGroupFile } from '#contracts/invoices';
import { apiCallRaw } from '#platform/api/api-request';
import { saveBlob } from '#platform/files/save-file';

/** The file name an invoice's PDF is saved as: invoice_{ref}.pdf. */
export function invoiceFileName(invoice: Pick<Invoice, 'reference'>): string {
  return `invoice_${invoice.reference}.pdf`;
}

/** The file name of a group file: invoices_{its period, as a file name}.zip. */
export function groupFileName(group: InvoiceGroupFile): string {
  const slug = group.name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `invoices_${slug || group.id}.zip`;
}

/** GET …/HistoricalInvoice/me/pdf/{id}/{channel}, saved as invoice_{ref}.pdf. */
export async function downloadInvoicePdf(invoice: Invoice, channel: string): Promise<void> {
  const response = await apiCallRaw(getInvoicePdf, { params: { id: invoice.id, channel } });
  const blob = await response.blob();
  saveBlob(new Blob([blob], { type: 'application/pdf' }), invoiceFileName(invoice));
}

/** GET …/InvoiceGroupFiles/me/{id}: the group's PDFs in one zip. */
export async function downloadGroupFile(group: InvoiceGroupFile): Promise<void> {
  const response = await apiCallRaw(getInvoiceGroupFile, { params: { id: group.id } });
  const blob = await response.blob();
  saveBlob(new Blob([blob], { type: 'application/zip' }), groupFileName(group));
}
