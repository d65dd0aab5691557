import useSWR from 'swr';
import { getProduct, PRODUCT_PDF_PURPOSE, type Product } from '#contracts/order-products';
import { apiCall, callKey } from '#platform/api/api-request';

const QUERY = { extendResponseCommand: 'none', extendResponseWithUrls: 'false' } as const;

export const productKey = (id: string) => callKey(getProduct, { params: { id }, query: QUERY });

/** GET /v1/Products/{id}?extendResponseCommand=none&extendResponseWithUrls=false */
export function fetchProduct(id: string): Promise<Product> {
  return apiCall(getProduct, { params: { id }, query: QUERY });
}

export function useProduct(id: string) {
  return useSWR(productKey(id), () => fetchProduct(id));
}

/** A product has a PDF when one of its files has the purpose product.pdf. */
export function hasPdf(product: Product | undefined): boolean {
  return product?.files.some((f) => f.purpose === PRODUCT_PDF_PURPOSE) ?? false;
}
