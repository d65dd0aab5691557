import { expect, type Page } from '@playwright/test';

/** The journey's hold on the app's automatic retries: see watchAutomaticRetries. */
export interface AutomaticRetries {
  /**
   * Runs the page's clock on until every load (GET) whose last answer was a retryable failure has failed
   * MAX_RETRIES times in a row, so the app has given up retrying it, and every API call has its answer. A load that
   * then succeeded, and a mutation (the app does not retry those), are not waited for.
   */
  hold(): Promise<void>;
}

function apiCall(url: string): string | null {
  const { pathname, search } = new URL(url);
  return pathname.startsWith('/api/') ? `${pathname}${search}` : null;
}

/**
 * As client/src/app/swr-options.ts (the SPA's, not importable here): swr calls onErrorRetry with a retryCount of 1
 * after the first failure, and the app stops at MAX_RETRIES, so a load is tried 3 times in all: once, then 2 s and
 * 4 s after a failure.
 */
const MAX_RETRIES = 3;

/** The app retries a 5xx or a 429 (client/src/app/swr-options.ts, isRetryable). */
function isRetryable(status: number): boolean {
  return status >= 500 || status === 429;
}

/** The longest wait before a retry, 2 ** (MAX_RETRIES - 1) s (the last retry's), and a little more. */
const LONGEST_RETRY_WAIT_MS = 1000 * 2 ** (MAX_RETRIES - 1) + 500;

/**
 * The app retries a failed load by itself, 2 and 4 s later (client/src/app/swr-options.ts). A journey that
 * clears a fault and then clicks Try again races those retries: on a busy machine one of them can load the list
 * between the two steps, and the button is gone before the click. Call this before the page loads (it installs
 * the page's clock), and `hold()` before clearing the fault: it lets the retries run out, so from then on only the
 * click can load again. (Pausing the clock is not enough: a retry whose timer fired just before the pause sends
 * its request after an asynchronous step, too late to be waited for.)
 */
export async function watchAutomaticRetries(page: Page): Promise<AutomaticRetries> {
  let unanswered = 0;
  const failures = new Map<string, number>();
  page.on('request', (request) => {
    if (apiCall(request.url())) unanswered += 1;
  });
  page.on('response', (response) => {
    const call = apiCall(response.url());
    if (!call) return;
    unanswered -= 1;
    if (response.request().method() !== 'GET') return;
    // Failures in a row: an answer that is not retried ends the run, and the call is not waited for.
    failures.set(call, isRetryable(response.status()) ? (failures.get(call) ?? 0) + 1 : 0);
  });
  page.on('requestfailed', (request) => {
    if (apiCall(request.url())) unanswered -= 1;
  });
  await page.clock.install();
  const givenUp = () => unanswered === 0 && [...failures.values()].every((n) => n === 0 || n >= MAX_RETRIES);
  return {
    async hold() {
      expect(
        [...failures.values()].some((n) => n > 0),
        'no load has failed yet',
      ).toBe(true);
      await expect
        .poll(
          async () => {
            if (givenUp()) return true;
            // Fires the next retry's timer; its answer is waited for by the next round.
            if (unanswered === 0) await page.clock.runFor(LONGEST_RETRY_WAIT_MS);
            return givenUp();
          },
          { message: 'the app still retries a failed call', intervals: [100] },
        )
        .toBe(true);
    },
  };
}
