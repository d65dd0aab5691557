import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';

/**
 * The identity service: the account's login e-mail and its deletion, each confirmed by a single-use link sent by
 * e-mail. The path names the identity by its provider type and subject (the `idp` and `idp_sub` claims); a token
 * of another identity, a used or an expired one is refused.
 */

/** How long a confirmation link stays valid (emulator clock). */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many e-mail-change requests per identity in the window; the next answers 429. */
export const EMAIL_CHANGE_LIMIT = 3;
export const EMAIL_CHANGE_WINDOW_MS = 60 * 60 * 1000;

/** The channel the customer uses: the brand's host (the confirmation e-mail comes from that brand). */
const Channel = lazySchema(() => z.string().trim().min(1).max(253));

const IdentityParams = lazySchema(() =>
  z.object({
    idpType: z.string().min(1).max(64),
    idpSub: z.string().min(1).max(128),
  }),
);
const TokenParams = lazySchema(() => IdentityParams.extend({ token: z.string().min(1).max(200) }));

export const EmailChangeRequest = lazySchema(() =>
  z.object({
    email: z.email().max(254),
    channel: Channel,
  }),
);
export type EmailChangeRequest = z.infer<typeof EmailChangeRequest>;

export const requestEmailChange = defineEndpoint({
  name: 'identity.requestEmailChange',
  service: 'identity',
  method: 'POST',
  path: '/v2/identities/:idpType/:idpSub/emailchanges',
  summary:
    'Sends a confirmation link to the new address. 409 when another account uses it; 429 after ' +
    `${EMAIL_CHANGE_LIMIT} requests within an hour (Retry-After); 404 for another identity.`,
  params: IdentityParams,
  body: EmailChangeRequest,
  responses: {
    202: lazySchema(() => z.undefined()),
    400: UpstreamError,
    401: UpstreamError,
    404: UpstreamError,
    409: UpstreamError,
    429: UpstreamError,
  },
});

export const confirmEmailChange = defineEndpoint({
  name: 'identity.confirmEmailChange',
  service: 'identity',
  method: 'POST',
  path: '/v2/identities/:idpType/:idpSub/emailchanges/:token/actions/confirm',
  summary:
    "Changes the account's login to the new address. 404 for an unknown, used or expired token (or one of " +
    'another identity); 409 when the address was taken meanwhile.',
  params: TokenParams,
  responses: {
    204: lazySchema(() => z.undefined()),
    401: UpstreamError,
    404: UpstreamError,
    409: UpstreamError,
  },
});

export const DeleteAccountRequest = lazySchema(() => z.object({ channel: Channel }));

export const requestAccountDeletion = defineEndpoint({
  name: 'identity.requestAccountDeletion',
  service: 'identity',
  method: 'POST',
  path: '/v2/identities/:idpType/:idpSub/deleteaccount',
  summary:
    'Sends a link to confirm the deletion to the account address; 404 for another identity, 429 (Retry-After) ' +
    'past the mail limits.',
  params: IdentityParams,
  body: DeleteAccountRequest,
  responses: {
    202: lazySchema(() => z.undefined()),
    400: UpstreamError,
    401: UpstreamError,
    404: UpstreamError,
    429: UpstreamError,
  },
});

export const confirmAccountDeletion = defineEndpoint({
  name: 'identity.confirmAccountDeletion',
  service: 'identity',
  method: 'POST',
  path: '/v2/identities/:idpType/:idpSub/deleteaccount/:token/actions/confirm',
  summary:
    'Deletes the account and its data: its sign-in stops working. 404 for an unknown, used or expired token.',
  params: TokenParams,
  responses: { 204: lazySchema(() => z.undefined()), 401: UpstreamError, 404: UpstreamError },
});
