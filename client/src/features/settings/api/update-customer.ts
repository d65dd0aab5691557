import { mutate } from 'swr';
import type { Customer } from '#contracts/customer';
import {
  type CustomerPatch,
  type CustomerUpdate,
  patchCustomer,
  updateCustomer,
} from '#contracts/customer-update';
import { apiCall } from '#platform/api/api-request';
import { customerKey } from '#platform/customer/get-customer';

/** PUT /customers/me; the cached customer becomes the answer. */
export async function putCustomer(body: CustomerUpdate): Promise<Customer> {
  const customer = await apiCall(updateCustomer, { body });
  await mutate(customerKey, customer, { revalidate: false });
  return customer;
}

/** PATCH /customers/me (e.g. `{changed: false}` once the saved notice was dismissed). */
export async function patchMe(body: CustomerPatch): Promise<Customer> {
  const customer = await apiCall(patchCustomer, { body });
  await mutate(customerKey, customer, { revalidate: false });
  return customer;
}
