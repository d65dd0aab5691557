import useSWR from 'swr';
import { Customer } from '#contracts/customer';
import { ApiError } from '../api/api-errors';
import { apiRequest } from '../api/api-request';

/** GET /api/customers/customers/me: the signed-in customer (shell, banner, settings). */
export const customerKey = ['customers', '/customers/me'] as const;

export function getCustomer(signal?: AbortSignal): Promise<Customer> {
  return apiRequest('customers', '/customers/me', { schema: Customer, signal });
}

export function useCustomer() {
  return useSWR(customerKey, () => getCustomer());
}

/** accountDeleted, or a 404 for the customer resource, means the account is gone: the user is signed out. */
export function isAccountGone(customer: Customer | undefined, error: unknown): boolean {
  return customer?.accountDeleted === true || (error instanceof ApiError && error.status === 404);
}
