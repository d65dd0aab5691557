import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';
import { IsoDateTime } from './photos';

/** Products of orders (orders service): their files, the product PDF and the PDFs of map products. */

/** The file purpose that says a product has a PDF (GET /v1/pdf/me/{id}). */
export const PRODUCT_PDF_PURPOSE = 'product.pdf';

export const ProductFile = lazySchema(() =>
  z.object({
    /** What the file is for: product.pdf, product.thumbnail, product.project, … */
    purpose: z.string().min(1),
    name: z.string().min(1),
    contentType: z.string().min(1),
  }),
);
export type ProductFile = z.infer<typeof ProductFile>;

export const Product = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    /** The article code of the shop. */
    productCode: z.string().min(1),
    files: z.array(ProductFile),
  }),
);
export type Product = z.infer<typeof Product>;

const ProductId = lazySchema(() => z.string().min(1).max(64));

export const getProduct = defineEndpoint({
  name: 'orders.getProduct',
  service: 'orders',
  method: 'GET',
  path: '/v1/Products/:id',
  summary: "A product of the signed-in customer's orders with its files (404 for an unknown or another's).",
  params: lazySchema(() => z.object({ id: ProductId })),
  query: lazySchema(() =>
    z.object({
      extendResponseCommand: z.enum(['none', 'all']).default('none'),
      extendResponseWithUrls: z.enum(['true', 'false']).default('false'),
    }),
  ),
  responses: { 200: Product, 401: UpstreamError, 404: UpstreamError },
});

/** The bytes of a zip archive (application/zip): not JSON, so not parsed by a client. */
export const ZipBytes = lazySchema(() =>
  z.custom<Uint8Array>((value) => value instanceof Uint8Array).meta({ mediaType: 'application/zip' }),
);

export const getProductPdf = defineEndpoint({
  name: 'orders.getProductPdf',
  service: 'orders',
  method: 'GET',
  path: '/v1/pdf/me/:id',
  summary:
    "A product's PDF, as a zip holding {id}.pdf (404 when the product has no PDF, or is unknown or another's).",
  params: lazySchema(() => z.object({ id: ProductId })),
  responses: { 200: ZipBytes, 401: UpstreamError, 404: UpstreamError },
});

export const MapPdf = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    /** The map product it was made for. */
    productId: z.string().min(1),
    name: z.string().min(1),
    createdAt: IsoDateTime,
  }),
);
export type MapPdf = z.infer<typeof MapPdf>;

export const getMapPdfs = defineEndpoint({
  name: 'orders.getMapPdfs',
  service: 'orders',
  method: 'GET',
  path: '/v1/Pdfs/me',
  summary: "The PDFs of the signed-in customer's map products (star and city maps), newest first.",
  responses: { 200: lazySchema(() => z.array(MapPdf)), 401: UpstreamError },
});
