import type { FinalUploadOutcome, UploadOutcome } from '#contracts/photo-uploads';

/** Pauses between two looks at an outcome still 'processing' (the last one repeats until it is known). */
export const PROCESSING_POLL_DELAYS_MS = [250, 500, 1000, 1000, 2000];
/**
 * Pauses before each new look after a look that failed (a lost connection, a 5xx, a 404 of an outcome the service
 * does not know yet); after the last one the file counts as failed and 'Retry failed uploads' asks again.
 */
export const LOOKUP_RETRY_DELAYS_MS = [1000, 3000, 5000, 10_000];

export interface AwaitOutcomeDeps {
  /** One look at the outcome resource. */
  fetchOutcome(): Promise<UploadOutcome>;
  /** Waits that long (tests pass one that does not sleep). */
  wait(ms: number): Promise<void>;
  /** Stops looking: the queue was cancelled or closed. */
  signal: AbortSignal;
}

/** Thrown when looking stopped: the signal was aborted. */
export class OutcomeLookupAborted extends Error {
  override name = 'OutcomeLookupAborted';
}

/**
 * The final outcome of an upload whose bytes are all stored, by asking its outcome resource until it is no longer
 * 'processing'. Processing may take longer than any proxy's timeout; only the service's outcome says whether the
 * photo was added. Rejects with the last error once the looks kept failing, or `OutcomeLookupAborted`.
 */
export async function awaitOutcome(deps: AwaitOutcomeDeps): Promise<FinalUploadOutcome> {
  let polls = 0;
  let failures = 0;
  for (;;) {
    if (deps.signal.aborted) throw new OutcomeLookupAborted();
    let outcome: UploadOutcome;
    try {
      outcome = await deps.fetchOutcome();
    } catch (error) {
      const pause = LOOKUP_RETRY_DELAYS_MS[failures];
      if (pause === undefined || deps.signal.aborted) throw error;
      failures += 1;
      await deps.wait(pause);
      continue;
    }
    failures = 0;
    if (outcome.status !== 'processing') return outcome;
    const pause = PROCESSING_POLL_DELAYS_MS[Math.min(polls, PROCESSING_POLL_DELAYS_MS.length - 1)] ?? 2000;
    polls += 1;
    await deps.wait(pause);
  }
}

/** A wait on real timers. */
export const realWait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
