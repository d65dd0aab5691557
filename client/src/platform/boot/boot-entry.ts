/*
 * The boot script (decisions 210 and 220): index.html's head loads it `async` before the app's entry chunk, so
 * the consent banner is drawn and the timeline's first calls go out while the app's JS downloads. Its own bundle
 * (client/build/boot-script.ts); nothing here may throw into the page: a boot that cannot start simply leaves
 * the calls to the app (the consent step has no such fallback: without it the defaults apply, no consent). On
 * My photos' page for a browser that keeps the first row, it also starts the app (decision 393).
 */
import { startConsentBoot } from '#platform/integrations/consent-boot';
import { appStartOf, rowShown, startApp, startAppAfter } from './app-start';
import { paintFirstRow } from './first-row-paint';
import type { BootWindow } from './hand-over';
import { warmUpIntl } from './intl-warm-up';
import {
  estimatedFirstRow,
  FIRST_ROW_STORAGE_KEY,
  GRID_SIZE_STORAGE_KEY,
  paintOrPreloadFirstRow,
  SMALL_SCREEN_INSET,
  storedFirstRow,
} from './thumbnail-boot';
import { FIRST_MONTHS_STORAGE_KEY, SORT_STORAGE_KEY, startTimelineBoot } from './timeline-boot';

/**
 * Whether this browser keeps what a page stores (localStorage and cookies): where it does not, the app shows the
 * storage-blocked page (`isBrowserStorageUsable`, which the boot script cannot import: it must stand alone).
 */
function storageKept(): boolean {
  try {
    localStorage.setItem('__boot_check__', '1');
    localStorage.removeItem('__boot_check__');
    return navigator.cookieEnabled;
  } catch {
    return false;
  }
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

// My photos' calls first: sending them costs a millisecond, and the first row waits for them (decision 392).
let row: Promise<void> | null = null;
try {
  const timeline = startTimelineBoot({
    pathname: location.pathname,
    cookie: document.cookie,
    authMode: document.documentElement.dataset.authMode,
    storedSort: () => stored(SORT_STORAGE_KEY),
    storedFirstMonths: () => stored(FIRST_MONTHS_STORAGE_KEY),
    keepFirstMonths: (value) => {
      try {
        localStorage.setItem(FIRST_MONTHS_STORAGE_KEY, value);
      } catch {
        // Storage full or refused: the next load asks for the counts first, as without it.
      }
    },
    fetch: (url, init) => fetch(url, init),
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
  });
  if (timeline) {
    (window as BootWindow).__accountBoot = { timeline };
    // Kept by an earlier visit at this width, else, on a phone, worked out (decision 530).
    const firstRow =
      storedFirstRow(stored(FIRST_ROW_STORAGE_KEY), window.innerWidth) ??
      estimatedFirstRow(window.innerWidth, stored(GRID_SIZE_STORAGE_KEY), SMALL_SCREEN_INSET);
    const painted = paintOrPreloadFirstRow(timeline.pages, {
      firstRow,
      preload: ({ href, srcset, sizes }) => {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = href;
        if (srcset !== '') {
          link.imageSrcset = srcset;
          link.imageSizes = sizes;
        }
        link.fetchPriority = 'high';
        document.head.append(link);
      },
      paint: (thumbnails, at) => paintFirstRow(document, thumbnails, at),
    });
    if (firstRow?.place) row = rowShown(painted, document);
  }
} catch {
  // Storage or crypto unavailable: the app makes its calls itself.
}

// The app, when the page left it to this script (decision 393): once the row is on screen, else at once.
const app = appStartOf(document);
if (app !== null) startAppAfter(row, () => startApp(document, app));

// Then ICU, before the consent step's banner (decision 391).
warmUpIntl(document.documentElement.lang || 'en-GB');

// Not where storage is blocked: the app shows the storage-blocked page there, and a choice could not be kept.
try {
  if (storageKept()) startConsentBoot(window);
} catch {
  // A vendor's init that throws: the defaults apply (no analytics, no marketing), as when its script is blocked.
}
