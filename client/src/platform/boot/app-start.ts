import {
  APP_ENTRY_ATTRIBUTE,
  APP_LOW_PRELOADS_ATTRIBUTE,
  APP_PRELOADS_ATTRIBUTE,
  BOOT_TAG_ATTRIBUTE,
} from '#contracts/app-start';
import { FIRST_ROW_ATTRIBUTE } from './first-row-paint';

/*
 * On My photos' page for a browser that keeps the first row, the gateway leaves the app's entry and its
 * modulepreloads to the boot script (decision 393): fetched and run beside the first row's calls, the app's files
 * took the host's connections and the machine's cores from them, and the row came ~300 ms later with the app no
 * sooner. The boot script starts the app once the row is on screen, at once when it has no row to paint, and in
 * any case after `APP_START_CAP_MS`.
 */

/** What the boot script adds to start the app: the entry, its modulepreloads, the screen's (at low priority). */
export interface AppStart {
  entry: string;
  preloads: string[];
  lowPreloads: string[];
}

/** The longest the app waits for the first row (from the boot script's start): a slow answer delays it no more. */
export const APP_START_CAP_MS = 1000;

const ASSET = /^\/assets\/[\w.-]+\.js$/;

function paths(value: string | null): string[] {
  return (value ?? '').split(' ').filter((path) => ASSET.test(path));
}

/** The app the page left to the boot script (its tag's attributes), or null when the page starts it itself. */
export function appStartOf(doc: Document): AppStart | null {
  const tag = doc.querySelector(`script[${BOOT_TAG_ATTRIBUTE}]`);
  const entry = tag?.getAttribute(APP_ENTRY_ATTRIBUTE) ?? '';
  if (tag === null || !ASSET.test(entry)) return null;
  return {
    entry,
    preloads: paths(tag.getAttribute(APP_PRELOADS_ATTRIBUTE)),
    lowPreloads: paths(tag.getAttribute(APP_LOW_PRELOADS_ATTRIBUTE)),
  };
}

/** Adds the app's entry and its modulepreloads to the head, as the page would have had them. */
export function startApp(doc: Document, start: AppStart): void {
  const preload = (href: string, low: boolean) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    if (low) link.setAttribute('fetchpriority', 'low');
    return link;
  };
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = start.entry;
  doc.head.append(
    script,
    ...start.preloads.map((href) => preload(href, false)),
    ...start.lowPreloads.map((href) => preload(href, true)),
  );
}

/**
 * Resolves once the first row is on screen: when `painted` (the boot's paint step) has settled, the row's images
 * in `doc` decoded (a broken one counts as shown; no row, at once).
 */
export async function rowShown(painted: Promise<unknown>, doc: Document): Promise<void> {
  await painted;
  const images = [...doc.querySelectorAll<HTMLImageElement>(`[${FIRST_ROW_ATTRIBUTE}] img`)];
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}

/**
 * Starts the app (`start`, once) when `row` settles or after `capMs`, whichever is first; at once when there is
 * no row to wait for.
 */
export function startAppAfter(row: Promise<void> | null, start: () => void, capMs = APP_START_CAP_MS): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    start();
  };
  const timer = row === null ? undefined : setTimeout(once, capMs);
  if (row === null) once();
  else row.then(once, once);
}
