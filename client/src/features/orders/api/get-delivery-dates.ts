import useSWR from 'swr';
import { type DeliveryDates, getDeliveryDates } from '#contracts/orders';
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

export function useDeliveryDates(orderId: string) {
  return useSWR(deliveryDatesKey(orderId), () => fetchDeliveryDates(orderId));
}
