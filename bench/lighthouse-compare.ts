/**
 * The two Lighthouse harnesses side by side (issue 56 item 3): per page the project's harness (bench/lighthouse.ts)
 * and the customer's (bench/lighthouse-customer.ts), and where their scores differ by more than 5 points, why,
 * from what both traces measured: the tab's heap before the navigation, the trace's start-up cost (V8's own tasks
 * and the garbage collection before the first paint: the harness's part) and the app's own work (its script and
 * the rest of the renderer's work). Decision 497 says what counts as the difference explained.
 */

import { median, n, type Row } from './lib/steps';
import type { Scores } from './lighthouse-steps';

/** The largest score difference between the harnesses left without an explanation. */
export const EXPLAIN_OVER = 5;
/** The customer harness's budget: the phone's performance score. */
export const CUSTOMER_BUDGET = 90;

/** One harness's medians for one page. CPU times as measured (1×); Lighthouse's phone counts them 4×. */
export interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  heapMb: number;
  v8OwnMs: number;
  gcMs: number;
  scriptMs: number;
  /** The main thread's other work after the navigation: style, layout, paint, parsing, the rest. */
  restMs: number;
  /** How many times longer the main thread's tasks lasted than their CPU time: the machine's share, not the page's. */
  stretch: number;
  lcpElement: string;
  runs: number[];
}

export function figuresOf(runs: readonly Scores[]): Figures {
  const m = (pick: (s: Scores) => number) => median(runs.map(pick));
  const cost = (pick: (c: NonNullable<Scores['costs']>) => number) =>
    m((s) => (s.costs ? pick(s.costs) : Number.NaN));
  return {
    score: m((s) => s.performance),
    lcpMs: m((s) => s.lcpMs),
    tbtMs: m((s) => s.tbtMs),
    heapMb: m((s) => s.heapMb),
    v8OwnMs: cost((c) => c.v8OwnMs),
    gcMs: cost((c) => c.gcMs),
    scriptMs: cost((c) => c.scriptMs),
    restMs: cost((c) => Math.max(0, c.totalMs - c.v8OwnMs - c.gcMs - c.scriptMs)),
    stretch: m((s) => (s.mainThread ? s.mainThread.wallMs / Math.max(s.mainThread.cpuMs, 1) : Number.NaN)),
    lcpElement: runs[0]?.lcpElement ?? '?',
    runs: runs.map((s) => s.performance),
  };
}

/** The customer's main-thread CPU time against the project's, split into the harness's part and the app's. */
export interface Split {
  harnessMs: number;
  appMs: number;
  scriptMs: number;
  restMs: number;
}

export function splitOf(project: Figures, customer: Figures): Split {
  const scriptMs = customer.scriptMs - project.scriptMs;
  const restMs = customer.restMs - project.restMs;
  return {
    harnessMs: customer.v8OwnMs + customer.gcMs - (project.v8OwnMs + project.gcMs),
    appMs: scriptMs + restMs,
    scriptMs,
    restMs,
  };
}

const signed = (value: number) => `${value >= 0 ? '+' : '−'}${n(Math.abs(value))}`;
const mbs = (value: number) => `${value.toFixed(1)} MB`;

/** Each part's share of the CPU time that moved (the sum of the parts' sizes), in per cent. */
export function shares(split: Split): { harness: number; app: number } {
  const moved = Math.abs(split.harnessMs) + Math.abs(split.appMs);
  if (moved === 0) return { harness: 0, app: 0 };
  return {
    harness: Math.round((Math.abs(split.harnessMs) / moved) * 100),
    app: Math.round((Math.abs(split.appMs) / moved) * 100),
  };
}

/** Why the harnesses differ on a page, measured; '' when the scores are within EXPLAIN_OVER points. */
export function explain(name: string, project: Figures, customer: Figures): string {
  const delta = customer.score - project.score;
  if (Math.abs(delta) <= EXPLAIN_OVER) return '';
  const split = splitOf(project, customer);
  const share = shares(split);
  const total = (f: Figures) => f.v8OwnMs + f.gcMs + f.scriptMs + f.restMs;
  const lcp =
    project.lcpElement === customer.lcpElement
      ? `LCP element the same (${project.lcpElement})`
      : `LCP element ${project.lcpElement} → ${customer.lcpElement}`;
  return [
    `${name}: customer ${customer.score} against project ${project.score} (${signed(delta)} points);`,
    `LCP ${n(project.lcpMs)} → ${n(customer.lcpMs)} ms, TBT ${n(project.tbtMs)} → ${n(customer.tbtMs)} ms; ${lcp}.`,
    `Heap before the navigation ${mbs(project.heapMb)} → ${mbs(customer.heapMb)}.`,
    `Main-thread CPU (1×; the phone counts it 4×) ${n(total(project))} → ${n(total(customer))} ms:`,
    `the harness ${signed(split.harnessMs)} ms (V8's own tasks before the first paint ${n(project.v8OwnMs)} → ${n(customer.v8OwnMs)},`,
    `GC before it ${n(project.gcMs)} → ${n(customer.gcMs)}), the app ${signed(split.appMs)} ms (its script`,
    `${signed(split.scriptMs)}, the rest ${signed(split.restMs)}): harness ${share.harness} %, app ${share.app} %.`,
    `Tasks ×${project.stretch.toFixed(1)} → ×${customer.stretch.toFixed(1)} as long as their CPU time (the machine).`,
  ].join(' ');
}

const cell = (f: Figures | undefined) => (f ? [String(f.score), n(f.lcpMs), n(f.tbtMs)] : ['–', '–', '–']);

/** The side-by-side table (Markdown, as bench/README.md keeps it). */
export function harnessTable(
  pages: readonly { name: string; project?: Figures; customer?: Figures }[],
): string[] {
  const head = [
    'page',
    'project score',
    'LCP (ms)',
    'TBT (ms)',
    'customer score',
    'LCP (ms)',
    'TBT (ms)',
    'Δ',
  ];
  const body = pages.map(({ name, project, customer }) => [
    name,
    ...cell(project),
    ...cell(customer),
    project && customer ? signed(customer.score - project.score) : '–',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...body.map(line)];
}

/** The customer harness's budget row; on a miss, which part of the difference from the project's is whose. */
export function customerRow(name: string, customer: Figures, project?: Figures): Row {
  const pass = customer.score >= CUSTOMER_BUDGET;
  let note = `runs ${customer.runs.join(', ')}; LCP ${n(customer.lcpMs)} ms, TBT ${n(customer.tbtMs)} ms`;
  if (!pass && project) {
    const split = splitOf(project, customer);
    const share = shares(split);
    note += `; against the project's ${project.score}: harness ${signed(split.harnessMs)} ms (${share.harness} %), app ${signed(split.appMs)} ms (${share.app} %) of CPU`;
  }
  return {
    metric: `${name}, customer harness: performance`,
    value: String(customer.score),
    budget: `≥ ${CUSTOMER_BUDGET}`,
    pass,
    note,
  };
}
