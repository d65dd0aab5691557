import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';
import { ZipBytes } from './order-products';
import { Money } from './orders';
import { SeededEmail } from './seed';

/**
 * The invoice service of business customers: their historical invoices a page at a time, each invoice's PDF per
 * channel, and the group files (a collective invoice bundling a period's invoices). Consumers are refused (403).
 */

/** Invoices per page of the invoices screen. */
export const INVOICES_PAGE_SIZE = 10;

export const INVOICE_STATUSES = ['Paid', 'Open', 'Overdue', 'Credited'] as const;
export const InvoiceStatus = lazySchema(() => z.enum(INVOICE_STATUSES));
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** A collective invoice file: the PDFs of a period's invoices together. */
export const InvoiceGroupFile = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    /** The period it covers, e.g. 'March 2026' (as the invoice service names it). */
    name: z.string().min(1),
  }),
);
export type InvoiceGroupFile = z.infer<typeof InvoiceGroupFile>;

export const Invoice = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    /** The number printed on the invoice, e.g. INV-2026-004211: the PDF is saved as invoice_{reference}.pdf. */
    reference: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
    /** The invoice date (a day). */
    date: z.iso.date(),
    amount: Money,
    status: InvoiceStatus,
    /** The order it bills, when it bills one. */
    orderCode: z.string().nullable(),
    /** The collective file it is part of, if any. */
    groupFile: InvoiceGroupFile.nullable(),
  }),
);
export type Invoice = z.infer<typeof Invoice>;

export const InvoicePage = lazySchema(() =>
  z.object({
    /** Newest first. */
    items: z.array(Invoice),
    /** How many invoices there are, over all pages. */
    total: z.number().int().nonnegative(),
  }),
);
export type InvoicePage = z.infer<typeof InvoicePage>;

export const getInvoices = defineEndpoint({
  name: 'invoices.getInvoices',
  service: 'invoices',
  method: 'GET',
  path: '/api/v1/HistoricalInvoice/me',
  summary: "The signed-in business customer's invoices, newest first, a page at a time (403 for a consumer).",
  query: lazySchema(() =>
    z.object({
      offset: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(INVOICES_PAGE_SIZE),
    }),
  ),
  responses: { 200: InvoicePage, 400: UpstreamError, 401: UpstreamError, 403: UpstreamError },
});

/** The bytes of a PDF (application/pdf): not JSON, so not parsed by a client. */
export const PdfBytes = lazySchema(() =>
  z.custom<Uint8Array>((value) => value instanceof Uint8Array).meta({ mediaType: 'application/pdf' }),
);

const InvoiceId = lazySchema(() => z.string().min(1).max(64));

export const getInvoicePdf = defineEndpoint({
  name: 'invoices.getInvoicePdf',
  service: 'invoices',
  method: 'GET',
  path: '/api/v1/HistoricalInvoice/me/pdf/:id/:channel',
  summary:
    "One invoice as a PDF, in the layout of a brand's channel (404 for an unknown id, another's, or an unknown channel).",
  params: lazySchema(() => z.object({ id: InvoiceId, channel: z.string().min(1).max(253) })),
  responses: { 200: PdfBytes, 401: UpstreamError, 403: UpstreamError, 404: UpstreamError },
});

export const getInvoiceGroupFile = defineEndpoint({
  name: 'invoices.getGroupFile',
  service: 'invoices',
  method: 'GET',
  path: '/api/v1/InvoiceGroupFiles/me/:id',
  summary:
    'A collective invoice file: a zip of the PDFs of its invoices (404 for an unknown id or another’s).',
  params: lazySchema(() => z.object({ id: InvoiceId })),
  responses: { 200: ZipBytes, 401: UpstreamError, 403: UpstreamError, 404: UpstreamError },
});

/** fixtures/data/invoices.json: how many invoices each business account has, generated from a seed. */
export const SeedInvoicesFile = lazySchema(() =>
  z.object({
    accounts: z.partialRecord(
      SeededEmail,
      z.object({
        count: z.number().int().min(0).max(500),
        seed: z.number().int(),
        currency: z.string().regex(/^[A-Z]{3}$/),
        /** The brand whose name and address head the PDFs. */
        brand: z.string().min(1),
      }),
    ),
  }),
);
export type SeedInvoicesFile = z.infer<typeof SeedInvoicesFile>;
