/** The timeline benchmark's walk through the library: DOM elements, the heap, long tasks while scrolling. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { mb, n, phase, type Row, within } from '../lib/steps';
import { BUDGET, MONTH_SCROLL_SECONDS, PROFILE_DIR, QUICK, SCROLL_SECONDS } from './config';
import {
  bringToTop,
  focusScrubber,
  heapAfterGc,
  type Network,
  scanMonths,
  scrollThroughMonth,
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

function domRow(metric: string, count: number, note?: string): Row {
  return {
    metric,
    value: n(count),
    budget: `< ${n(BUDGET.domElements)}`,
    pass: count < BUDGET.domElements,
    ...(note ? { note } : {}),
  };
}

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

/**
 * Measures, adding to `rows`: DOM elements at the top (each thumbnail size), at the oldest month, month by month
 * and through the biggest month; the heap after that; long tasks while scrolling a fresh load, and the floor
 * page's own scroll.
 */
export async function libraryRows(
  { page, cdp, network, url, origin, email }: Walk,
  rows: Row[],
): Promise<void> {
  // 2. DOM elements: at the top, at the oldest month, month by month, through the biggest month.
  await within('the thumbnails at the top', 20_000, () =>
    page.waitForFunction(visibleCellsLoaded, undefined, { polling: 100, timeout: 19_000 }),
  );
  rows.push(
    domRow('DOM elements at the top', await page.evaluate(() => document.querySelectorAll('*').length)),
  );
  // The other thumbnail sizes (the control above the grid); small puts the most tiles on screen.
  for (const size of ['small', 'large'] as const) {
    await page.getByRole('button', { name: `${size[0]?.toUpperCase()}${size.slice(1)} thumbnails` }).click();
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
  const tasks = await phase(`${SCROLL_SECONDS} s of continuous scrolling`, (SCROLL_SECONDS + 50) * 1000, () =>
    page.evaluate(scrollContinuously, SCROLL_SECONDS),
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
}
