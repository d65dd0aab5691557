import useSWR from 'swr';
import {
  type BlockedOrder,
  type Category,
  type GalleryEntry,
  getBlockedOrder,
  getCategories,
  getGalleryEntry,
  getWidget,
  getWidgetsByOrders,
  listWidgetOrders,
  type Widget,
  type WidgetOrder,
} from '#contracts/widgets';
import { ApiError } from '#platform/api/api-errors';
import { apiCall, callKey } from '#platform/api/api-request';

/** Photo-book orders asked for per page of the listing, and order codes per widgets-by-orders call. */
const LISTING_PAGE = 50;
const CODES_PER_CALL = 100;

/**
 * The account's photo-book orders (the orders/widgets listing, pageNumber from 1, offset (pageNumber-1)*pageSize)
 * read page by page until the total is reached.
 */
export async function fetchPhotoBookOrders(accountId: string): Promise<WidgetOrder[]> {
  const orders: WidgetOrder[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await apiCall(listWidgetOrders, {
      params: { accountId },
      query: { pageNumber, pageSize: LISTING_PAGE },
    });
    orders.push(...page.items);
    if (page.items.length === 0 || orders.length >= page.total) return orders;
  }
}

/** The online products of these orders (GET /v1/widget/all?orderCodes=a,b,c, 100 codes a call). */
export async function fetchWidgetsOf(codes: readonly string[]): Promise<Widget[]> {
  const widgets: Widget[] = [];
  for (let i = 0; i < codes.length; i += CODES_PER_CALL) {
    const orderCodes = codes.slice(i, i + CODES_PER_CALL).join(',');
    widgets.push(...(await apiCall(getWidgetsByOrders, { query: { orderCodes } })));
  }
  return widgets;
}

export interface OnlineProducts {
  /** The customer's online products, newest order first. */
  widgets: Widget[];
  /** Photo-book orders not online yet: what can be put online. */
  available: WidgetOrder[];
}

export const onlineProductsKey = (accountId: string) => ['widgets.onlineProducts', accountId] as const;

export async function fetchOnlineProducts(accountId: string): Promise<OnlineProducts> {
  const orders = await fetchPhotoBookOrders(accountId);
  const widgets = orders.length === 0 ? [] : await fetchWidgetsOf(orders.map((o) => o.orderCode));
  const online = new Set(widgets.map((w) => w.productCode));
  return { widgets, available: orders.filter((o) => !online.has(o.orderCode)) };
}

/** The online products screen's data: the widgets of the customer's photo-book orders and the orders left. */
export function useOnlineProducts(accountId: string | undefined) {
  return useSWR(accountId === undefined ? null : onlineProductsKey(accountId), () =>
    fetchOnlineProducts(accountId ?? ''),
  );
}

/**
 * GET /v1/widget/{code}: the online product, or null when the order has none (404) or the service will not say
 * (401, after one renewal: the spec's '401 gives null'; the session stays).
 */
export async function fetchWidget(code: string): Promise<Widget | null> {
  try {
    return await apiCall(getWidget, { params: { code } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
}

export function useWidget(code: string) {
  return useSWR(callKey(getWidget, { params: { code } }), () => fetchWidget(code));
}

/** GET /v1/blockedorders/{code}, sent without a token. */
export function useBlockedOrder(code: string) {
  return useSWR(
    callKey(getBlockedOrder, { params: { code } }),
    (): Promise<BlockedOrder> => apiCall(getBlockedOrder, { params: { code } }),
  );
}

export const galleryEntryKey = (widgetId: string, channel: string) =>
  callKey(getGalleryEntry, { params: { id: widgetId }, query: { channel } });

/** GET /v1/galleryentries/{id}?channel=: the widget's entry in the brand's gallery, or null when not in it. */
export function useGalleryEntry(widgetId: string, channel: string) {
  return useSWR(galleryEntryKey(widgetId, channel), async (): Promise<GalleryEntry | null> => {
    try {
      return await apiCall(getGalleryEntry, { params: { id: widgetId }, query: { channel } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });
}

export function useCategories() {
  return useSWR(callKey(getCategories), (): Promise<Category[]> => apiCall(getCategories));
}
