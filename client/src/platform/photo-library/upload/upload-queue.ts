import { type DetailedError, type HttpResponse, Upload, type UploadOptions } from 'tus-js-client';
import {
  getUploadOutcome,
  TUS_FILES_PATH,
  UPLOAD_LINK_HEADER,
  UploadOutcome,
} from '#contracts/photo-uploads';
import { apiAuth } from '#platform/api/api-auth';
import { apiCall, apiServiceUrl, callPath } from '#platform/api/api-request';

/** How many files go at once. */
export const PARALLEL_UPLOADS = 3;
/** Bytes per PATCH: a dropped connection costs at most this much again. */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** A dropped connection is retried after these pauses (then the file fails and can be retried by hand). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

export type UploadItemStatus =
  | 'chosen'
  | 'waiting'
  | 'uploading'
  | 'added'
  | 'duplicate'
  | 'failed'
  | 'cancelled';

export interface UploadItem {
  id: string;
  file: File;
  status: UploadItemStatus;
  bytesSent: number;
  /** Why it failed (the service's reason, or a lost connection). */
  error: UploadFailure | null;
  photoId: string | null;
}

/** Why a file failed: the service's reasons, or a connection that stayed lost after the retries. */
export type UploadFailure = Extract<UploadOutcome, { status: 'failed' }>['error'] | 'connection';

export interface UploadQueueSnapshot {
  items: readonly UploadItem[];
  /** Started and not every file has an outcome yet. */
  running: boolean;
  /** Every file has an outcome: the summary shows. */
  finished: boolean;
}

/** Who the files are for: the signed-in user (bearer, optionally into an album), or a phone link. */
export type UploadTarget = { kind: 'user'; albumId?: string } | { kind: 'link'; token: string };

export interface UploadQueueDeps {
  /** The tus client (tests pass a fake). */
  createUpload?: (
    file: File,
    options: UploadOptions,
  ) => Pick<Upload, 'start' | 'abort' | 'findPreviousUploads' | 'resumeFromPreviousUpload' | 'url'>;
  /** The outcome of an upload whose last answer was missed (a reload after it finished). */
  fetchOutcome?: (uploadId: string, target: UploadTarget) => Promise<UploadOutcome>;
  /** Told about every photo that arrived (added or duplicate). */
  onArrived?: (item: UploadItem) => void;
}

let lastId = 0;
function nextUploadId(): number {
  lastId += 1;
  return lastId;
}

/** The outcome a finished upload's last answer carries (its body), or null when it carries none. */
export function outcomeFromBody(body: string | undefined): UploadOutcome | null {
  if (body === undefined || body.trim() === '') return null;
  try {
    const parsed = UploadOutcome.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Why a refused or broken upload failed: the outcome's reason, else one told by the status. */
export function failureOf(response: HttpResponse | null | undefined): UploadFailure {
  const outcome = outcomeFromBody(response?.getBody());
  if (outcome?.status === 'failed') return outcome.error;
  const status = response?.getStatus() ?? 0;
  // the photo-upload service's statuses of a refused file (FAILURE_STATUS of its tus routes)
  if (status === 413) return 'too_large';
  if (status === 410) return 'link_expired';
  if (status === 415) return 'unsupported_type';
  if (status === 422) return 'corrupt_image';
  if (status === 0 || status >= 500) return 'connection';
  return 'failed';
}

/**
 * The files of one upload session and their fate: chosen files wait until `start()`, then go through the tus
 * endpoint a few at a time in chunks, resuming after a dropped connection (and, through the fingerprints
 * tus-js-client keeps in localStorage, after a reload: the same file chosen again continues where it stopped).
 * `cancel()` stops and discards what is running; `retryFailed()` sends the failed ones again.
 */
export class UploadQueue {
  #items: UploadItem[] = [];
  #snapshot: UploadQueueSnapshot = { items: [], running: false, finished: false };
  readonly #listeners = new Set<() => void>();
  readonly #uploads = new Map<string, Pick<Upload, 'abort' | 'url'>>();
  #started = false;

  constructor(
    private readonly target: UploadTarget,
    private readonly deps: UploadQueueDeps = {},
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): UploadQueueSnapshot => this.#snapshot;

  add(files: readonly File[]): void {
    const added = files.map((file) => ({
      id: `upload-${nextUploadId()}`,
      file,
      status: this.#started ? ('waiting' as const) : ('chosen' as const),
      bytesSent: 0,
      error: null,
      photoId: null,
    }));
    this.#items = [...this.#items, ...added];
    this.#changed();
    if (this.#started) this.#pump();
  }

  remove(id: string): void {
    this.#items = this.#items.filter((item) => item.id !== id || item.status === 'uploading');
    this.#changed();
  }

  start(): void {
    this.#started = true;
    this.#items = this.#items.map((item) =>
      item.status === 'chosen' ? { ...item, status: 'waiting' } : item,
    );
    this.#changed();
    this.#pump();
  }

  retryFailed(): void {
    this.#items = this.#items.map((item) =>
      item.status === 'failed' ? { ...item, status: 'waiting', error: null, bytesSent: 0 } : item,
    );
    this.#changed();
    this.#pump();
  }

  /** Stops every running upload (and discards it on the service) and every waiting one. */
  cancel(): void {
    for (const [id, upload] of this.#uploads) {
      void upload.abort(true).catch(() => undefined);
      this.#uploads.delete(id);
    }
    this.#items = this.#items.map((item) =>
      item.status === 'waiting' || item.status === 'uploading' ? { ...item, status: 'cancelled' } : item,
    );
    this.#changed();
  }

  /** Leaves running uploads alone on the service (a reload may resume them) but stops sending. */
  dispose(): void {
    for (const upload of this.#uploads.values()) void upload.abort(false).catch(() => undefined);
    this.#uploads.clear();
    this.#listeners.clear();
  }

  #update(id: string, patch: Partial<UploadItem>): UploadItem | undefined {
    let updated: UploadItem | undefined;
    this.#items = this.#items.map((item) => {
      if (item.id !== id) return item;
      updated = { ...item, ...patch };
      return updated;
    });
    this.#changed();
    return updated;
  }

  #changed(): void {
    const items = this.#items;
    const running = items.some((i) => i.status === 'waiting' || i.status === 'uploading');
    const finished = this.#started && !running && items.some((i) => i.status !== 'chosen');
    this.#snapshot = { items, running, finished };
    for (const listener of [...this.#listeners]) listener();
  }

  #pump(): void {
    const running = this.#items.filter((i) => i.status === 'uploading').length;
    const waiting = this.#items.filter((i) => i.status === 'waiting');
    for (const item of waiting.slice(0, Math.max(0, PARALLEL_UPLOADS - running))) {
      this.#update(item.id, { status: 'uploading' });
      void this.#send(item);
    }
  }

  #settle(id: string, outcome: UploadOutcome): void {
    this.#uploads.delete(id);
    if (outcome.status === 'failed') {
      this.#fail(id, outcome.error);
      return;
    }
    const item = this.#update(id, {
      status: outcome.status,
      photoId: outcome.photoId,
      bytesSent: this.#sizeOf(id),
    });
    if (item) this.deps.onArrived?.(item);
    this.#pump();
  }

  #fail(id: string, error: UploadFailure): void {
    this.#uploads.delete(id);
    this.#update(id, { status: 'failed', error });
    this.#pump();
  }

  #sizeOf(id: string): number {
    return this.#items.find((i) => i.id === id)?.file.size ?? 0;
  }

  async #send(item: UploadItem): Promise<void> {
    const target = this.target;
    const create = this.deps.createUpload ?? ((file, options) => new Upload(file, options));
    const fetchOutcome = this.deps.fetchOutcome ?? defaultFetchOutcome;
    const upload = create(item.file, {
      endpoint: apiServiceUrl('photo-upload', TUS_FILES_PATH),
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      metadata: {
        filename: item.file.name,
        filetype: item.file.type,
        ...(target.kind === 'user' && target.albumId ? { albumId: target.albumId } : {}),
      },
      onBeforeRequest: (req) => {
        if (target.kind === 'link') req.setHeader(UPLOAD_LINK_HEADER, target.token);
        else {
          const token = apiAuth().getAccessToken();
          if (token) req.setHeader('Authorization', `Bearer ${token}`);
        }
      },
      onProgress: (sent) => {
        this.#update(item.id, { bytesSent: sent });
      },
      // a refusal (4xx other than a conflict or a lock) is final; a lost connection or a 5xx is retried
      onShouldRetry: (error) => {
        const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
        return status === 409 || status === 423 || status === 0 || status >= 500;
      },
      onSuccess: ({ lastResponse }) => {
        const outcome = outcomeFromBody(lastResponse.getBody());
        if (outcome) return this.#settle(item.id, outcome);
        // resumed an upload that had already finished: its outcome is kept by the service
        const uploadId = (upload.url ?? '').split('/').pop() ?? '';
        fetchOutcome(uploadId, target).then(
          (fetched) => this.#settle(item.id, fetched),
          () => this.#fail(item.id, 'connection'),
        );
      },
      onError: (error) => {
        this.#fail(item.id, failureOf((error as DetailedError).originalResponse));
      },
    });
    this.#uploads.set(item.id, upload);
    const previous = await upload.findPreviousUploads().catch(() => []);
    const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    if (latest) upload.resumeFromPreviousUpload(latest);
    if (this.#uploads.has(item.id)) upload.start();
  }
}

async function defaultFetchOutcome(uploadId: string, target: UploadTarget): Promise<UploadOutcome> {
  if (target.kind === 'user') return apiCall(getUploadOutcome, { params: { uploadId } });
  // a phone link's holder has no access token: the link's own header is the credential (apiCall sends bearers)
  const path = callPath(getUploadOutcome, { params: { uploadId } });
  const response = await fetch(apiServiceUrl('photo-upload', path), {
    headers: { [UPLOAD_LINK_HEADER]: target.token },
  });
  if (!response.ok) throw new Error(`outcome ${response.status}`);
  return UploadOutcome.parse(await response.json());
}

/** Bytes sent of everything chosen, and the total. */
export function overallProgress(items: readonly UploadItem[]): { sent: number; total: number } {
  let sent = 0;
  let total = 0;
  for (const item of items) {
    if (item.status === 'cancelled') continue;
    total += item.file.size;
    sent += item.status === 'added' || item.status === 'duplicate' ? item.file.size : item.bytesSent;
  }
  return { sent, total };
}
