/*
 * The boot script (decision 220): index.html's head loads it `async` before the app's entry chunk, so the
 * timeline's first calls go out while the app's JS downloads. Its own bundle (client/build/boot-script.ts);
 * nothing here may throw into the page: a boot that cannot start simply leaves the calls to the app.
 */
import type { BootWindow } from './hand-over';
import { SORT_STORAGE_KEY, startTimelineBoot } from './timeline-boot';

try {
  const timeline = startTimelineBoot({
    pathname: location.pathname,
    cookie: document.cookie,
    authMode: document.documentElement.dataset.authMode,
    storedSort: () => {
      try {
        return localStorage.getItem(SORT_STORAGE_KEY);
      } catch {
        return null;
      }
    },
    fetch: (url, init) => fetch(url, init),
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
  });
  if (timeline) (window as BootWindow).__accountBoot = { timeline };
} catch {
  // Storage or crypto unavailable: the app makes its calls itself.
}
