/**
 * How long a screen is left to itself before work that can wait starts: a closed part's code (decision 391), the
 * support chat and the feedback survey (decision 394). Each such piece is fetched, parsed, run and rendered in
 * tasks of its own; in the screen's first seconds those tasks delay its images and the customer's first scroll or
 * tap (on a phone, a Lighthouse long task each).
 */
export const SCREEN_SETTLE_MS = 3000;

/**
 * Runs `run` on the page's first idle time (a second at most, or the next task where the browser cannot say) once
 * the screen has been up for SCREEN_SETTLE_MS. Returns the function that cancels it.
 */
export function whenScreenIdle(run: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const next = window.setTimeout(run, 0);
      cancelIdle = () => window.clearTimeout(next);
      return;
    }
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    cancelIdle = () => window.cancelIdleCallback(handle);
  }, SCREEN_SETTLE_MS);
  return () => {
    window.clearTimeout(timer);
    cancelIdle();
  };
}
