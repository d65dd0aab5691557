import useSWR from 'swr';
import { getVoucherOffer, type VoucherOffer } from '#contracts/campaigns';
import { ApiError } from '#platform/api/api-errors';
import { apiCall, callKey } from '#platform/api/api-request';

/** The spec's voucher details: the offer when the code is known, isVoucherFound false on a 404. */
export type VoucherDetails = { isVoucherFound: true; offer: VoucherOffer } | { isVoucherFound: false };

export const voucherKey = (code: string) => callKey(getVoucherOffer, { params: { code } });

/** GET /api/v1/campaigns/offers/{code}: 404 means not found; other failures throw (with their status). */
export async function fetchVoucherDetails(code: string): Promise<VoucherDetails> {
  try {
    return { isVoucherFound: true, offer: await apiCall(getVoucherOffer, { params: { code } }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { isVoucherFound: false };
    throw error;
  }
}

export function useVoucherDetails(code: string) {
  return useSWR(voucherKey(code), () => fetchVoucherDetails(code));
}
