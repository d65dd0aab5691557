import useSWR from 'swr';
import { type DeliveryDates, getDeliveryDates, type OrderProduct } from '#contracts/orders';
import { ApiError } from '#platform/api/api-errors';
import { apiCall, callKey } from '#platform/api/api-request';

export const deliveryDatesKey = (orderId: string) => callKey(getDeliveryDates, { params: { orderId } });

/** GET /OrderDeliveryDates/{orderId}; a 404 means there are none (null). */
export async function fetchDeliveryDates(orderId: string): Promise<DeliveryDates | null> {
  try {
    return await apiCall(getDeliveryDates, { params: { orderId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The delivery dates of an order; `null` asks nothing (the order can have none). */
export function useDeliveryDates(orderId: string | null) {
  return useSWR(orderId === null ? null : deliveryDatesKey(orderId), () =>
    orderId === null ? null : fetchDeliveryDates(orderId),
  );
}

/**
 * Whether a product's order can have delivery dates: they are planned once it is paid, and a cancelled product
 * will not be delivered. Not asking for the others spares a call whose answer is a 404 by design.
 */
export function mayHaveDeliveryDates(product: Pick<OrderProduct, 'status' | 'paymentChangedDate'>): boolean {
  return product.paymentChangedDate !== null && product.status.toLowerCase() !== 'cancelled';
}
