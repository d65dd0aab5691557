import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';

export const B2bStatus = lazySchema(() => z.enum(['Default', 'New', 'Blocked']));
export type B2bStatus = z.infer<typeof B2bStatus>;

export const CallbackFormat = lazySchema(() => z.enum(['json', 'xml']));

/** GET {customers}/customers/me */
export const Customer = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    email: z.email(),
    firstName: z.string(),
    lastName: z.string(),
    accountDeleted: z.boolean(),
    /** Only business customers have a status. */
    status: B2bStatus.nullable(),
    changed: z.boolean(),
    callbackUrl: z.string().nullable(),
    callbackFormat: CallbackFormat.nullable(),
  }),
);
export type Customer = z.infer<typeof Customer>;

export const getCustomer = defineEndpoint({
  name: 'customers.getMe',
  service: 'customers',
  method: 'GET',
  path: '/customers/me',
  summary: 'The signed-in customer (shell, banner, settings).',
  responses: { 200: Customer, 401: UpstreamError, 404: UpstreamError },
});
