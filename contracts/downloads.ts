import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';
import { ExternalUrl } from './url';

/**
 * Getting photos out of the library: zip archives of up to 100 photos (built by a job, announced over push) and
 * the full export ("backup") of the whole library as a list of zip chunks. Both hand out signed, expiring links to
 * the file service (the image service in the emulator) rather than the bytes.
 */

/** At most this many photos go into one download archive (the client disables Download above it). */
export const MAX_DOWNLOAD_PHOTOS = 100;

/** How long an archive or export link stays valid after it is handed out, and an export after it is ready. */
export const EXPORT_VALID_DAYS = 7;

export const DownloadStatus = lazySchema(() => z.enum(['PENDING', 'READY', 'FAILED']));
export type DownloadStatus = z.infer<typeof DownloadStatus>;

/** A download archive: a zip of the original files of the photos named in `photos`. */
export const DownloadArchive = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    /** A readable name, e.g. "Photos 22 Nov 2026 14:05". */
    name: z.string().min(1),
    /** The ids of the photos in the archive. */
    photos: z.array(z.string().min(1)),
    created: z.iso.datetime({ offset: true }),
    status: DownloadStatus,
    /** Bytes of the zip once it is built; null before. */
    size: z.number().int().nonnegative().nullable(),
  }),
);
export type DownloadArchive = z.infer<typeof DownloadArchive>;

export const CreateDownloadRequest = lazySchema(() =>
  z.object({
    photoIds: z.array(z.string().min(1).max(200)).min(1).max(MAX_DOWNLOAD_PHOTOS),
  }),
);
export type CreateDownloadRequest = z.infer<typeof CreateDownloadRequest>;

export const DownloadList = lazySchema(() => z.object({ items: z.array(DownloadArchive) }));
export type DownloadList = z.infer<typeof DownloadList>;

/** A signed, expiring link to a file (an archive, an export chunk). */
export const SignedUrl = lazySchema(() => z.object({ url: ExternalUrl }));
export type SignedUrl = z.infer<typeof SignedUrl>;

export const createDownload = defineEndpoint({
  name: 'photoManagement.createDownload',
  service: 'photo-management',
  method: 'POST',
  path: '/downloads',
  summary:
    'Queues a zip archive of the originals of 1-100 of your photos. The job announces archive-started, ' +
    'archive-finished or archive-error on the push connection. Unknown or other users’ ids answer 400.',
  body: CreateDownloadRequest,
  responses: { 202: DownloadArchive, 400: UpstreamError, 401: UpstreamError },
});

export const listDownloads = defineEndpoint({
  name: 'photoManagement.listDownloads',
  service: 'photo-management',
  method: 'GET',
  path: '/downloads',
  summary: 'Your download archives, newest first.',
  responses: { 200: DownloadList, 401: UpstreamError },
});

export const getDownloadUrl = defineEndpoint({
  name: 'photoManagement.getDownloadUrl',
  service: 'photo-management',
  method: 'GET',
  path: '/downloads/:downloadId/url',
  summary:
    'A signed link to a built archive. 404 for an unknown or another user’s archive, 409 while not built.',
  responses: { 200: SignedUrl, 401: UpstreamError, 404: UpstreamError, 409: UpstreamError },
});

/** Export of the whole library. */
export const ExportPending = lazySchema(() =>
  z.object({
    backupId: z.string().min(1),
    status: z.enum(['REQUESTED', 'IN_PROGRESS', 'FAILED']),
  }),
);

export const ExportChunk = lazySchema(() =>
  z.object({
    /** 0, 1, 2, …: the chunk's number, what its link is asked for by. */
    iteration: z.number().int().nonnegative(),
    /** Bytes of the chunk's zip. */
    size: z.number().int().min(1),
  }),
);
export type ExportChunk = z.infer<typeof ExportChunk>;

export const ExportReady = lazySchema(() =>
  z.object({
    backupId: z.string().min(1),
    status: z.literal('READY'),
    chunks: z
      .array(ExportChunk)
      .min(1)
      .refine(
        (chunks) => chunks.every((chunk, i) => i === 0 || (chunks[i - 1]?.iteration ?? -1) < chunk.iteration),
        'chunks are sorted by iteration',
      ),
    created: z.iso.datetime({ offset: true }),
    updated: z.iso.datetime({ offset: true }),
  }),
);

export const Export = lazySchema(() => z.discriminatedUnion('status', [ExportPending, ExportReady]));
export type Export = z.infer<typeof Export>;
export type ExportStatus = Export['status'];

export const CreateExportRequest = lazySchema(() => z.object({ channelId: z.string().min(1).max(100) }));
export type CreateExportRequest = z.infer<typeof CreateExportRequest>;

export const createExport = defineEndpoint({
  name: 'photoManagement.createExport',
  service: 'photo-management',
  method: 'POST',
  path: '/backups',
  summary:
    'Requests an export of the whole library for a brand channel. It moves REQUESTED → IN_PROGRESS → READY ' +
    '(zip chunks of the originals) and answers 404 seven days after it is ready.',
  body: CreateExportRequest,
  responses: { 202: Export, 400: UpstreamError, 401: UpstreamError },
});

export const getExport = defineEndpoint({
  name: 'photoManagement.getExport',
  service: 'photo-management',
  method: 'GET',
  path: '/backups/:backupId',
  summary: 'An export by id. 404 for an unknown, expired or another user’s export.',
  responses: { 200: Export, 401: UpstreamError, 404: UpstreamError },
});

/** An export's chunk by its iteration (a number in the path). */
const ChunkParams = lazySchema(() =>
  z.object({
    backupId: z.string().min(1).max(200),
    chunk: z
      .string()
      .regex(/^\d{1,6}$/, 'a chunk iteration')
      .transform(Number),
  }),
);

export const getExportChunkUrl = defineEndpoint({
  name: 'photoManagement.getExportChunkUrl',
  service: 'photo-management',
  method: 'GET',
  path: '/backups/:backupId/chunks/:chunk/url',
  summary: 'A signed link to one chunk (by iteration) of a ready export. 404 for anything else.',
  params: ChunkParams,
  responses: { 200: SignedUrl, 401: UpstreamError, 404: UpstreamError },
});

/** Zip bytes (application/zip): not JSON, so not parsed by a client. */
export const ZipBytes = lazySchema(() =>
  z.custom<Uint8Array>((value) => value instanceof Uint8Array).meta({ mediaType: 'application/zip' }),
);

const SignedQuery = lazySchema(() =>
  z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
);

/** The archive file behind a download link (`{downloadId}.zip`, as an attachment). Signed: 403 otherwise. */
export const getArchiveFile = defineEndpoint({
  name: 'images.getArchive',
  service: 'images',
  method: 'GET',
  path: '/archives/:downloadId',
  summary: 'A built download archive as application/zip, by signed, expiring URL.',
  query: SignedQuery,
  responses: { 200: ZipBytes, 403: UpstreamError, 404: UpstreamError },
});

/** One export chunk's zip, streamed as it is built (its length is known up front). Signed: 403 otherwise. */
export const getExportChunkFile = defineEndpoint({
  name: 'images.getExportChunk',
  service: 'images',
  method: 'GET',
  path: '/backups/:backupId/chunks/:chunk',
  summary: 'One chunk of a ready export as application/zip, streamed, by signed, expiring URL.',
  params: ChunkParams,
  query: SignedQuery,
  responses: { 200: ZipBytes, 403: UpstreamError, 404: UpstreamError },
});
