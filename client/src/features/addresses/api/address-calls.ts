import {
  type Address,
  type AddressInput,
  createAddress,
  deleteAddress,
  updateAddress,
} from '#contracts/address';
import { apiCall } from '#platform/api/api-request';
import { refreshCustomerData } from '#platform/customer/addresses';

/** POST /customers/me/addresses, then the address list and the customer (its 'changed' flag) are read again. */
export async function postAddress(body: AddressInput): Promise<Address> {
  const created = await apiCall(createAddress, { body });
  await refreshCustomerData();
  return created;
}

/** PUT /customers/me/addresses/{id}. */
export async function putAddress(id: string, body: AddressInput): Promise<Address> {
  const updated = await apiCall(updateAddress, { params: { id }, body });
  await refreshCustomerData();
  return updated;
}

/** DELETE /customers/me/addresses/{id}. */
export async function removeAddress(id: string): Promise<void> {
  await apiCall(deleteAddress, { params: { id } });
  await refreshCustomerData();
}
