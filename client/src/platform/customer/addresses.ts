import useSWR, { mutate } from 'swr';
import { type Address, listAddresses } from '#contracts/address';
import { apiCall, callKey } from '#platform/api/api-request';
import { customerKey } from './get-customer';

/** GET /api/customers/customers/me/addresses: the settings overview and the address screens share this cache. */
export const addressesKey = callKey(listAddresses);

export function fetchAddresses(): Promise<Address[]> {
  return apiCall(listAddresses);
}

export function useAddresses() {
  return useSWR(addressesKey, fetchAddresses);
}

/** After an address or customer change: both are read again (the customer's 'changed' flag moves too). */
export function refreshCustomerData(): Promise<unknown> {
  return Promise.all([mutate(addressesKey), mutate(customerKey)]);
}
