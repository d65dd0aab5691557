import useSWR from 'swr';
import { getSuperOrders, ORDERS_PAGE_LIMIT, type SuperOrder } from '#contracts/orders';
import { apiCall, callKey } from '#platform/api/api-request';
import { serverNow } from '#platform/api/server-time';
import { type OrdersState, splitOrders } from './order-rules';

const ORDER_STATE = 'notExpired';

/** The SWR key of all the customer's not expired orders (every page, one cache entry). */
export const ordersKey = callKey(getSuperOrders, {
  query: { Offset: 0, Limit: ORDERS_PAGE_LIMIT, OrderState: ORDER_STATE },
});

/**
 * GET /v2/superorders/me, 100 at a time (Offset, Limit, OrderState=notExpired) until the total is reached; a
 * page that comes back empty ends the loop early (the list shrank meanwhile), and an order a shifted page repeats
 * is kept once.
 */
export async function fetchAllOrders(signal?: AbortSignal): Promise<SuperOrder[]> {
  const byCode = new Map<string, SuperOrder>();
  for (let offset = 0; ; offset += ORDERS_PAGE_LIMIT) {
    const page = await apiCall(getSuperOrders, {
      query: { Offset: offset, Limit: ORDERS_PAGE_LIMIT, OrderState: ORDER_STATE },
      signal,
    });
    for (const order of page.items) byCode.set(order.superOrderCode, order);
    if (page.items.length === 0 || offset + ORDERS_PAGE_LIMIT >= page.total) return [...byCode.values()];
  }
}

/** All orders, split by the in-progress rule at the services' now. */
export async function fetchOrdersState(): Promise<OrdersState> {
  return splitOrders(await fetchAllOrders(), serverNow());
}

export function useOrders() {
  return useSWR(ordersKey, fetchOrdersState);
}
