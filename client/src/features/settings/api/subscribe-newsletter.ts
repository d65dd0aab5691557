import { subscribeNewsletter } from '#contracts/email-gateway';
import { apiCall } from '#platform/api/api-request';

/** Starts the double opt-in: the e-mail gateway mails the confirmation link. */
export function postNewsletterSubscription(email: string, channel: string): Promise<unknown> {
  return apiCall(subscribeNewsletter, { params: { email }, body: { channel } });
}
