import { changeDeliveryAddress, type DeliveryAddress } from '#contracts/orders';
import { apiCall } from '#platform/api/api-request';

/** PUT /v1/superorders/{code}/deliveryAddress: the saved address (ApiError 400, 404 or 409 otherwise). */
export function putDeliveryAddress(code: string, address: DeliveryAddress): Promise<DeliveryAddress> {
  return apiCall(changeDeliveryAddress, { params: { code }, body: address });
}
