/**
 * Benchmark: the photo timeline in Chromium. It starts its own emulator and gateway (free loopback ports, APP_ENV
 * fixture) serving a private copy of the SPA built in client/dist (built first when it is missing or older than
 * its sources; copied, so that a rebuild elsewhere during the run changes nothing), signs in through the identity
 * provider as big@example.com (100,000 photos) and huge@example.com (1,000,000) on the en-GB brand host
 * photobox-uk.localhost at 1280×900, and measures for each user, against the budgets below:
 *
 * - time to first thumbnails: a reload of /my-photos/photos with the HTTP cache disabled (CDP), until the first
 *   thumbnail of the grid is loaded and on screen; the median of 3 runs;
 * - DOM elements at the top, at the oldest month (date scrubber, End), at every month while stepping through all
 *   of them with the scrubber (which finds the biggest month), and at every step of a scroll through the biggest
 *   month once expanded with its '+N' tile;
 * - the JS heap after all that (after a garbage collection);
 * - long tasks during 10 s of continuous scrolling from the top of a fresh load;
 * - the gzip size of the initial JS (index.html's entry and its static imports) and of the photos page's chunks.
 *
 * `npm run bench -- timeline` runs only this benchmark. Environment: BENCH_TIMELINE_USERS (comma-separated
 * e-mails, default both), BENCH_TIMELINE_QUICK=1 (skip the month scan and the scroll through the biggest month),
 * BENCH_TIMELINE_MONTH_SECONDS (time allowed for the scroll through the biggest month, default 600; past it the
 * figure covers the part scrolled), BENCH_TIMELINE_PROFILE (a folder: CPU profile of the continuous scroll),
 * CHROMIUM_PATH (default /usr/bin/chromium).
 *
 * Functions passed to page.evaluate / waitForFunction run in the page: they must not define named functions
 * (tsx would wrap them in a helper that only exists in Node).
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  type Browser,
  type CDPSession,
  chromium,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import { SeedUsersFile } from '#contracts/seed';
import { startNode, waitFor } from '../scripts/lib/processes';
import { freePort, stopAndWait } from './lib/processes';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'client/dist');
const BRAND = 'photobox-uk';
const VIEWPORT = { width: 1280, height: 900 };
const PHOTOS_PATH = '/my-photos/photos';
const SCRUBBER = 'Jump to a month';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const USERS = (process.env.BENCH_TIMELINE_USERS || 'big@example.com,huge@example.com')
  .split(',')
  .map((email) => email.trim())
  .filter(Boolean);
const QUICK = process.env.BENCH_TIMELINE_QUICK === '1';
const MONTH_SCROLL_SECONDS = Number(process.env.BENCH_TIMELINE_MONTH_SECONDS || 600);
/** BENCH_TIMELINE_PROFILE=<dir>: a CPU profile of the continuous scroll is written there, its top functions printed. */
const PROFILE_DIR = process.env.BENCH_TIMELINE_PROFILE || '';

const KB = 1024;
const MB = 1024 * 1024;
const BUDGET = {
  firstThumbnailsMs: 1_000,
  domElements: 3_000,
  heapBytes: 150 * MB,
  longTaskMs: 200,
  initialJsGzipBytes: 170 * KB,
};
const FIRST_THUMBNAIL_RUNS = 3;
const SCROLL_SECONDS = 10;
/** Bounds of the loops: scrubber steps (a library has at most a few hundred months), scroll steps in one month. */
const MAX_MONTH_STEPS = 1_000;
const MAX_SCROLL_STEPS = 2_000;

/** One line of a user's table: a figure and, when it has one, its budget. */
interface Row {
  metric: string;
  value: string;
  budget: string;
  /** null: no budget, shown for information. */
  pass: boolean | null;
  note?: string;
}

class StepError extends Error {}

/** Runs `action`, or fails with "<what>: did not finish within <ms> ms" (or "<what>: <its error>"). */
async function within<T>(what: string, ms: number, action: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StepError(`${what}: did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([action(), timeout]);
  } catch (error) {
    if (error instanceof StepError) throw error;
    throw new StepError(`${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** `within`, then a progress line saying how long it took. */
async function phase<T>(what: string, ms: number, action: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await within(what, ms, action);
  console.log(`  · ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------------
// The SPA build and the system under test

/** The newest modification time (ms) of the files under `path` that go into the build; 0 when absent. */
function newestSourceMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  if (path.endsWith('/test')) return 0; // test set-up, not in the bundle
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestSourceMtime(join(path, entry)));
  return newest;
}

/**
 * Builds the SPA (once) when client/dist is missing or older than client/src (tests aside), client/public,
 * client/index.html or the Vite config.
 */
function ensureSpaBuilt(): void {
  const index = join(DIST, 'index.html');
  const sources = Math.max(
    ...['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts'].map((p) =>
      newestSourceMtime(join(ROOT, p)),
    ),
  );
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > 0 && builtAt >= sources) return;
  console.log(`client/dist is ${builtAt === 0 ? 'missing' : 'older than its sources'}: npm run build…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.signal ?? `exit ${build.status}`})`);
}

/**
 * A private copy of client/dist for the run (other work may rebuild client/dist meanwhile, replacing its hashed
 * files): copied until the copy is whole (index.html and every chunk a chunk refers to), 5 tries at most.
 */
async function snapshotSpa(): Promise<string> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-timeline-spa-'));
    try {
      cpSync(DIST, dir, { recursive: true });
      const missing = missingChunks(dir);
      if (missing.length === 0) return dir;
      console.log(`  · client/dist is being rewritten (${missing[0]} missing): copying it again`);
    } catch (error) {
      console.log(
        `  · copying client/dist failed (${error instanceof Error ? error.message : error}): again`,
      );
    }
    rmSync(dir, { recursive: true, force: true });
    await sleep(3_000);
  }
  throw new Error('client/dist kept changing: no whole copy of it in 5 tries');
}

/** Files that index.html or a chunk of `spa` refers to (statically or by import()) and that are not there. */
function missingChunks(spa: string): string[] {
  const html = readFileSync(join(spa, 'index.html'), 'utf8');
  const wanted = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] as string));
  for (const file of readdirSync(join(spa, 'assets'))) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(spa, 'assets', file), 'utf8');
    for (const m of code.matchAll(/["']\.\/([\w.-]+\.js)["']/g)) wanted.add(`assets/${m[1]}`);
  }
  return [...wanted].filter((file) => !existsSync(join(spa, file)));
}

interface System {
  /** http://photobox-uk.localhost:<gateway port> */
  origin: string;
  /** Null while both servers run; else which one stopped and how, e.g. "the gateway stopped (SIGTERM)". */
  stopped(): string | null;
  stop(): Promise<void>;
}

/** The emulator and the gateway, each in its own Node process, on free loopback ports. */
async function startSystem(spa: string): Promise<System> {
  const emulatorPort = await freePort();
  const gatewayPort = await freePort([emulatorPort]);
  const internalPort = await freePort([emulatorPort, gatewayPort]);
  const issuer = `http://localhost:${emulatorPort}/oidc`;
  const children: ChildProcess[] = [];
  let stopping = false;
  let stopped: string | null = null;
  // Whatever happens (an exception, Ctrl-C, a kill), the servers do not outlive the benchmark.
  const killNow = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  const interrupted = () => {
    killNow();
    process.exit(130);
  };
  process.once('exit', killNow);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const stop = async () => {
    stopping = true;
    await Promise.all(children.map((child) => stopAndWait(child)));
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    process.off('exit', killNow);
  };
  const start = (name: string, entry: string, env: Record<string, string>) => {
    const child = startNode(entry, env);
    child.once('exit', (code, signal) => {
      if (stopping || stopped) return;
      stopped = `the ${name} stopped (${signal ?? `exit ${code}`})`;
      console.log(`  ! ${stopped}`);
    });
    children.push(child);
  };
  start('emulator', 'fixtures/src/main.ts', {
    LOG_LEVEL: 'warn',
    EMULATOR_PORT: String(emulatorPort),
    EMULATOR_HOST: '127.0.0.1',
    OIDC_ISSUER: issuer,
    FIXTURE_MODE: 'true',
  });
  start('gateway', 'gateway/src/main.ts', {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    INTERNAL_PORT: String(internalPort),
    APP_ENV: 'fixture',
    LOG_LEVEL: 'warn',
    EMULATOR_URL: `http://127.0.0.1:${emulatorPort}`,
    OIDC_AUTHORITY: issuer,
    SPA_DIR: spa,
  });
  try {
    const exited = new Promise<never>((_resolve, reject) => {
      for (const child of children) {
        child.once('exit', (code, signal) =>
          reject(new Error(`a server stopped during start-up (${signal ?? `exit ${code}`})`)),
        );
      }
    });
    exited.catch(() => undefined);
    await Promise.race([
      Promise.all([
        waitFor(`http://127.0.0.1:${emulatorPort}/oidc/.well-known/openid-configuration`, 45_000),
        waitFor(`http://127.0.0.1:${gatewayPort}/healthz`, 45_000),
      ]),
      exited,
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://${BRAND}.localhost:${gatewayPort}`, stopped: () => stopped, stop };
}

// ---------------------------------------------------------------------------------------------------------------
// Bundle sizes

function gzipSize(spa: string, file: string): number {
  return gzipSync(readFileSync(join(spa, file)), { level: 9 }).length;
}

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`, `export…from`), not import(). */
function staticImports(spa: string, file: string): string[] {
  const code = readFileSync(join(spa, file), 'utf8');
  const found: string[] = [];
  const pattern = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) if (match[1]) found.push(join('assets', match[1]));
  return found;
}

/** The initial JS: index.html's module script, its modulepreload links and their static imports, transitively. */
function initialScripts(spa: string): string[] {
  const html = readFileSync(join(spa, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
  ].map((m) => m[1] as string);
  if (roots.length === 0) throw new Error('client/dist/index.html has no module script');
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0 && seen.size < 500) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(spa, file));
  }
  return [...seen];
}

// ---------------------------------------------------------------------------------------------------------------
// In the page (serialised by Playwright: self-contained, no named inner functions)

/** The time (performance.now()) at which the grid's first thumbnail is loaded and on screen, else false. */
function firstThumbnailShown(): number | false {
  const image = document.querySelector('[role="grid"] img');
  if (!(image instanceof HTMLImageElement) || !image.complete || image.naturalWidth === 0) return false;
  const box = image.getBoundingClientRect();
  const onScreen =
    box.width > 0 &&
    box.bottom > 0 &&
    box.top < window.innerHeight &&
    box.right > 0 &&
    box.left < window.innerWidth;
  return onScreen ? performance.now() : false;
}

/** Every grid cell on screen shows a loaded thumbnail (or is the '+N' tile). */
function visibleCellsLoaded(): boolean {
  const cells = [...document.querySelectorAll('[role="grid"] [role="gridcell"]')].filter((cell) => {
    const box = cell.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
  return (
    cells.length > 0 &&
    cells.every((cell) => {
      const image = cell.querySelector('img');
      if (image) return image.complete && image.naturalWidth > 0;
      return cell.querySelector('button:not([data-photo-id])') !== null;
    })
  );
}

/** At the oldest month: the scrubber at its last value, or the page scrolled to its end. */
function atOldestMonth(): boolean {
  const slider = document.querySelector('[role="slider"]');
  const last =
    slider !== null && slider.getAttribute('aria-valuenow') === slider.getAttribute('aria-valuemax');
  const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
  return window.scrollY > 0 && (last || bottom);
}

interface View {
  /** aria-valuenow and aria-valuetext of the scrubber, as one string (to tell a move). */
  key: string;
  now: number;
  max: number;
  text: string;
  scrollY: number;
  dom: number;
  /** The month headers rendered (rows with an h2): label, count of photos, top in the viewport. */
  headers: { label: string; count: number; top: number }[];
}

/**
 * Waits (frame by frame, ≤ 3 s) until the scrubber's value is no longer `before` (null: no wait), then reads the
 * scrubber, the month headers rendered and the number of DOM elements.
 */
async function viewAfterMove(before: string | null): Promise<View> {
  const started = performance.now();
  let slider = document.querySelector('[role="slider"]');
  while (before !== null && performance.now() - started < 3_000) {
    slider = document.querySelector('[role="slider"]');
    if (`${slider?.getAttribute('aria-valuenow')}|${slider?.getAttribute('aria-valuetext')}` !== before)
      break;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const headers: View['headers'] = [];
  for (const row of document.querySelectorAll('[role="grid"] [role="row"]')) {
    const heading = row.querySelector('h2');
    if (!heading) continue;
    let count = Number.NaN;
    for (const element of row.querySelectorAll('*')) {
      if (element.childElementCount > 0) continue;
      const match = /^\s*([\d.,\s]+)\s+photos?\s*$/.exec(element.textContent ?? '');
      if (match?.[1]) count = Number(match[1].replace(/\D/g, ''));
    }
    headers.push({ label: heading.textContent ?? '', count, top: row.getBoundingClientRect().top });
  }
  return {
    key: `${slider?.getAttribute('aria-valuenow')}|${slider?.getAttribute('aria-valuetext')}`,
    now: Number(slider?.getAttribute('aria-valuenow')),
    max: Number(slider?.getAttribute('aria-valuemax')),
    text: slider?.getAttribute('aria-valuetext') ?? '',
    scrollY: window.scrollY,
    dom: document.querySelectorAll('*').length,
    headers,
  };
}

/** Scrolls down `viewports` viewport heights and lets two frames render; false when the page did not move. */
async function scrollDown(viewports: number): Promise<boolean> {
  const before = window.scrollY;
  window.scrollBy(0, viewports * window.innerHeight);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return window.scrollY !== before;
}

/** The DOM size, and whether a month header other than `month`, below where it started, is on screen. */
function afterScrollStep(arg: { month: string; startY: number }): { dom: number; pastEnd: boolean } {
  let pastEnd = false;
  for (const row of document.querySelectorAll('[role="grid"] [role="row"]')) {
    const heading = row.querySelector('h2');
    if (!heading || heading.textContent === arg.month) continue;
    const box = row.getBoundingClientRect();
    if (box.top + window.scrollY > arg.startY && box.top < window.innerHeight) pastEnd = true;
  }
  return { dom: document.querySelectorAll('*').length, pastEnd };
}

interface LongTasks {
  count: number;
  maxMs: number;
  totalMs: number;
  frames: number;
  scrolledPx: number;
}

/** Observes long tasks, scrolls 40 px a frame for `seconds`, and returns the long tasks of that time. */
async function scrollContinuously(seconds: number): Promise<LongTasks> {
  const tasks: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ type: 'longtask', buffered: true });
  const startY = window.scrollY;
  const start = performance.now();
  let frames = 0;
  while (performance.now() - start < seconds * 1000) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    frames += 1;
    window.scrollBy(0, 40);
  }
  // Long tasks are reported after they end: give the last ones time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 300));
  observer.disconnect();
  const during = tasks.filter((task) => task.start + task.duration >= start);
  return {
    count: during.length,
    maxMs: during.reduce((max, task) => Math.max(max, task.duration), 0),
    totalMs: during.reduce((sum, task) => sum + task.duration, 0),
    frames,
    scrolledPx: window.scrollY - startY,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Driving the page

/** Requests in flight on a page, for "the network has been quiet for a while". */
class Network {
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
function recordScripts(page: Page, origin: string, spa: string): { files: Set<string>; stop(): void } {
  const files = new Set<string>();
  const onResponse = (response: Response) => {
    const at = new URL(response.url());
    const file = at.pathname.slice(1);
    if (at.origin === origin && file.endsWith('.js') && existsSync(join(spa, file))) files.add(file);
  };
  page.on('response', onResponse);
  return { files, stop: () => page.off('response', onResponse) };
}

async function signIn(page: Page, origin: string, email: string, password: string): Promise<void> {
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
async function timeToFirstThumbnail(page: Page, url: string): Promise<number> {
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

async function focusScrubber(page: Page): Promise<void> {
  await within('focusing the date scrubber', 15_000, () =>
    page.getByRole('slider', { name: SCRUBBER }).focus(),
  );
}

/** Presses `key` (the scrubber has the focus) and reads the view once the scrubber moved (≤ 3 s). */
async function press(page: Page, key: string, before: View): Promise<View> {
  await page.keyboard.press(key);
  return page.evaluate(viewAfterMove, before.key);
}

interface MonthScan {
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
async function scanMonths(page: Page): Promise<MonthScan> {
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
async function bringToTop(page: Page, scan: MonthScan): Promise<void> {
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

/**
 * Expands the month at the top with its '+N' tile and scrolls through it (3 viewport heights a step, then the
 * network quiet for 100 ms, 2 s at most) until the next month's header is on screen or the page ends, counting
 * the DOM elements at every step.
 */
async function scrollThroughMonth(page: Page, network: Network, label: string): Promise<MonthScroll> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const more = page.getByRole('button', { name: new RegExp(`^Show .*more photos.* ${escaped}$`) });
  await within(`the '+N' tile of ${label}`, 15_000, () => more.click());
  await network.quiet(100, 5_000);
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
function topSelfTime(profile: CpuProfile, count: number): string[] {
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

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

// ---------------------------------------------------------------------------------------------------------------
// One user

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const n = (value: number) => Math.round(value).toLocaleString('en-GB');
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const short = (file: string) => file.replace(/^assets\//, '');
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

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
interface UserRun {
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
async function benchUser(
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

    // 1. Time to first thumbnails: reloads of the photos page. The first one also tells all the JS a direct
    // load fetches.
    const runs: number[] = [];
    let directLoad = new Set<string>();
    await phase(`time to first thumbnails ×${FIRST_THUMBNAIL_RUNS}`, 150_000, async () => {
      for (let run = 0; run < FIRST_THUMBNAIL_RUNS; run++) {
        await cdp.send('Network.clearBrowserCache');
        const recorded = run === 0 ? recordScripts(page, origin, spa) : null;
        try {
          runs.push(await timeToFirstThumbnail(page, url));
        } finally {
          recorded?.stop();
        }
        if (recorded) directLoad = recorded.files;
        await network.quiet(300, 10_000);
      }
    });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    const firstMs = median(runs);
    rows.push({
      metric: `time to first thumbnails (median of ${FIRST_THUMBNAIL_RUNS})`,
      value: `${n(firstMs)} ms`,
      budget: `< ${n(BUDGET.firstThumbnailsMs)} ms`,
      pass: firstMs < BUDGET.firstThumbnailsMs,
      note: `runs ${runs.map(n).join(', ')} ms`,
    });

    // 2. DOM elements: at the top, at the oldest month, month by month, through the biggest month.
    await within('the thumbnails at the top', 20_000, () =>
      page.waitForFunction(visibleCellsLoaded, undefined, { polling: 100, timeout: 19_000 }),
    );
    rows.push(
      domRow('DOM elements at the top', await page.evaluate(() => document.querySelectorAll('*').length)),
    );

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

function printRows(rows: readonly Row[]): void {
  for (const row of rows) {
    const verdict = row.pass === null ? '    ' : row.pass ? 'PASS' : 'FAIL';
    console.log(
      `  ${row.metric.padEnd(42)} ${row.value.padStart(10)}   budget ${row.budget.padEnd(10)} ${verdict}${row.note ? `   (${row.note})` : ''}`,
    );
  }
}

export async function benchTimeline(): Promise<boolean> {
  ensureSpaBuilt();
  const seed = SeedUsersFile.parse(JSON.parse(readFileSync(join(ROOT, 'fixtures/data/users.json'), 'utf8')));
  const spa = await snapshotSpa();
  const removeSpa = () => rmSync(spa, { recursive: true, force: true });
  process.once('exit', removeSpa);
  let system: System | undefined;
  let browser: Browser | undefined;
  let held = 0;
  let missed = 0;
  const failures: string[] = [];
  try {
    const initial = initialScripts(spa);
    system = await startSystem(spa);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      timeout: 30_000,
    });
    const load = loadavg().map((l) => l.toFixed(1));
    console.log(
      `\nPhoto timeline in Chromium ${browser.version()}: ${system.origin}${PHOTOS_PATH}, ${VIEWPORT.width}×${VIEWPORT.height}; ${cpus().length} CPUs, load average ${load.join(' ')} (1 KB = 1,024 bytes)`,
    );
    for (const email of USERS) {
      const user = seed.users.find((u) => u.email === email);
      if (!user) throw new Error(`${email} is not in fixtures/data/users.json`);
      console.log(`\n${email} (${n(user.library.photos)} photos)`);
      let rows: Row[] = [];
      let error: string | null = null;
      // A second try only when a server was stopped under the run (not by a failure of the app or the bench).
      for (let attempt = 1; attempt <= 2; attempt++) {
        const down = system.stopped();
        if (down !== null) {
          console.log(`  · ${down}: starting the servers again`);
          await system.stop();
          system = await startSystem(spa);
        }
        rows = [];
        error = null;
        try {
          await benchUser(
            { browser, origin: system.origin, spa, initial, email, password: seed.password },
            rows,
          );
        } catch (caught) {
          error = caught instanceof Error ? caught.message : String(caught);
        }
        const stopped = system.stopped();
        if (error === null || stopped === null) break;
        error += ` (${stopped} during the run)`;
        if (attempt === 1) console.log(`  · ${error}\n  · measuring ${email} again`);
      }
      printRows(rows);
      for (const row of rows) {
        if (row.pass === true) held += 1;
        else if (row.pass === false) {
          missed += 1;
          failures.push(`${email}: ${row.metric} ${row.value} (budget ${row.budget})`);
        }
      }
      if (error !== null) {
        // What could not be measured counts as missed; the next user still runs.
        console.log(`  could not finish: ${error}`);
        failures.push(`${email}: could not finish: ${error}`);
        missed += 1;
      }
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await system?.stop();
    removeSpa();
    process.off('exit', removeSpa);
  }
  console.log(`\ntimeline: ${held} budgets held, ${missed} missed${missed > 0 ? ':' : ''}`);
  for (const failure of failures) console.log(`  ${failure}`);
  return missed === 0;
}
