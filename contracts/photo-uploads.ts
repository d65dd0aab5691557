import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';
import { IsoDateTime } from './photos';

/**
 * Photo upload (the spec's "storage API with a QR upload base", ours to design). Files go through a tus endpoint
 * (resumable: https://tus.io/protocols/resumable-upload) at `/photo-upload/files`, outside these JSON calls:
 * POST creates an upload (Upload-Length or Upload-Defer-Length, Upload-Metadata `filename`, `filetype`, optional
 * `albumId`), PATCH sends bytes from Upload-Offset, HEAD tells how far it got. A request is the signed-in user's
 * (bearer) or a phone link's (its token in the `Upload-Link` header).
 *
 * The last PATCH is answered (202, `{status: 'processing'}`) as soon as the bytes are stored: checking and
 * rendering the photo goes on after it, so no proxy timeout can turn slow processing into a failure. From that
 * moment the outcome resource (`getUploadOutcome`) exists and tells 'processing', then what became of the file;
 * the client polls it. HEAD of a finished upload keeps answering its full length, so a client that missed the
 * last answer never sends the file again (docs/decisions/060-upload-outcome-is-the-truth.md).
 */
export const TUS_FILES_PATH = '/files';
/** The request header carrying a phone link's token. */
export const UPLOAD_LINK_HEADER = 'upload-link';
/** The largest photo file taken: 50 MiB (a 12 MP HEIC is ~2-4 MB, a 12 MP PNG up to ~35 MB). */
export const MAX_PHOTO_BYTES = 50 * 1024 * 1024;
/** How long a phone link works, and how many photos it takes. */
export const PHONE_LINK_TTL_MS = 15 * 60_000;
export const PHONE_LINK_MAX_PHOTOS = 100;
/** The largest picture decoded: 50 megapixels (an 8K frame is 33 MP, a 48 MP phone's full-size photo fits). */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** An unfinished upload expires this long after its creation (Upload-Expires) and is swept, bytes and all. */
export const UNFINISHED_UPLOAD_TTL_MS = 24 * 60 * 60_000;
/**
 * Bytes of unfinished uploads one user may hold at a time (their declared lengths; a deferred length counts as
 * MAX_PHOTO_BYTES): the client's three parallel uploads plus two left behind by reloads.
 */
export const MAX_UNFINISHED_BYTES = 5 * MAX_PHOTO_BYTES;

const Token = lazySchema(() => z.string().regex(/^[A-Za-z0-9_-]{20,100}$/));
const UploadId = lazySchema(() => z.string().regex(/^[A-Za-z0-9_-]{1,100}$/));

/** What became of one uploaded file: 'processing' from its last byte until it is added, a duplicate or refused. */
export const UploadOutcome = lazySchema(() =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('processing') }),
    z.object({
      status: z.literal('added'),
      photoId: z.string().min(1),
      dateTaken: IsoDateTime.nullable(),
      /** How long the service took to check and render it, once received (ms). */
      processingMs: z.number().nonnegative().optional(),
    }),
    z.object({ status: z.literal('duplicate'), photoId: z.string().min(1) }),
    z.object({
      status: z.literal('failed'),
      error: z.enum([
        'unsupported_type',
        /** A HEIF whose images are not HEVC (stored uncompressed, or another codec). */
        'unsupported_heif',
        'corrupt_image',
        'too_large',
        'too_many_pixels',
        'link_expired',
        'failed',
      ]),
      message: z.string(),
    }),
  ]),
);
export type UploadOutcome = z.infer<typeof UploadOutcome>;
/** An outcome that will not change any more. */
export type FinalUploadOutcome = Exclude<UploadOutcome, { status: 'processing' }>;

export const PhoneLink = lazySchema(() =>
  z.object({
    token: Token,
    expiresAt: IsoDateTime,
    /** Photos it may still add. */
    remaining: z.number().int().nonnegative(),
    albumId: z.string().nullable(),
  }),
);
export type PhoneLink = z.infer<typeof PhoneLink>;

export const createPhoneLink = defineEndpoint({
  name: 'photoUpload.createPhoneLink',
  service: 'photo-upload',
  method: 'POST',
  path: '/phone-links',
  summary:
    "A short-lived link that can only add photos to the signed-in user's library (or one own album): " +
    `valid ${PHONE_LINK_TTL_MS / 60_000} minutes and for ${PHONE_LINK_MAX_PHOTOS} photos; needs a bearer token.`,
  body: lazySchema(() => z.object({ albumId: z.string().min(1).max(200).optional() }).optional()),
  responses: { 201: PhoneLink, 400: UpstreamError, 401: UpstreamError, 404: UpstreamError },
});

export const getPhoneLink = defineEndpoint({
  name: 'photoUpload.getPhoneLink',
  service: 'photo-upload',
  method: 'GET',
  path: '/phone-links/:token',
  summary:
    'A phone link as its holder sees it (no sign-in: the token is the credential); 404 unknown, 410 expired or used up.',
  params: lazySchema(() => z.object({ token: Token })),
  responses: { 200: PhoneLink, 400: UpstreamError, 404: UpstreamError, 410: UpstreamError },
});

export const getUploadOutcome = defineEndpoint({
  name: 'photoUpload.getOutcome',
  service: 'photo-upload',
  method: 'GET',
  path: '/outcomes/:uploadId',
  summary:
    "What became of an upload whose bytes are all stored: 'processing' until it is checked and rendered, then " +
    'added, duplicate or failed (kept 24 hours); bearer or Upload-Link of the uploader; 404 while bytes are ' +
    'missing, once forgotten, or for another user.',
  params: lazySchema(() => z.object({ uploadId: UploadId })),
  responses: { 200: UploadOutcome, 400: UpstreamError, 401: UpstreamError, 404: UpstreamError },
});
