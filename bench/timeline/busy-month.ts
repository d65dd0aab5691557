/**
 * The timeline benchmark's walk through the biggest month (huge@'s is one day of 70,000 photos, issue 52.6): found
 * by stepping through every month with the scrubber, then expanded, scrolled through, selected with its month
 * toggle, jumped past with the scrubber, and landed on (and past) with 'Go to date', counting DOM elements and the
 * main thread's long tasks at each step.
 */
import type { Page } from 'playwright-core';
import { n, phase, type Row, within } from '../lib/steps';
import { BUDGET, MONTH_SCROLL_SECONDS } from './config';
import {
  bringToTop,
  expandMonth,
  focusScrubber,
  type MonthScan,
  profiled,
  scanMonths,
  scrollThroughMonth,
} from './driving';
import { startLongTasks, takeLongTasks, viewAfterMove, visibleCellsLoaded } from './in-page';
import type { Walk } from './library';

export function domRow(metric: string, count: number, note?: string): Row {
  return {
    metric,
    value: n(count),
    budget: `< ${n(BUDGET.domElements)}`,
    pass: count < BUDGET.domElements,
    ...(note ? { note } : {}),
  };
}

/** The page's long tasks during `action`, as a row against the long-task budget. */
async function longTasksOf<T>(
  page: Page,
  metric: string,
  action: () => Promise<T>,
): Promise<{ row: Row; result: T }> {
  await page.evaluate(startLongTasks);
  const result = await action();
  const tasks = await page.evaluate(takeLongTasks);
  const row: Row = {
    metric,
    value: `${n(tasks.maxMs)} ms`,
    budget: `≤ ${BUDGET.longTaskMs} ms`,
    pass: tasks.maxMs <= BUDGET.longTaskMs,
    note: `${tasks.count} long tasks (> 50 ms), ${n(tasks.totalMs)} ms in all`,
  };
  return { row, result };
}

const domCount = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);

/** Steps through every month, then expands the biggest one and scrolls through it. */
async function scanAndScroll({ page, cdp, network }: Walk, rows: Row[]): Promise<MonthScan> {
  const scan = await phase('stepping through the months with the scrubber', 900_000, () => scanMonths(page));
  rows.push(domRow('DOM elements, month by month', scan.maxDom, `max over ${scan.months} months`));
  await bringToTop(page, scan);
  const expanded = await longTasksOf(page, `longest task, expanding ${scan.label}`, async () => {
    await expandMonth(page, network, scan.label);
    await page.waitForFunction(visibleCellsLoaded, undefined, { polling: 100, timeout: 29_000 });
  });
  rows.push(expanded.row);
  const scrolled = await phase(
    `scrolling through ${scan.label} (${n(scan.count)} photos)`,
    (MONTH_SCROLL_SECONDS + 300) * 1000,
    () =>
      longTasksOf(page, `longest task, scrolling through ${scan.label}`, () =>
        profiled(cdp, 'biggest-month', () => scrollThroughMonth(page, network, scan.label)),
      ),
  );
  const through = scrolled.result;
  const notes = [
    `max; the biggest month, ${scan.label}, ${n(scan.count)} photos`,
    `${through.steps} steps of 3 viewports in ${through.seconds.toFixed(0)} s`,
    ...(through.busySteps > 0 ? [`${through.busySteps} still loading after 2 s`] : []),
    ...(through.cut ? [`stopped after ${MONTH_SCROLL_SECONDS} s, before its end`] : []),
  ];
  rows.push(domRow('DOM elements through the biggest month', through.maxDom, notes.join('; ')));
  rows.push(scrolled.row);
  return scan;
}

/** Selects the whole month with its header's toggle, reads the count the toolbar shows, then clears it. */
async function selectMonth(page: Page, scan: MonthScan, rows: Row[]): Promise<void> {
  await bringToTop(page, scan);
  const selected = await longTasksOf(page, `longest task, selecting ${scan.label}`, () =>
    within(`selecting ${scan.label} with its month toggle`, 30_000, async () => {
      await page.getByRole('button', { name: `Select all photos of ${scan.label}`, exact: true }).click();
      await page
        .getByRole('button', { name: `Deselect all photos of ${scan.label}`, exact: true })
        .waitFor({ state: 'visible', timeout: 29_000 });
      return page
        .getByText(/^[\d,]+ selected$/)
        .first()
        .textContent({ timeout: 10_000 });
    }),
  );
  rows.push({ ...selected.row, note: `${selected.row.note}; the toolbar read "${selected.result}"` });
  rows.push(domRow(`DOM elements, ${scan.label} selected`, await domCount(page)));
  await within('clearing the selection (Escape)', 15_000, async () => {
    await page.keyboard.press('Escape');
    await page.getByText(/^[\d,]+ selected$/).waitFor({ state: 'hidden', timeout: 14_000 });
  });
}

/** From the month at the top, the scrubber's next step (the month after it), until its thumbnails show. */
async function jumpPast(page: Page, scan: MonthScan, rows: Row[]): Promise<void> {
  await bringToTop(page, scan);
  await focusScrubber(page);
  const before = await page.evaluate(viewAfterMove, null);
  const jumped = await longTasksOf(page, `longest task, scrubber past ${scan.label}`, () =>
    within(`the scrubber past ${scan.label}`, 30_000, async () => {
      await page.keyboard.press('ArrowDown');
      const view = await page.evaluate(viewAfterMove, before.key);
      await page.waitForFunction(visibleCellsLoaded, undefined, { polling: 100, timeout: 29_000 });
      return view;
    }),
  );
  rows.push({ ...jumped.row, note: `${jumped.row.note}; landed at ${jumped.result.text}` });
  rows.push(domRow(`DOM elements past ${scan.label}`, await domCount(page)));
}

/** 'Go to date' from the top of the list to `target` (a year and a month), until the landing's thumbnails show. */
async function goToDate(page: Page, target: Date, rows: Row[]): Promise<void> {
  const label = target.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  await page.evaluate(() => window.scrollTo(0, 0));
  const landed = await longTasksOf(page, `longest task, go to date ${label}`, () =>
    within(`going to ${label}`, 30_000, async () => {
      await page.getByRole('button', { name: 'Go to date', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Go to date' });
      await dialog.getByLabel('Year').selectOption(String(target.getUTCFullYear()));
      const month = target.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
      await dialog.getByLabel('Month').selectOption({ label: month });
      await dialog.getByRole('button', { name: 'Go', exact: true }).click();
      await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
      await page.waitForFunction(visibleCellsLoaded, undefined, { polling: 100, timeout: 29_000 });
      return new URL(page.url()).searchParams.get('date');
    }),
  );
  rows.push({ ...landed.row, note: `${landed.row.note}; the address then held date=${landed.result}` });
  rows.push(domRow(`DOM elements, gone to ${label}`, await domCount(page)));
}

/** 'Go to date' onto the biggest month, then onto the month before it (past it, in the newest-first list). */
async function goToDateRows(page: Page, scan: MonthScan, rows: Row[]): Promise<void> {
  const month = new Date(`1 ${scan.label} UTC`);
  if (Number.isNaN(month.getTime())) throw new Error(`${scan.label} is not a month a date can be made of`);
  await goToDate(page, month, rows);
  await goToDate(page, new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 1, 1)), rows);
}

/** The biggest month's rows: DOM elements and long tasks while expanding, scrolling, selecting, jumping past, going to it by date. */
export async function biggestMonthRows(walk: Walk, rows: Row[]): Promise<void> {
  const { page } = walk;
  const scan = await scanAndScroll(walk, rows);
  await phase(`selecting ${scan.label} with its month toggle`, 60_000, () => selectMonth(page, scan, rows));
  await phase(`the scrubber past ${scan.label}`, 60_000, () => jumpPast(page, scan, rows));
  await phase(`'Go to date' onto and past ${scan.label}`, 120_000, () => goToDateRows(page, scan, rows));
}
