import useSWR from 'swr';
import { type Customer, getCustomer } from '#contracts/customer';
import { ApiError } from '#platform/api/api-errors';
import { apiCall, callKey } from '#platform/api/api-request';

/** GET /api/customers/customers/me: the signed-in customer (shell, banner, settings). */
export const customerKey = callKey(getCustomer);

export function fetchCustomer(signal?: AbortSignal): Promise<Customer> {
  return apiCall(getCustomer, { signal });
}

export function useCustomer() {
  return useSWR(customerKey, () => fetchCustomer());
}

/** accountDeleted, or a 404 for the customer resource, means the account is gone: the user is signed out. */
export function isAccountGone(customer: Customer | undefined, error: unknown): boolean {
  return customer?.accountDeleted === true || (error instanceof ApiError && error.status === 404);
}
