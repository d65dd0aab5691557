import { confirmSubscription } from '#contracts/email-gateway';
import { apiCall } from '#platform/api/api-request';

/** POST {email gateway}/api/v1/Profiles/{email}/subscription/confirm/{token}. */
export function postSubscriptionConfirmation(email: string, token: string) {
  return apiCall(confirmSubscription, { params: { email, token } });
}
