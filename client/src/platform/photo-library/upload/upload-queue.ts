import type { FinalUploadOutcome } from '#contracts/photo-uploads';
import { awaitOutcome, OutcomeLookupAborted, realWait } from './await-outcome';
import { createTusUpload, type TusUpload } from './tus-upload';
import { defaultFetchOutcome, failureOf, outcomeFromBody, uploadIdOf } from './upload-outcome';
import type {
  UploadFailure,
  UploadItem,
  UploadQueueDeps,
  UploadQueueSnapshot,
  UploadTarget,
} from './upload-types';

export type {
  UploadFailure,
  UploadItem,
  UploadItemStatus,
  UploadQueueDeps,
  UploadQueueSnapshot,
  UploadTarget,
} from './upload-types';

/** How many files go at once. */
export const PARALLEL_UPLOADS = 3;

let lastId = 0;
function nextUploadId(): number {
  lastId += 1;
  return lastId;
}

/**
 * The files of one upload session and their fate: chosen files wait until `start()`, then go through the tus
 * endpoint a few at a time in chunks, resuming after a dropped connection (and, through the fingerprints
 * tus-js-client keeps in localStorage, after a reload: the same file chosen again continues where it stopped).
 * Once every byte is stored the service checks the photo in its own time: its outcome resource tells when it is
 * added, a duplicate or refused, and the queue asks it until it knows (the outcome is the truth, not the last
 * answer, which a proxy may have timed out). `cancel()` stops and discards what is running; `retryFailed()` asks
 * each failed file's outcome first and sends only what the service does not have.
 */
export class UploadQueue {
  #items: UploadItem[] = [];
  #snapshot: UploadQueueSnapshot = { items: [], running: false, finished: false };
  readonly #listeners = new Set<() => void>();
  readonly #uploads = new Map<string, Pick<TusUpload, 'abort' | 'url'>>();
  /** The tus URL of each item's upload once the service made one: its outcome resource is found by it. */
  readonly #urls = new Map<string, string>();
  /** Stops the outcome lookups when the queue is cancelled or closed. */
  #lookups = new AbortController();
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
    this.#lookups.abort();
    this.#lookups = new AbortController();
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
    this.#lookups.abort();
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

  #isSending(id: string): boolean {
    return this.#items.some((i) => i.id === id && i.status === 'uploading');
  }

  #settle(id: string, outcome: FinalUploadOutcome): void {
    this.#uploads.delete(id);
    if (!this.#isSending(id)) return;
    this.#urls.delete(id);
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
    if (!this.#isSending(id)) return;
    this.#update(id, { status: 'failed', error });
    this.#pump();
  }

  #sizeOf(id: string): number {
    return this.#items.find((i) => i.id === id)?.file.size ?? 0;
  }

  /** Asks the outcome of an upload whose bytes are all stored until it is known; the item settles by it. */
  async #follow(id: string, url: string): Promise<void> {
    const fetchOutcome = this.deps.fetchOutcome ?? defaultFetchOutcome;
    try {
      const outcome = await awaitOutcome({
        fetchOutcome: () => fetchOutcome(uploadIdOf(url), this.target),
        wait: this.deps.wait ?? realWait,
        signal: this.#lookups.signal,
      });
      this.#settle(id, outcome);
    } catch (error) {
      if (!(error instanceof OutcomeLookupAborted)) this.#fail(id, 'connection');
    }
  }

  async #send(item: UploadItem): Promise<void> {
    const known = this.#urls.get(item.id);
    let fresh = false;
    if (known !== undefined) {
      // a retry: whatever failed before, the service may have the file already; its outcome says
      const fetchOutcome = this.deps.fetchOutcome ?? defaultFetchOutcome;
      const outcome = await fetchOutcome(uploadIdOf(known), this.target).catch(() => null);
      if (outcome?.status === 'processing') return this.#follow(item.id, known);
      if (outcome?.status === 'added' || outcome?.status === 'duplicate')
        return this.#settle(item.id, outcome);
      // refused or failed: a new upload; unknown (bytes missing): tus resumes it from where it got
      if (outcome !== null) {
        this.#urls.delete(item.id);
        fresh = true;
      }
    }
    this.#upload(item, fresh);
  }

  /** Sends the file through tus; `fresh`: as a new upload, not resuming one this browser began before. */
  #upload(item: UploadItem, fresh: boolean): void {
    const resumeUrl = this.#urls.get(item.id);
    const upload = createTusUpload(
      item.file,
      this.target,
      resumeUrl,
      {
        onUrl: (url) => this.#urls.set(item.id, url),
        onProgress: (sent) => this.#update(item.id, { bytesSent: sent }),
        onStored: (url, lastResponse) => {
          this.#uploads.delete(item.id);
          this.#urls.set(item.id, url);
          // every byte is stored: the answer says 'processing' (or nothing, when a resumed upload was complete)
          const outcome = outcomeFromBody(lastResponse.getBody());
          if (outcome !== null && outcome.status !== 'processing') return this.#settle(item.id, outcome);
          void this.#follow(item.id, url);
        },
        onError: (response) => this.#fail(item.id, failureOf(response)),
      },
      this.deps.createUpload,
    );
    this.#uploads.set(item.id, upload);
    void (async () => {
      // a file sent again after a refusal starts anew; otherwise an upload this browser began is resumed
      const previous =
        fresh || resumeUrl !== undefined ? [] : await upload.findPreviousUploads().catch(() => []);
      const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (latest) upload.resumeFromPreviousUpload(latest);
      if (this.#uploads.has(item.id)) upload.start();
    })();
  }
}
