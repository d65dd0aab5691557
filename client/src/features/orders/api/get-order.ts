import useSWR from 'swr';
import { getSuperOrder, type SuperOrder } from '#contracts/orders';
import { ApiError } from '#platform/api/api-errors';
import { apiCall, callKey } from '#platform/api/api-request';

/** GET /v1/superorders/{code}: one order of the signed-in customer. */
export const orderKey = (code: string) => callKey(getSuperOrder, { params: { code } });

export function fetchOrder(code: string): Promise<SuperOrder> {
  return apiCall(getSuperOrder, { params: { code } });
}

export function useOrder(code: string) {
  return useSWR(orderKey(code), () => fetchOrder(code));
}

/** An unknown code and another customer's read the same: 404. */
export function isOrderNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
