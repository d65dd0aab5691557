import { expect, type Page } from '@playwright/test';

/** The journey's hold on the app's automatic retries: see watchAutomaticRetries. */
export interface AutomaticRetries {
  /** Stops the page's clock, so no retry timer fires any more, and waits until every API call has its answer. */
  hold(): Promise<void>;
}

function isApiCall(url: string): boolean {
  return new URL(url).pathname.startsWith('/api/');
}

/**
 * The app retries a failed load by itself, 2, 4 and 8 s later (client/src/app/swr-options.ts). A journey that
 * clears a fault and then clicks Try again races those retries: on a busy machine one of them can load the list
 * between the two steps, and the button is gone before the click. Call this before the page loads (it installs
 * the page's clock), and `hold()` before clearing the fault: from then on only the click can load again.
 */
export async function watchAutomaticRetries(page: Page): Promise<AutomaticRetries> {
  let unanswered = 0;
  page.on('request', (request) => {
    if (isApiCall(request.url())) unanswered += 1;
  });
  page.on('response', (response) => {
    if (isApiCall(response.url())) unanswered -= 1;
  });
  page.on('requestfailed', (request) => {
    if (isApiCall(request.url())) unanswered -= 1;
  });
  await page.clock.install();
  return {
    async hold() {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      await expect.poll(() => unanswered, { message: 'API calls still unanswered' }).toBe(0);
    },
  };
}
