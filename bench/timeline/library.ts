/** The timeline benchmark's walk through the library: DOM elements, the heap, long tasks while scrolling. */
import type { CDPSession, Page } from 'playwright-core';
import { mb, n, phase, type Row, within } from '../lib/steps';
import { biggestMonthRows, domRow } from './busy-month';
import { BUDGET, QUICK, SCROLL_SECONDS } from './config';
import { focusScrubber, heapAfterGc, type Network, profiled } from './driving';
import { FLOOR_PATH } from './floor';
import {
  atOldestMonth,
  firstThumbnailShown,
  scrollContinuously,
  viewAfterMove,
  visibleCellsLoaded,
} from './in-page';

/** The page on the photos page of a signed-in user, the HTTP cache on. */
export interface Walk {
  page: Page;
  cdp: CDPSession;
  network: Network;
  /** The photos page. */
  url: string;
  origin: string;
  email: string;
}

const domCount = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);

/** DOM elements at the top (each thumbnail size) and at the oldest month (the scrubber's End). */
async function topAndOldestRows({ page, network }: Walk, rows: Row[]): Promise<void> {
  await within('the thumbnails at the top', 20_000, () =>
    page.waitForFunction(visibleCellsLoaded, undefined, { polling: 100, timeout: 19_000 }),
  );
  rows.push(domRow('DOM elements at the top', await domCount(page)));
  // The other thumbnail sizes (the control above the grid); small puts the most tiles on screen.
  for (const size of ['small', 'large'] as const) {
    await page.getByRole('button', { name: `${size[0]?.toUpperCase()}${size.slice(1)} thumbnails` }).click();
    await within(`the thumbnails at the top, ${size} size`, 20_000, () =>
      page.waitForFunction(visibleCellsLoaded, undefined, { polling: 100, timeout: 19_000 }),
    );
    rows.push(domRow(`DOM elements at the top, ${size} thumbnails`, await domCount(page)));
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
}

/** The heap after the walk, then a fresh load's heap and the long tasks of its continuous scroll. */
async function heapAndScrollRows({ page, cdp, network, url, email }: Walk, rows: Row[]): Promise<void> {
  const heap = await within('measuring the JS heap', 60_000, () => heapAfterGc(cdp));
  rows.push({
    metric: 'JS heap after all that (after GC)',
    value: mb(heap),
    budget: `< ${mb(BUDGET.heapBytes)}`,
    pass: heap < BUDGET.heapBytes,
  });
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
  const tasks = await phase(`${SCROLL_SECONDS} s of continuous scrolling`, (SCROLL_SECONDS + 50) * 1000, () =>
    profiled(cdp, `scroll-${email.split('@')[0]}`, () => page.evaluate(scrollContinuously, SCROLL_SECONDS)),
  );
  rows.push({
    metric: `longest task, ${SCROLL_SECONDS} s continuous scroll`,
    value: `${n(tasks.maxMs)} ms`,
    budget: `≤ ${BUDGET.longTaskMs} ms`,
    pass: tasks.maxMs <= BUDGET.longTaskMs,
    note: `${tasks.count} long tasks (> 50 ms) in all ${n(tasks.totalMs)} ms; ${tasks.frames} frames (${(tasks.frames / SCROLL_SECONDS).toFixed(0)}/s), ${n(tasks.scrolledPx)} px`,
  });
}

/** The floor page's own scroll, for comparison (the same 40 px a frame; it loads a page at a time near its end). */
async function floorScrollRow({ page, network, origin }: Walk, rows: Row[]): Promise<void> {
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
}

/**
 * Measures, adding to `rows`: DOM elements at the top (each thumbnail size), at the oldest month, month by month;
 * DOM elements and long tasks through the biggest month (expanded, scrolled, selected, jumped past); the heap
 * after that; long tasks while scrolling a fresh load, and the floor page's own scroll.
 */
export async function libraryRows(walk: Walk, rows: Row[]): Promise<void> {
  await topAndOldestRows(walk, rows);
  if (QUICK) console.log('  · BENCH_TIMELINE_QUICK=1: month scan and biggest month skipped');
  else await biggestMonthRows(walk, rows);
  await heapAndScrollRows(walk, rows);
  await floorScrollRow(walk, rows);
}
