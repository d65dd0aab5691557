import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';
import { IsoDateTime } from './photos';

/**
 * Uploads of the storage service: the photos sent for one order. An order placed without signing in has an
 * anonymous upload (accountId null), found by POST /getanonymousuploads when GET /uploads/{id} does not know it.
 */
export const StorageUpload = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    accountId: z.string().min(1).nullable(),
    /** The super order the upload was made for. */
    orderCode: z.string().min(1).nullable(),
    createdAt: IsoDateTime,
    photoCount: z.number().int().nonnegative(),
    status: z.enum(['Completed', 'InProgress', 'Expired']),
  }),
);
export type StorageUpload = z.infer<typeof StorageUpload>;

const UploadId = lazySchema(() => z.string().min(1).max(64));

export const getUpload = defineEndpoint({
  name: 'storage.getUpload',
  service: 'storage',
  method: 'GET',
  path: '/uploads/:id',
  summary:
    "An upload of the account (accountId must be the signed-in customer's: 403 otherwise); 404 when the " +
    'account has no upload of that id (an anonymous one included).',
  params: lazySchema(() => z.object({ id: UploadId })),
  query: lazySchema(() => z.object({ accountId: z.string().min(1).max(64) })),
  responses: {
    200: StorageUpload,
    400: UpstreamError,
    401: UpstreamError,
    403: UpstreamError,
    404: UpstreamError,
  },
});

export const getAnonymousUploads = defineEndpoint({
  name: 'storage.getAnonymousUploads',
  service: 'storage',
  method: 'POST',
  path: '/getanonymousuploads',
  summary: 'The anonymous uploads among the given ids, in their order; 404 when none of them is one.',
  body: lazySchema(() => z.array(UploadId).min(1).max(50)),
  responses: {
    200: lazySchema(() => z.array(StorageUpload).min(1)),
    400: UpstreamError,
    401: UpstreamError,
    404: UpstreamError,
  },
});
