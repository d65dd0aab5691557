/** Driving the photos page from Node: waiting for the network, signing in, the scrubber, a month's scroll. */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page, Request, Response } from 'playwright-core';
import { StepError, sleep, within } from '../lib/steps';
import {
  MAX_MONTH_STEPS,
  MAX_SCROLL_STEPS,
  MONTH_SCROLL_SECONDS,
  PHOTOS_PATH,
  PROFILE_DIR,
  SCRUBBER,
} from './config';
import { afterScrollStep, firstThumbnailShown, scrollDown, type View, viewAfterMove } from './in-page';

/** Requests in flight on a page, for "the network has been quiet for a while". */
export class Network {
  readonly #inFlight = new Set<Request>();
  #lastActivity = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => {
      this.#inFlight.add(request);
      this.#lastActivity = Date.now();
    });
    const done = (request: Request) => {
      this.#inFlight.delete(request);
      this.#lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Resolves true once nothing has been in flight for `quietMs`, false when that takes longer than `capMs`. */
  async quiet(quietMs: number, capMs: number): Promise<boolean> {
    const until = Date.now() + capMs;
    while (Date.now() < until) {
      if (this.#inFlight.size === 0 && Date.now() - this.#lastActivity >= quietMs) return true;
      await sleep(10);
    }
    return false;
  }
}

/** Records the JS files (paths under client/dist) the page fetches from `origin` until stop(). */
export function recordScripts(page: Page, origin: string, spa: string): { files: Set<string>; stop(): void } {
  const files = new Set<string>();
  const onResponse = (response: Response) => {
    const at = new URL(response.url());
    const file = at.pathname.slice(1);
    if (at.origin === origin && file.endsWith('.js') && existsSync(join(spa, file))) files.add(file);
  };
  page.on('response', onResponse);
  return { files, stop: () => page.off('response', onResponse) };
}

export async function signIn(page: Page, origin: string, email: string, password: string): Promise<void> {
  await within('opening the photos page (signed out)', 30_000, () => page.goto(`${origin}${PHOTOS_PATH}`));
  await within(`signing in as ${email} at the identity provider`, 30_000, async () => {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.origin === origin && url.pathname === PHOTOS_PATH);
  });
  await within('the photo grid after sign-in', 30_000, () =>
    page.getByRole('grid').first().waitFor({ state: 'visible' }),
  );
}

/**
 * One load of the photos page: ms from navigation start until the first thumbnail shows, measured in the page
 * against its navigation start; when the load went through another document (a redirect to the identity
 * provider and back), from the moment the navigation was asked for.
 */
export async function timeToFirstThumbnail(page: Page, url: string): Promise<number> {
  let documents = 0;
  const onNavigated = (frame: unknown) => {
    if (frame === page.mainFrame()) documents += 1;
  };
  page.on('framenavigated', onNavigated);
  const asked = Date.now();
  try {
    return await within('the first thumbnail of the photos page', 30_000, async () => {
      await page.goto(url, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(firstThumbnailShown, undefined, {
        polling: 'raf',
        timeout: 29_000,
      });
      const shownAt = (await handle.jsonValue()) as number;
      return documents > 1 ? Date.now() - asked : shownAt;
    });
  } finally {
    page.off('framenavigated', onNavigated);
  }
}

export async function focusScrubber(page: Page): Promise<void> {
  await within('focusing the date scrubber', 15_000, () =>
    page.getByRole('slider', { name: SCRUBBER }).focus(),
  );
}

/** Presses `key` (the scrubber has the focus) and reads the view once the scrubber moved (≤ 3 s). */
async function press(page: Page, key: string, before: View): Promise<View> {
  await page.keyboard.press(key);
  return page.evaluate(viewAfterMove, before.key);
}

export interface MonthScan {
  /** The biggest month, its photos, its scrubber index and the scroll position that had it at the top. */
  label: string;
  count: number;
  index: number;
  scrollY: number | null;
  months: number;
  /** The most DOM elements seen on the way. */
  maxDom: number;
}

/** Steps through every month with the scrubber (Home, then ArrowDown), reading the counts of the headers seen. */
export async function scanMonths(page: Page): Promise<MonthScan> {
  await focusScrubber(page);
  let view = await press(page, 'Home', await page.evaluate(viewAfterMove, null));
  const counts = new Map<string, number>();
  /** Where each month was at the top: its scrubber index and the scroll position. */
  const tops = new Map<string, { index: number; scrollY: number }>();
  let maxDom = 0;
  for (let step = 0; step < MAX_MONTH_STEPS; step++) {
    for (const header of view.headers) {
      if (Number.isFinite(header.count)) counts.set(header.label, header.count);
    }
    if (!tops.has(view.text)) tops.set(view.text, { index: view.now, scrollY: view.scrollY });
    maxDom = Math.max(maxDom, view.dom);
    if (view.now >= view.max) break;
    const next = await press(page, 'ArrowDown', view);
    // The page cannot scroll further: the months left are on screen and were read.
    if (next.key === view.key) break;
    view = next;
  }
  let label = '';
  let count = -1;
  for (const [month, photos] of counts) {
    if (photos > count) [label, count] = [month, photos];
  }
  if (count < 0) throw new StepError('scanning the months with the date scrubber: no month header was read');
  const top = tops.get(label);
  return {
    label,
    count,
    index: top?.index ?? -1,
    scrollY: top?.scrollY ?? null,
    months: counts.size,
    maxDom,
  };
}

/** Brings the month to the top: to where the scan saw it there, then with the scrubber's arrows if need be. */
export async function bringToTop(page: Page, scan: MonthScan): Promise<void> {
  if (scan.scrollY !== null) await page.evaluate((y) => window.scrollTo(0, y), scan.scrollY);
  await focusScrubber(page);
  let view = await page.evaluate(viewAfterMove, null);
  for (let step = 0; step < MAX_MONTH_STEPS && view.text !== scan.label; step++) {
    const next = await press(page, scan.index >= 0 && view.now > scan.index ? 'ArrowUp' : 'ArrowDown', view);
    if (next.key === view.key) break;
    view = next;
  }
  if (view.text !== scan.label) {
    throw new StepError(
      `bringing ${scan.label} to the top with the date scrubber: it stopped at ${view.text}`,
    );
  }
}

interface MonthScroll {
  steps: number;
  maxDom: number;
  /** Steps after which the network was still busy when the wait's cap ran out. */
  busySteps: number;
  seconds: number;
  /** Stopped by MONTH_SCROLL_SECONDS before the month's end. */
  cut: boolean;
}

/** Expands the month at the top with its '+N' tile, and waits for the network to be quiet (5 s at most). */
export async function expandMonth(page: Page, network: Network, label: string): Promise<void> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const more = page.getByRole('button', { name: new RegExp(`^Show .*more photos.* ${escaped}$`) });
  await within(`the '+N' tile of ${label}`, 15_000, () => more.click());
  await network.quiet(100, 5_000);
}

/**
 * Scrolls through the month at the top, once expanded (3 viewport heights a step, then the network quiet for
 * 100 ms, 2 s at most) until the next month's header is on screen or the page ends, counting the DOM elements at
 * every step.
 */
export async function scrollThroughMonth(page: Page, network: Network, label: string): Promise<MonthScroll> {
  const startY = await page.evaluate(() => window.scrollY);
  const started = Date.now();
  let maxDom = await page.evaluate(() => document.querySelectorAll('*').length);
  let busySteps = 0;
  let steps = 0;
  let cut = false;
  while (steps < MAX_SCROLL_STEPS) {
    steps += 1;
    const moved = await page.evaluate(scrollDown, 3);
    if (!(await network.quiet(100, 2_000))) busySteps += 1;
    const after = await page.evaluate(afterScrollStep, { month: label, startY });
    maxDom = Math.max(maxDom, after.dom);
    if (after.pastEnd || !moved) break;
    if (Date.now() - started > MONTH_SCROLL_SECONDS * 1000) {
      cut = true;
      break;
    }
  }
  return { steps, maxDom, busySteps, seconds: (Date.now() - started) / 1000, cut };
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The functions that took the most time themselves in a CPU profile, as printable lines. */
export function topSelfTime(profile: CpuProfile, count: number): string[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const frame = byNode.get(samples[i] as number)?.callFrame;
    if (!frame) continue;
    const file = frame.url.split('/').pop() || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + (deltas[i] ?? 0));
  }
  return [...selfUs.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
}

/**
 * Runs `action` under the CPU profiler when BENCH_TIMELINE_PROFILE names a folder: writes `<name>.cpuprofile`
 * there and prints the functions that took the most time themselves.
 */
export async function profiled<T>(cdp: CDPSession, name: string, action: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return action();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  let result: T;
  try {
    result = await action();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    const file = join(PROFILE_DIR, `${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  · CPU profile: ${file} (open in Chromium's DevTools, Performance)`);
    for (const line of topSelfTime(profile, 15)) console.log(`    ${line}`);
  }
  return result;
}

export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** Counts the bytes the page receives over the network (encoded, headers included) until stop(). */
export function countBytes(cdp: CDPSession): { stop(): number } {
  let total = 0;
  const onFinished = (event: { encodedDataLength: number }) => {
    total += event.encodedDataLength;
  };
  cdp.on('Network.loadingFinished', onFinished);
  return {
    stop: () => {
      cdp.off('Network.loadingFinished', onFinished);
      return total;
    },
  };
}
