import { mutate } from 'swr';
import type { Customer } from '#contracts/customer';
import { patchCustomer } from '#contracts/customer-update';
import { apiCall } from '#platform/api/api-request';
import { customerKey } from '#platform/customer/get-customer';

export interface IntegrationSettings {
  callbackUrl: string | null;
  callbackFormat: 'json' | 'xml' | null;
}

/** PATCH /customers/me with the two integration fields; the cached customer becomes the answer. */
export async function saveIntegration(body: IntegrationSettings): Promise<Customer> {
  const customer = await apiCall(patchCustomer, { body });
  await mutate(customerKey, customer, { revalidate: false });
  return customer;
}
