import { z } from 'zod';
import { isPublicCallbackUrl } from './callback-url';
import { CallbackFormat, Customer } from './customer';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';

// The customer's own changes, apart from `customer.ts` (the customer as every page reads it): the callback URL's
// public-host check and the name rules are needed only where the customer edits them, not for the first paint.

/**
 * The FTP/callback integration's URL, which the service calls: https to a public host only (`callback-url.ts`:
 * no loopback, private, link-local, unique-local or metadata address, no javascript: or data: URL).
 */
export const CALLBACK_URL_ERROR = 'Callback URL must be an https URL to a public host';
export const CallbackUrl = lazySchema(() =>
  z
    .string()
    .trim()
    .max(2000, CALLBACK_URL_ERROR)
    .refine((value) => isPublicCallbackUrl(value), CALLBACK_URL_ERROR)
    .nullable(),
);

/** No angle brackets (nothing that could read as markup), at least one letter. */
const PERSON_NAME = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, 'Please enter a name')
    .max(60)
    .regex(/^(?=.*\p{L})[^<>]*$/u, 'Please enter a name'),
);

/** PUT /customers/me: every field the customer can change. */
export const CustomerUpdate = lazySchema(() =>
  z.object({
    firstName: PERSON_NAME,
    lastName: PERSON_NAME,
    callbackUrl: CallbackUrl,
    callbackFormat: CallbackFormat.nullable(),
  }),
);
export type CustomerUpdate = z.input<typeof CustomerUpdate>;

/** PATCH /customers/me: only what changes; `changed: false` resets the changed flag once it was shown. */
export const CustomerPatch = lazySchema(() =>
  CustomerUpdate.partial().extend({ changed: z.literal(false).optional() }),
);
export type CustomerPatch = z.input<typeof CustomerPatch>;

export const updateCustomer = defineEndpoint({
  name: 'customers.updateMe',
  service: 'customers',
  method: 'PUT',
  path: '/customers/me',
  summary:
    "Replaces the customer's own details (names, FTP callback URL and format; 400 names a refused field). " +
    'Sets changed.',
  body: CustomerUpdate,
  responses: { 200: Customer, 400: UpstreamError, 401: UpstreamError, 404: UpstreamError },
});

export const patchCustomer = defineEndpoint({
  name: 'customers.patchMe',
  service: 'customers',
  method: 'PATCH',
  path: '/customers/me',
  summary:
    "Changes some of the customer's own details (the FTP integration saves its two fields this way). Sets " +
    'changed, unless the body only resets it (changed: false).',
  body: CustomerPatch,
  responses: { 200: Customer, 400: UpstreamError, 401: UpstreamError, 404: UpstreamError },
});
