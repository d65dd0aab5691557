/** The timeline benchmark's measurements of one user. */
import { loadavg } from 'node:os';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { gzipSize } from '../lib/spa';
import { kb, median, n, phase, type Row, within } from '../lib/steps';
import { BUDGET, FIRST_ONLY, FIRST_THUMBNAIL_RUNS, PHOTOS_PATH, VIEWPORT } from './config';
import { countBytes, Network, recordScripts, signIn, timeToFirstThumbnail } from './driving';
import { FLOOR_PATH } from './floor';
import { firstThumbnailShown, gridThumbnailShown, visibleCellsLoaded } from './in-page';
import { libraryRows } from './library';

const short = (file: string) => file.replace(/^assets\//, '');

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

/** A page and what drives it, for the steps below. */
interface Tab {
  page: Page;
  cdp: CDPSession;
  network: Network;
  origin: string;
  url: string;
}

/**
 * Time to first thumbnails: reloads of the photos page, each followed by a load of the floor page (the same
 * minimal calls, no framework) in the same browser, the HTTP cache cleared before each. The first app load also
 * tells all the JS a direct load fetches, and the bytes a cold load transfers.
 */
async function firstThumbnailRows(
  { page, cdp, network, origin, url }: Tab,
  spa: string,
  rows: Row[],
): Promise<{ directLoad: Set<string>; coldBytes: number }> {
  const runs: number[] = [];
  const floorRuns: number[] = [];
  const gridRuns: number[] = [];
  let directLoad = new Set<string>();
  let coldBytes = 0;
  await phase(`time to first thumbnails, app and floor ×${FIRST_THUMBNAIL_RUNS}`, 240_000, async () => {
    for (let run = 0; run < FIRST_THUMBNAIL_RUNS; run++) {
      await cdp.send('Network.clearBrowserCache');
      const recorded = run === 0 ? recordScripts(page, origin, spa) : null;
      const bytes = run === 0 ? countBytes(cdp) : null;
      try {
        runs.push(await timeToFirstThumbnail(page, url));
        const grid = await within("the app's own grid", 30_000, () =>
          page.waitForFunction(gridThumbnailShown, undefined, { polling: 'raf', timeout: 29_000 }),
        );
        gridRuns.push((await grid.jsonValue()) as number);
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
    metric: "the app's own grid, first thumbnail",
    value: `${n(median(gridRuns))} ms`,
    budget: '-',
    pass: null,
    note: `runs ${gridRuns.map(n).join(', ')} ms; the painted row taken over: the app there to use`,
  });
  rows.push({
    metric: 'time to first thumbnails, floor page',
    value: `${n(median(floorRuns))} ms`,
    budget: '-',
    pass: null,
    note: `runs ${floorRuns.map(n).join(', ')} ms`,
  });

  return { directLoad, coldBytes };
}

/**
 * The same on a returning visit: the HTTP cache on and primed by a load of each page just before (the app's
 * hashed JS and CSS, the thumbnails; the API's answers are not cached), each run app then floor; then the bytes
 * a warm reload still fetches.
 */
async function returningRows({ page, cdp, network, origin, url }: Tab, coldBytes: number, rows: Row[]) {
  const returning: number[] = [];
  const returningFloor: number[] = [];
  await phase(`time to first thumbnails on a returning visit ×${FIRST_THUMBNAIL_RUNS}`, 240_000, async () => {
    for (const target of [url, `${origin}${FLOOR_PATH}`]) {
      await timeToFirstThumbnail(page, target);
      await network.quiet(300, 10_000);
    }
    for (let run = 0; run < FIRST_THUMBNAIL_RUNS; run++) {
      returning.push(await timeToFirstThumbnail(page, url));
      await network.quiet(300, 10_000);
      returningFloor.push(await timeToFirstThumbnail(page, `${origin}${FLOOR_PATH}`));
      await network.quiet(300, 10_000);
    }
  });
  const returningRatios = returning.map((ms, i) => ms / (returningFloor[i] ?? Number.NaN));
  rows.push({
    metric: `first thumbnails on a returning visit, app ÷ floor (median of ${FIRST_THUMBNAIL_RUNS})`,
    value: `${median(returningRatios).toFixed(2)}×`,
    budget: '-',
    pass: null,
    note: `runs ${returningRatios.map((r) => r.toFixed(2)).join(', ')}; app ${returning.map(n).join(', ')} ms, floor ${returningFloor.map(n).join(', ')} ms; load average ${loadavg()[0]?.toFixed(1)}`,
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
}

/** Bundle sizes: gzip -9 of the initial JS (the entry and its modulepreloads) and of the photos page's chunks. */
function bundleRows(
  spa: string,
  initial: readonly string[],
  { directLoad, pageChunks }: { directLoad: Set<string>; pageChunks: readonly string[] },
  rows: Row[],
): void {
  const initialGzip = initial.reduce((sum, file) => sum + gzipSize(spa, file), 0);
  const notLoaded = initial.filter((file) => !directLoad.has(file));
  rows.push({
    metric: 'initial JS, gzip -9',
    value: `${n(initialGzip)} B`,
    budget: `≤ ${n(BUDGET.initialJsGzipBytes)} B`,
    pass: initialGzip <= BUDGET.initialJsGzipBytes,
    note: `${initial.map(short).join(', ')}${notLoaded.length > 0 ? `; not loaded by the page: ${notLoaded.map(short).join(', ')}` : ''}`,
  });
  rows.push({
    metric: 'initial JS files',
    value: `${initial.length}`,
    budget: `≤ ${BUDGET.initialJsFiles}`,
    pass: initial.length <= BUDGET.initialJsFiles,
    note: 'the requests the first paint waits for, each a round trip on a phone',
  });
  rows.push({
    metric: 'photos page chunks, gzip -9',
    value: kb(pageChunks.reduce((sum, file) => sum + gzipSize(spa, file), 0)),
    budget: '-',
    pass: null,
    note: `fetched navigating from the overview: ${pageChunks.map(short).join(', ') || 'none'}`,
  });
  const alsoDirect = [...directLoad].filter((file) => !initial.includes(file) && !pageChunks.includes(file));
  if (alsoDirect.length > 0) {
    rows.push({
      metric: '+ chunks a direct load also fetches',
      value: kb(alsoDirect.reduce((sum, file) => sum + gzipSize(spa, file), 0)),
      budget: '-',
      pass: null,
      note: `already there from the overview: ${alsoDirect.map(short).join(', ')}`,
    });
  }
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

    const tab: Tab = { page, cdp, network, origin, url };
    const { directLoad, coldBytes } = await firstThumbnailRows(tab, spa, rows);
    await returningRows(tab, coldBytes, rows);
    if (FIRST_ONLY) console.log('  · BENCH_TIMELINE_FIRST_ONLY=1: DOM, heap and scroll skipped');
    else await libraryRows({ page, cdp, network, url, origin, email }, rows);
    bundleRows(spa, initial, { directLoad, pageChunks }, rows);
  } finally {
    await context.close().catch(() => undefined);
  }
}
