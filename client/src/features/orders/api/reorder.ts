import useSWR from 'swr';
import { directReorder, getReorderStatus } from '#contracts/orders';
import { isHttpUrl } from '#contracts/url';
import { apiCall, callKey } from '#platform/api/api-request';

export const reorderStatusKey = (orderCode: string) => callKey(getReorderStatus, { params: { orderCode } });

/** GET /reorder/status/{orderCode} */
export function useReorderStatus(orderCode: string) {
  return useSWR(reorderStatusKey(orderCode), () => apiCall(getReorderStatus, { params: { orderCode } }));
}

/** POST /reorder/direct?OrderCode=…: the shop URL of the new basket (only an http(s) URL is followed). */
export async function reorderShopUrl(orderCode: string): Promise<string> {
  const { ShopUrl } = await apiCall(directReorder, { query: { OrderCode: orderCode } });
  if (!isHttpUrl(ShopUrl)) throw new Error('Unable to parse response!');
  return ShopUrl;
}
