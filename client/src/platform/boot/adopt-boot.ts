import { type EarlyAnswer, offerEarlyAnswers } from '#platform/api/early-calls';
import type { BootCall, BootWindow } from './hand-over';

const answerOf = (call: BootCall): Promise<EarlyAnswer> =>
  call.response.then((response) => ({ response, correlationId: call.correlationId }));

/**
 * Takes what the boot script started for My photos (decision 220) and offers it to the fetch wrapper, for the
 * session's `owner` only: in browser mode the calls' token must be this user's (`sub`), in bff mode they went
 * with the page's own session cookie. Each call is offered once; anything else (another user, another sort,
 * another month) is simply not found and the app sends its own. Returns the function that stops the offer: the
 * caller ends it once the store's first calls have been made, so a later load never takes a stale answer.
 */
export function adoptBootTimeline(
  owner: string,
  win: BootWindow = window as BootWindow,
  authMode: string | undefined = document.documentElement.dataset.authMode,
): () => void {
  const boot = win.__accountBoot?.timeline;
  if (!boot) return () => undefined;
  delete win.__accountBoot;
  const mine = boot.owner === null ? authMode === 'bff' : boot.owner === owner;
  if (!mine) return () => undefined;
  let counts: BootCall | null = boot.counts;
  const taken = new Set<string>();
  return offerEarlyAnswers((url) => {
    if (counts !== null && url === counts.url) {
      const call = counts;
      counts = null;
      return answerOf(call);
    }
    if (!url.startsWith(boot.monthPages) || taken.has(url)) return undefined;
    taken.add(url);
    return boot.pages.then((calls) => {
      const call = calls.find((c) => c.url === url);
      return call ? answerOf(call) : null;
    });
  });
}
