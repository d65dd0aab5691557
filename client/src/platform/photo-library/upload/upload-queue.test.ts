import type { DetailedError, HttpResponse, UploadOptions } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import type { UploadOutcome } from '#contracts/photo-uploads';
import { LOOKUP_RETRY_DELAYS_MS } from './await-outcome';
import { type UploadItem, UploadQueue, type UploadQueueDeps } from './upload-queue';

/** How the fake tus upload ends once started: every byte stored (with the last answer's body), or an error. */
type Ending = { stored: string } | { error: number };

function response(status: number, body = ''): HttpResponse {
  return {
    getStatus: () => status,
    getHeader: () => undefined,
    getBody: () => body,
    getUnderlyingObject: () => null,
  };
}

/**
 * A queue over a fake tus client and a fake outcome resource: `endings` says how each upload the queue makes
 * ends, `outcomes` what each look at the outcome resource answers (an Error: the look failed), in order.
 */
function harness(endings: Ending[], outcomes: (UploadOutcome | Error)[]) {
  const created: { url: string; options: UploadOptions; resumed: boolean }[] = [];
  const looks: string[] = [];
  const waits: number[] = [];
  const arrived: UploadItem[] = [];
  const deps: UploadQueueDeps = {
    createUpload: (_file, options) => {
      const entry = { url: `/api/photo-upload/files/up-${created.length + 1}`, options, resumed: false };
      created.push(entry);
      const upload = {
        url: null as string | null,
        start() {
          const ending = endings.shift();
          if (!ending) throw new Error('no upload expected');
          upload.url = options.uploadUrl ?? entry.url;
          options.onUploadUrlAvailable?.();
          if ('stored' in ending) options.onSuccess?.({ lastResponse: response(202, ending.stored) });
          else {
            const error = Object.assign(new Error('tus'), { originalResponse: response(ending.error) });
            options.onError?.(error as DetailedError);
          }
        },
        abort: async () => undefined,
        findPreviousUploads: async () => [],
        resumeFromPreviousUpload() {
          entry.resumed = true;
        },
      };
      return upload;
    },
    fetchOutcome: async (uploadId) => {
      looks.push(uploadId);
      const next = outcomes.shift();
      if (next === undefined) throw new Error('no look expected');
      if (next instanceof Error) throw next;
      return next;
    },
    wait: async (ms) => {
      waits.push(ms);
    },
    onArrived: (item) => arrived.push(item),
  };
  const queue = new UploadQueue({ kind: 'user' }, deps);
  queue.add([new File(['jpeg bytes'], 'IMG_0001.jpg', { type: 'image/jpeg' })]);
  /** Resolves once nothing is sending or being looked at any more. */
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!queue.getSnapshot().running) resolve();
      };
      queue.subscribe(check);
      check();
    });
  const item = () => queue.getSnapshot().items[0];
  return { queue, created, looks, waits, arrived, settled, item };
}

const PROCESSING = JSON.stringify({ status: 'processing' });
const ADDED: UploadOutcome = { status: 'added', photoId: 'p-1', dateTaken: null };

describe('UploadQueue: the outcome is the truth', () => {
  it('asks the outcome while the photo is processing and reports it added once', async () => {
    const h = harness([{ stored: PROCESSING }], [{ status: 'processing' }, { status: 'processing' }, ADDED]);
    h.queue.start();
    await h.settled();
    expect(h.item()).toMatchObject({ status: 'added', photoId: 'p-1', error: null });
    expect(h.looks).toEqual(['up-1', 'up-1', 'up-1']);
    expect(h.arrived).toHaveLength(1);
    expect(h.created).toHaveLength(1);
  });

  it('asks the outcome when the last answer carried none (a resumed upload that was already complete)', async () => {
    const h = harness([{ stored: '' }], [ADDED]);
    h.queue.start();
    await h.settled();
    expect(h.item()?.status).toBe('added');
    expect(h.looks).toEqual(['up-1']);
  });

  it('after a timed-out last answer, Retry asks the outcome first and sends nothing again', async () => {
    const h = harness([{ error: 504 }], [ADDED]);
    h.queue.start();
    await h.settled();
    expect(h.item()).toMatchObject({ status: 'failed', error: 'connection' });

    h.queue.retryFailed();
    await h.settled();
    expect(h.item()).toMatchObject({ status: 'added', photoId: 'p-1' });
    expect(h.created).toHaveLength(1);
    expect(h.arrived).toHaveLength(1);
  });

  it('fails as a lost connection when the outcome cannot be looked at, and Retry then finds it added', async () => {
    const lost = LOOKUP_RETRY_DELAYS_MS.map(() => new Error('offline'));
    const h = harness(
      [{ stored: PROCESSING }],
      [new Error('offline'), ...lost, { status: 'processing' }, ADDED],
    );
    h.queue.start();
    await h.settled();
    expect(h.item()).toMatchObject({ status: 'failed', error: 'connection' });
    expect(h.waits).toEqual(LOOKUP_RETRY_DELAYS_MS);

    h.queue.retryFailed();
    // the retry's first look finds it still processing, the next one added
    await h.settled();
    expect(h.item()).toMatchObject({ status: 'added', photoId: 'p-1' });
    expect(h.created).toHaveLength(1);
  });

  it('a retry whose outcome is unknown resumes the same upload instead of starting another', async () => {
    const h = harness([{ error: 503 }, { stored: PROCESSING }], [new Error('404'), ADDED]);
    h.queue.start();
    await h.settled();
    h.queue.retryFailed();
    await h.settled();
    expect(h.item()?.status).toBe('added');
    expect(h.created.map((c) => c.options.uploadUrl)).toEqual([undefined, '/api/photo-upload/files/up-1']);
  });

  it('shows a refusal the outcome names, and a retry after it sends the file as a new upload', async () => {
    const refused: UploadOutcome = {
      status: 'failed',
      error: 'too_many_pixels',
      message: 'This photo has more than 50 megapixels, the largest picture we take.',
    };
    const h = harness([{ stored: PROCESSING }, { stored: PROCESSING }], [refused, refused, refused]);
    h.queue.start();
    await h.settled();
    expect(h.item()).toMatchObject({ status: 'failed', error: 'too_many_pixels' });
    h.queue.retryFailed();
    await h.settled();
    expect(h.created).toHaveLength(2);
    expect(h.created[1]?.options.uploadUrl).toBeUndefined();
    expect(h.arrived).toHaveLength(0);
  });
});
