import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';

/**
 * The e-mail gateway: newsletter subscriptions with double opt-in. Subscribing sends a confirmation link
 * (`/subscription-confirmation?confirmation-token=…&email=…` on the brand's host); the link's token confirms it
 * once, within its validity (identity.ts's CONFIRMATION_TTL_MS).
 */

const EmailParam = lazySchema(() => z.object({ email: z.email().max(254) }));

/**
 * Status and unsubscribe name an address, so they need its owner: the signed-in user of that login address (the
 * bearer token), or the unsubscribe token every newsletter mail carries (`token`). 401 with neither, 403 for
 * another user's address or a token of another address (issue 57.7).
 */
const SubscriptionAccess = lazySchema(() =>
  z.object({
    token: z
      .string()
      .regex(/^[\w-]{1,100}$/)
      .optional(),
  }),
);

export const subscribeNewsletter = defineEndpoint({
  name: 'emailGateway.subscribe',
  service: 'email-gateway',
  method: 'POST',
  path: '/api/v1/Profiles/:email/subscription',
  summary:
    'Starts a newsletter subscription: sends the double opt-in link to the address; 429 (Retry-After) past the ' +
    'mail limits.',
  params: EmailParam,
  body: lazySchema(() => z.object({ channel: z.string().trim().min(1).max(253) })),
  responses: { 202: lazySchema(() => z.undefined()), 400: UpstreamError, 429: UpstreamError },
});

export const confirmSubscription = defineEndpoint({
  name: 'emailGateway.confirmSubscription',
  service: 'email-gateway',
  method: 'POST',
  path: '/api/v1/Profiles/:email/subscription/confirm/:token',
  summary:
    'Confirms a newsletter subscription with the token of its e-mail. 404 for an unknown, used or expired ' +
    'token, or one sent to another address.',
  params: lazySchema(() => z.object({ email: z.email().max(254), token: z.string().min(1).max(200) })),
  responses: { 204: lazySchema(() => z.undefined()), 400: UpstreamError, 404: UpstreamError },
});

export const NewsletterSubscription = lazySchema(() => z.object({ subscribed: z.boolean() }));
export type NewsletterSubscription = z.infer<typeof NewsletterSubscription>;

export const getSubscription = defineEndpoint({
  name: 'emailGateway.getSubscription',
  service: 'email-gateway',
  method: 'GET',
  path: '/api/v1/Profiles/:email/subscription',
  summary:
    'Whether the address has a confirmed newsletter subscription (a pending double opt-in is not one). Only ' +
    "for the address's signed-in user or with the unsubscribe token of its mails.",
  params: EmailParam,
  query: SubscriptionAccess,
  responses: { 200: NewsletterSubscription, 400: UpstreamError, 401: UpstreamError, 403: UpstreamError },
});

export const unsubscribeNewsletter = defineEndpoint({
  name: 'emailGateway.unsubscribe',
  service: 'email-gateway',
  method: 'DELETE',
  path: '/api/v1/Profiles/:email/subscription',
  summary:
    "Ends the newsletter subscription of the address; 404 when it has none. Only for the address's signed-in " +
    'user or with the unsubscribe token of its mails.',
  params: EmailParam,
  query: SubscriptionAccess,
  responses: {
    204: lazySchema(() => z.undefined()),
    400: UpstreamError,
    401: UpstreamError,
    403: UpstreamError,
    404: UpstreamError,
    429: UpstreamError,
  },
});
