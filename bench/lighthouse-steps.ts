/**
 * What both Lighthouse harnesses share (bench/lighthouse.ts, the project's; bench/lighthouse-customer.ts, a
 * customer's): the pages, the sign-in, one flow of navigation steps with the HTTP cache cleared before each, and
 * what a step measured.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, desktopConfig, type FlowResult, generateReport, startFlow } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { type MainThreadTime, mainThreadTime, type TraceEvent } from './lib/main-thread';
import { MB } from './lib/steps';
import { type StepCosts, stepCosts } from './lighthouse-trace';

export type Form = 'mobile' | 'desktop';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const REPORT_DIR = process.env.BENCH_LH_REPORT || '';

export interface PageSpec {
  id: string;
  name: string;
  account: string;
  /** The path, or where to find it: the first link of a list page whose href starts with `prefix`. */
  path: string | { list: string; prefix: string };
}

const ALL_PAGES: PageSpec[] = [
  { id: 'overview', name: 'Overview', account: 'customer@example.com', path: '/' },
  { id: 'photos', name: 'My photos', account: 'customer@example.com', path: '/my-photos/photos' },
  { id: 'albums', name: 'Album list', account: 'customer@example.com', path: '/my-photos/albums' },
  {
    id: 'album',
    name: 'Album',
    account: 'customer@example.com',
    path: { list: '/my-photos/albums', prefix: '/my-photos/albums/' },
  },
  { id: 'orders', name: 'Orders', account: 'customer@example.com', path: '/orders' },
  {
    id: 'order',
    name: 'Order details',
    account: 'customer@example.com',
    path: { list: '/orders', prefix: '/orders/' },
  },
  { id: 'photos-big', name: 'My photos (big@)', account: 'big@example.com', path: '/my-photos/photos' },
];
const WANTED = (process.env.BENCH_LH_PAGES || '').split(',').filter(Boolean);
export const PAGES = WANTED.length === 0 ? ALL_PAGES : ALL_PAGES.filter((p) => WANTED.includes(p.id));

/** A page of an account's flow with its path found. */
export interface Step {
  spec: PageSpec;
  path: string;
}

/** What one step measured. */
export interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Audits under 1 in accessibility and best practices (what to fix). */
  failing: string[];
  /** Why Lighthouse could not score the step (its runtime error's code, e.g. NO_FCP), or ''. */
  error: string;
  /** The LCP element's HTML, shortened. */
  lcpElement: string;
  /** The page's main-thread tasks after its navigation; null when the trace has no thread times. */
  mainThread: MainThreadTime | null;
  /** Where the main thread's CPU time went (lighthouse-trace.ts); null without a navigation in the trace. */
  costs: StepCosts | null;
  /** The tab's renderer's V8 heap (MB used) just before the step's navigation. */
  heapMb: number;
}

export function configFor(form: Form): Config {
  const base: Config = form === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' };
  return { ...base, settings: { ...base.settings, onlyCategories: CATEGORIES } };
}

/** Signs in on the identity provider's page, in `page`, and waits for the account area's heading. */
export async function signIn(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('#email', { timeout: 30_000 });
  await page.type('#email', email);
  await page.type('#password', password);
  await Promise.all([
    page.waitForFunction(
      (o: string) => location.origin === o && !location.pathname.startsWith('/auth'),
      {
        timeout: 30_000,
      },
      origin,
    ),
    page.click('button[type="submit"]'),
  ]);
  await page.waitForSelector('main h1', { timeout: 30_000 });
}

export async function resolvePath(page: Page, origin: string, spec: PageSpec): Promise<string> {
  if (typeof spec.path === 'string') return spec.path;
  await page.goto(`${origin}${spec.path.list}`, { waitUntil: 'domcontentloaded' });
  const selector = `main a[href^="${spec.path.prefix}"]`;
  await page.waitForSelector(selector, { timeout: 30_000 });
  return page.$eval(selector, (a) => a.getAttribute('href') ?? '');
}

function scoresOf(
  lhr: FlowResult['steps'][number]['lhr'],
  trace: readonly TraceEvent[],
  heapMb: number,
): Scores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing: string[] = [];
  for (const id of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(ref.id);
    }
  }
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  const lcpNode = details?.items?.[0]?.items?.[0]?.node?.snippet;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing,
    error: lhr.runtimeError?.code ?? '',
    lcpElement: lcpNode?.slice(0, 80) ?? '?',
    mainThread: mainThreadTime(trace),
    costs: stepCosts(trace),
    heapMb,
  };
}

/**
 * One flow in `page`: the steps, each a navigation with the HTTP cache cleared first (storage kept: the session
 * stays), the renderer's heap read just before it. `name` names the reports when BENCH_LH_REPORT is set.
 */
export async function runFlow(page: Page, origin: string, form: Form, steps: readonly Step[], name: string) {
  const cdp = await page.createCDPSession();
  const flow = await startFlow(page, { config: configFor(form), flags: { disableStorageReset: true } });
  const heaps: number[] = [];
  for (const { spec, path } of steps) {
    const heap = await cdp.send('Runtime.getHeapUsage').catch(() => ({ usedSize: Number.NaN }));
    heaps.push(heap.usedSize / MB);
    await cdp.send('Network.clearBrowserCache');
    await flow.navigate(`${origin}${path}`, { name: spec.name, disableStorageReset: true });
  }
  const result = await flow.createFlowResult();
  const traces = flow
    .createArtifactsJson()
    .gatherSteps.map((step): readonly TraceEvent[] => step.artifacts.Trace?.traceEvents ?? []);
  await cdp.detach();
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, `${name}.html`), generateReport(result, 'html'));
    writeFileSync(join(REPORT_DIR, `${name}.json`), JSON.stringify(result));
  }
  return result.steps.map((step, index) =>
    scoresOf(step.lhr, traces[index] ?? [], heaps[index] ?? Number.NaN),
  );
}
