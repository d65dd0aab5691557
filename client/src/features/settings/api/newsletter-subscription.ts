import useSWR from 'swr';
import { getSubscription, unsubscribeNewsletter } from '#contracts/email-gateway';
import { apiCall, callKey } from '#platform/api/api-request';

export const newsletterSubscriptionKey = (email: string) => callKey(getSubscription, { params: { email } });

/** Whether the address has a confirmed newsletter subscription. */
export function useNewsletterSubscription(email: string) {
  return useSWR(newsletterSubscriptionKey(email), () => apiCall(getSubscription, { params: { email } }));
}

/** Ends the subscription of the address. */
export function deleteNewsletterSubscription(email: string): Promise<unknown> {
  return apiCall(unsubscribeNewsletter, { params: { email } });
}
