import { type DetailedError, type HttpResponse, Upload, type UploadOptions } from 'tus-js-client';
import { TUS_FILES_PATH, UPLOAD_LINK_HEADER } from '#contracts/photo-uploads';
import { apiAuth, CSRF_HEADERS } from '#platform/api/api-auth';
import { apiServiceUrl } from '#platform/api/api-request';
import type { UploadQueueDeps, UploadTarget } from './upload-types';

/** Bytes per PATCH: a dropped connection costs at most this much again. */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** A dropped connection is retried after these pauses (then the file fails and can be retried by hand). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

export type TusUpload = ReturnType<NonNullable<UploadQueueDeps['createUpload']>>;

/** What the queue hears of one tus upload. */
export interface TusUploadEvents {
  /** The service made the upload: its URL finds the outcome resource later. */
  onUrl: (url: string) => void;
  onProgress: (bytesSent: number) => void;
  /** Every byte is stored; the last answer (its body may carry the outcome). */
  onStored: (url: string, lastResponse: HttpResponse) => void;
  /** Refused, or the connection stayed lost after the retries. */
  onError: (response: HttpResponse | null | undefined) => void;
}

/**
 * One file's tus upload to the photo-upload service, with the target's credential on every request (the bearer,
 * or a phone link's header) and the CSRF headers; `resumeUrl` continues an upload the service already has.
 */
export function createTusUpload(
  file: File,
  target: UploadTarget,
  resumeUrl: string | undefined,
  events: TusUploadEvents,
  create: NonNullable<UploadQueueDeps['createUpload']> = (f, options) => new Upload(f, options),
): TusUpload {
  const options: UploadOptions = {
    endpoint: apiServiceUrl('photo-upload', TUS_FILES_PATH),
    ...(resumeUrl === undefined ? {} : { uploadUrl: resumeUrl }),
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    removeFingerprintOnSuccess: true,
    metadata: {
      filename: file.name,
      filetype: file.type,
      ...(target.kind === 'user' && target.albumId ? { albumId: target.albumId } : {}),
    },
    onBeforeRequest: (req) => {
      for (const [name, value] of Object.entries(CSRF_HEADERS)) req.setHeader(name, value);
      if (target.kind === 'link') req.setHeader(UPLOAD_LINK_HEADER, target.token);
      else {
        const token = apiAuth().getAccessToken();
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
      }
    },
    onUploadUrlAvailable: () => {
      if (upload.url) events.onUrl(upload.url);
    },
    onProgress: (sent) => events.onProgress(sent),
    // a refusal (4xx other than a conflict or a lock) is final; a lost connection or a 5xx is retried
    onShouldRetry: (error) => {
      const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
      return status === 409 || status === 423 || status === 0 || status >= 500;
    },
    onSuccess: ({ lastResponse }) => events.onStored(upload.url ?? '', lastResponse),
    onError: (error) => events.onError((error as DetailedError).originalResponse),
  };
  const upload = create(file, options);
  return upload;
}
