/** The timeline benchmark's measurements of one user. */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { gzipSize } from '../lib/spa';
import { kb, mb, median, n, phase, type Row, within } from '../lib/steps';
import {
  BUDGET,
  FIRST_THUMBNAIL_RUNS,
  MONTH_SCROLL_SECONDS,
  PHOTOS_PATH,
  PROFILE_DIR,
  QUICK,
  SCROLL_SECONDS,
  VIEWPORT,
} from './config';
import {
  bringToTop,
  countBytes,
  focusScrubber,
  heapAfterGc,
  Network,
  recordScripts,
  scanMonths,
  scrollThroughMonth,
  signIn,
  timeToFirstThumbnail,
  topSelfTime,
} from './driving';
import { FLOOR_PATH } from './floor';
import {
  atOldestMonth,
  firstThumbnailShown,
  scrollContinuously,
  viewAfterMove,
  visibleCellsLoaded,
} from './in-page';

const short = (file: string) => file.replace(/^assets\//, '');

function domRow(metric: string, count: number, note?: string): Row {
  return {
    metric,
    value: n(count),
    budget: `< ${n(BUDGET.domElements)}`,
    pass: count < BUDGET.domElements,
    ...(note ? { note } : {}),
  };
}

/** What one user's measurement needs. */
export interface UserRun {
  browser: Browser;
  /** The gateway on the brand host. */
  origin: string;
  /** The SPA the gateway serves (a private copy of client/dist) and its initial JS files. */
  spa: string;
  initial: readonly string[];
  email: string;
  password: string;
}

/** Measures one user, adding to `rows` as it goes (so what was measured survives a later failure). */
export async function benchUser(
  { browser, origin, spa, initial, email, password }: UserRun,
  rows: Row[],
): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const network = new Network(page);
    const cdp = await context.newCDPSession(page);
    const url = `${origin}${PHOTOS_PATH}`;
    await phase('signing in', 90_000, async () => {
      await signIn(page, origin, email, password);
      await network.quiet(300, 10_000);
    });

    // The HTTP cache is off (CDP) from here to the last timed load: every load fetches all it needs.
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    // The photos page's chunks (bundle sizes, below): with the shell standing (on the overview page), the JS
    // the in-app navigation to the photos page fetches.
    const navigation = await phase('the photos page chunks', 60_000, async () => {
      await page.goto(`${origin}/`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await network.quiet(300, 10_000);
      const recorded = recordScripts(page, origin, spa);
      try {
        await page.locator(`a[href="${PHOTOS_PATH}"]`).first().click();
        await page.waitForFunction(firstThumbnailShown, undefined, { polling: 'raf', timeout: 29_000 });
        await network.quiet(300, 10_000);
      } finally {
        recorded.stop();
      }
      return recorded.files;
    });
    const pageChunks = [...navigation].filter((file) => !initial.includes(file));

    // 1. Time to first thumbnails: reloads of the photos page, each followed by a load of the floor page (the
    // same minimal calls, no framework) in the same browser, the HTTP cache cleared before each. The first
    // app load also tells all the JS a direct load fetches, and the bytes a cold load transfers.
    const runs: number[] = [];
    const floorRuns: number[] = [];
    let directLoad = new Set<string>();
    let coldBytes = 0;
    await phase(`time to first thumbnails, app and floor ×${FIRST_THUMBNAIL_RUNS}`, 240_000, async () => {
      for (let run = 0; run < FIRST_THUMBNAIL_RUNS; run++) {
        await cdp.send('Network.clearBrowserCache');
        const recorded = run === 0 ? recordScripts(page, origin, spa) : null;
        const bytes = run === 0 ? countBytes(cdp) : null;
        try {
          runs.push(await timeToFirstThumbnail(page, url));
          await network.quiet(300, 10_000);
        } finally {
          recorded?.stop();
          if (bytes) coldBytes = bytes.stop();
        }
        if (recorded) directLoad = recorded.files;
        await cdp.send('Network.clearBrowserCache');
        floorRuns.push(await timeToFirstThumbnail(page, `${origin}${FLOOR_PATH}`));
        await network.quiet(300, 10_000);
      }
    });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    const ratios = runs.map((ms, i) => ms / (floorRuns[i] ?? Number.NaN));
    const ratio = median(ratios);
    rows.push({
      metric: `first thumbnails, app ÷ floor (median of ${FIRST_THUMBNAIL_RUNS})`,
      value: `${ratio.toFixed(2)}×`,
      budget: `≤ ${BUDGET.firstThumbnailsVsFloor}×`,
      pass: ratio <= BUDGET.firstThumbnailsVsFloor,
      note: `runs ${ratios.map((r) => r.toFixed(2)).join(', ')}; load average ${loadavg()[0]?.toFixed(1)}`,
    });
    rows.push({
      metric: 'time to first thumbnails, app',
      value: `${n(median(runs))} ms`,
      budget: '-',
      pass: null,
      note: `runs ${runs.map(n).join(', ')} ms; a time alone depends on the machine's load`,
    });
    rows.push({
      metric: 'time to first thumbnails, floor page',
      value: `${n(median(floorRuns))} ms`,
      budget: '-',
      pass: null,
      note: `runs ${floorRuns.map(n).join(', ')} ms`,
    });

    // A warm reload (HTTP cache on, primed by one load): what still crosses the network.
    await timeToFirstThumbnail(page, url);
    await within('the thumbnails at the top, priming the cache', 20_000, () =>
      page.waitForFunction(visibleCellsLoaded, undefined, { polling: 100, timeout: 19_000 }),
    );
    await network.quiet(300, 10_000);
    const warm = countBytes(cdp);
    await timeToFirstThumbnail(page, url);
    await within('the thumbnails at the top of the warm reload', 20_000, () =>
      page.waitForFunction(visibleCellsLoaded, undefined, { polling: 100, timeout: 19_000 }),
    );
    await network.quiet(300, 10_000);
    const warmBytes = warm.stop();
    rows.push({
      metric: 'bytes over the network, warm reload',
      value: kb(warmBytes),
      budget: '-',
      pass: null,
      note: `a cold load: ${kb(coldBytes)}`,
    });

    // 2. DOM elements: at the top, at the oldest month, month by month, through the biggest month.
    await within('the thumbnails at the top', 20_000, () =>
      page.waitForFunction(visibleCellsLoaded, undefined, { polling: 100, timeout: 19_000 }),
    );
    rows.push(
      domRow('DOM elements at the top', await page.evaluate(() => document.querySelectorAll('*').length)),
    );
    // The other thumbnail sizes (the control above the grid); small puts the most tiles on screen.
    for (const size of ['small', 'large'] as const) {
      await page
        .getByRole('button', { name: `${size[0]?.toUpperCase()}${size.slice(1)} thumbnails` })
        .click();
      await within(`the thumbnails at the top, ${size} size`, 20_000, () =>
        page.waitForFunction(visibleCellsLoaded, undefined, { polling: 100, timeout: 19_000 }),
      );
      rows.push(
        domRow(
          `DOM elements at the top, ${size} thumbnails`,
          await page.evaluate(() => document.querySelectorAll('*').length),
        ),
      );
    }
    await page.getByRole('button', { name: 'Medium thumbnails' }).click();

    await focusScrubber(page);
    await page.keyboard.press('End');
    await phase("the oldest month's thumbnails (scrubber, End)", 30_000, async () => {
      await page.waitForFunction(atOldestMonth, undefined, { polling: 100, timeout: 29_000 });
      await page.waitForFunction(visibleCellsLoaded, undefined, { polling: 100, timeout: 29_000 });
    });
    await network.quiet(100, 3_000);
    const oldest = await page.evaluate(viewAfterMove, null);
    rows.push(domRow('DOM elements at the oldest month', oldest.dom, oldest.text));

    if (QUICK) {
      console.log('  · BENCH_TIMELINE_QUICK=1: month scan and biggest month skipped');
    } else {
      const scan = await phase('stepping through the months with the scrubber', 900_000, () =>
        scanMonths(page),
      );
      rows.push(domRow('DOM elements, month by month', scan.maxDom, `max over ${scan.months} months`));
      const through = await phase(
        `scrolling through ${scan.label} (${n(scan.count)} photos)`,
        (MONTH_SCROLL_SECONDS + 300) * 1000,
        async () => {
          await bringToTop(page, scan);
          return scrollThroughMonth(page, network, scan.label);
        },
      );
      const notes = [
        `max; the biggest month, ${scan.label}, ${n(scan.count)} photos`,
        `${through.steps} steps of 3 viewports in ${through.seconds.toFixed(0)} s`,
        ...(through.busySteps > 0 ? [`${through.busySteps} still loading after 2 s`] : []),
        ...(through.cut ? [`stopped after ${MONTH_SCROLL_SECONDS} s, before its end`] : []),
      ];
      rows.push(domRow('DOM elements through the biggest month', through.maxDom, notes.join('; ')));
    }

    // 3. The heap after all that.
    const heap = await within('measuring the JS heap', 60_000, () => heapAfterGc(cdp));
    rows.push({
      metric: 'JS heap after all that (after GC)',
      value: mb(heap),
      budget: `< ${mb(BUDGET.heapBytes)}`,
      pass: heap < BUDGET.heapBytes,
    });

    // 4. Long tasks while scrolling continuously from the top of a fresh load.
    await within('the first thumbnail before the continuous scroll', 30_000, async () => {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(firstThumbnailShown, undefined, { polling: 'raf', timeout: 29_000 });
    });
    await network.quiet(300, 10_000);
    const freshHeap = await within('measuring the JS heap of a fresh load', 60_000, () => heapAfterGc(cdp));
    rows.push({
      metric: 'JS heap, fresh load at the top (after GC)',
      value: mb(freshHeap),
      budget: '-',
      pass: null,
    });
    if (PROFILE_DIR) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const tasks = await phase(
      `${SCROLL_SECONDS} s of continuous scrolling`,
      (SCROLL_SECONDS + 50) * 1000,
      () => page.evaluate(scrollContinuously, SCROLL_SECONDS),
    );
    if (PROFILE_DIR) {
      const { profile } = await cdp.send('Profiler.stop');
      const file = join(PROFILE_DIR, `scroll-${email.split('@')[0]}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`  · CPU profile of the scroll: ${file} (open in Chromium's DevTools, Performance)`);
      for (const line of topSelfTime(profile, 15)) console.log(`    ${line}`);
    }
    rows.push({
      metric: `longest task, ${SCROLL_SECONDS} s continuous scroll`,
      value: `${n(tasks.maxMs)} ms`,
      budget: `≤ ${BUDGET.longTaskMs} ms`,
      pass: tasks.maxMs <= BUDGET.longTaskMs,
      note: `${tasks.count} long tasks (> 50 ms) in all ${n(tasks.totalMs)} ms; ${tasks.frames} frames (${(tasks.frames / SCROLL_SECONDS).toFixed(0)}/s), ${n(tasks.scrolledPx)} px`,
    });

    // The floor page's own scroll, for comparison (the same 40 px a frame; it loads a page at a time near its end).
    await within('the floor page before its scroll', 30_000, async () => {
      await page.goto(`${origin}${FLOOR_PATH}`, { waitUntil: 'commit' });
      await page.waitForFunction(firstThumbnailShown, undefined, { polling: 'raf', timeout: 29_000 });
    });
    await network.quiet(300, 10_000);
    const floorTasks = await phase(
      `${SCROLL_SECONDS} s of continuous scrolling, floor page`,
      (SCROLL_SECONDS + 50) * 1000,
      () => page.evaluate(scrollContinuously, SCROLL_SECONDS),
    );
    rows.push({
      metric: `longest task, floor page's scroll`,
      value: `${n(floorTasks.maxMs)} ms`,
      budget: '-',
      pass: null,
      note: `${floorTasks.count} long tasks in all ${n(floorTasks.totalMs)} ms; ${floorTasks.frames} frames, ${n(floorTasks.scrolledPx)} px`,
    });

    // 5. Bundle sizes: gzip -9 of the files in client/dist.
    const initialGzip = initial.reduce((sum, file) => sum + gzipSize(spa, file), 0);
    const notLoaded = initial.filter((file) => !directLoad.has(file));
    rows.push({
      metric: 'initial JS, gzip -9',
      value: kb(initialGzip),
      budget: `< ${kb(BUDGET.initialJsGzipBytes)}`,
      pass: initialGzip < BUDGET.initialJsGzipBytes,
      note: `${initial.map(short).join(', ')}${notLoaded.length > 0 ? `; not loaded by the page: ${notLoaded.map(short).join(', ')}` : ''}`,
    });
    rows.push({
      metric: 'photos page chunks, gzip -9',
      value: kb(pageChunks.reduce((sum, file) => sum + gzipSize(spa, file), 0)),
      budget: '-',
      pass: null,
      note: `fetched navigating from the overview: ${pageChunks.map(short).join(', ') || 'none'}`,
    });
    const alsoDirect = [...directLoad].filter(
      (file) => !initial.includes(file) && !pageChunks.includes(file),
    );
    if (alsoDirect.length > 0) {
      rows.push({
        metric: '+ chunks a direct load also fetches',
        value: kb(alsoDirect.reduce((sum, file) => sum + gzipSize(spa, file), 0)),
        budget: '-',
        pass: null,
        note: `already there from the overview: ${alsoDirect.map(short).join(', ')}`,
      });
    }
  } finally {
    await context.close().catch(() => undefined);
  }
}
