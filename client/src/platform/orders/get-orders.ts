import useSWR from 'swr';
import { getSuperOrders, ORDERS_PAGE_LIMIT, type SuperOrder } from '#contracts/orders';
import { apiCall, callKey } from '#platform/api/api-request';
import { serverNow } from '#platform/api/server-time';
import { IN_PROGRESS_DAYS, type OrdersState, splitOrders } from './order-rules';

const DAY_MS = 24 * 3600 * 1000;

const ORDER_STATE = 'notExpired';

/** The SWR key of all the customer's not expired orders (every page, one cache entry). */
export const ordersKey = callKey(getSuperOrders, {
  query: { Offset: 0, Limit: ORDERS_PAGE_LIMIT, OrderState: ORDER_STATE },
});

/**
 * GET /v2/superorders/me, 100 at a time (Offset, Limit, OrderState=notExpired) until the total is reached; a
 * page that comes back empty ends the loop early (the list shrank meanwhile), and an order a shifted page repeats
 * is kept once. `enough` (given a page's orders, newest first) ends it early too.
 */
export async function fetchAllOrders(
  signal?: AbortSignal,
  enough: (page: readonly SuperOrder[]) => boolean = () => false,
): Promise<SuperOrder[]> {
  const byCode = new Map<string, SuperOrder>();
  for (let offset = 0; ; offset += ORDERS_PAGE_LIMIT) {
    const page = await apiCall(getSuperOrders, {
      query: { Offset: offset, Limit: ORDERS_PAGE_LIMIT, OrderState: ORDER_STATE },
      signal,
    });
    for (const order of page.items) byCode.set(order.superOrderCode, order);
    if (page.items.length === 0 || offset + ORDERS_PAGE_LIMIT >= page.total || enough(page.items)) {
      return [...byCode.values()];
    }
  }
}

/** All orders, split by the in-progress rule at the services' now. */
export async function fetchOrdersState(): Promise<OrdersState> {
  return splitOrders(await fetchAllOrders(), serverNow());
}

export function useOrders() {
  return useSWR(ordersKey, fetchOrdersState);
}

/**
 * The orders of the in-progress window (the overview's card): pages are read (newest first) only until one
 * ends with an order older than that window, so a customer with hundreds of orders costs one page, not all.
 * `items` holds those pages' orders (empty only when there is no order at all).
 */
export async function fetchRecentOrdersState(): Promise<OrdersState> {
  const now = serverNow();
  const older = (order: SuperOrder | undefined) =>
    order !== undefined && now - Date.parse(order.createdAt) > IN_PROGRESS_DAYS * DAY_MS;
  return splitOrders(await fetchAllOrders(undefined, (page) => older(page.at(-1))), now);
}

export const recentOrdersKey = [...ordersKey, 'in-progress window'] as const;

export function useRecentOrders() {
  return useSWR(recentOrdersKey, fetchRecentOrdersState);
}
