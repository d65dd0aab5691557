import { describe, expect, it } from 'vitest';
import {
  customerRow,
  explain,
  type Figures,
  figuresOf,
  harnessTable,
  shares,
  splitOf,
} from './lighthouse-compare';
import type { Scores } from './lighthouse-steps';

const figures = (over: Partial<Figures>): Figures => ({
  score: 90,
  lcpMs: 2_000,
  tbtMs: 150,
  heapMb: 5,
  v8OwnMs: 10,
  gcMs: 0,
  scriptMs: 200,
  restMs: 100,
  stretch: 2,
  lcpElement: '<p>',
  runs: [90],
  ...over,
});

const scores = (performance: number, costs: Scores['costs'], heapMb = 5): Scores => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  cls: 0,
  lcpMs: performance * 10,
  tbtMs: performance,
  failing: [],
  error: '',
  lcpElement: `<p>${performance}</p>`,
  mainThread: { cpuMs: 100, wallMs: performance * 3 },
  costs,
  heapMb,
});

describe('figuresOf', () => {
  it("takes each figure's median over the rounds, the rest being what is neither V8's own, GC nor script", () => {
    const runs = [
      scores(80, { v8OwnMs: 30, gcMs: 5, scriptMs: 300, totalMs: 435 }, 40),
      scores(92, { v8OwnMs: 10, gcMs: 0, scriptMs: 200, totalMs: 310 }, 6),
      scores(88, { v8OwnMs: 20, gcMs: 2, scriptMs: 250, totalMs: 372 }, 20),
    ];
    expect(figuresOf(runs)).toEqual({
      score: 88,
      lcpMs: 880,
      tbtMs: 88,
      heapMb: 20,
      v8OwnMs: 20,
      gcMs: 2,
      scriptMs: 250,
      restMs: 100,
      stretch: 2.64,
      lcpElement: '<p>80</p>',
      runs: [80, 92, 88],
    });
  });
});

describe('splitOf and shares', () => {
  it("splits the CPU time that moved into the harness's part and the app's", () => {
    const project = figures({});
    const customer = figures({ v8OwnMs: 70, gcMs: 20, scriptMs: 230, restMs: 90 });
    const split = splitOf(project, customer);
    expect(split).toEqual({ harnessMs: 80, appMs: 20, scriptMs: 30, restMs: -10 });
    expect(shares(split)).toEqual({ harness: 80, app: 20 });
  });

  it('gives no shares when nothing moved', () => {
    expect(shares(splitOf(figures({}), figures({})))).toEqual({ harness: 0, app: 0 });
  });
});

describe('explain', () => {
  it('says nothing when the scores are within 5 points', () => {
    expect(explain('Orders', figures({ score: 90 }), figures({ score: 85 }))).toBe('');
  });

  it('says what the heap, the trace start and the app each did when they differ by more', () => {
    const text = explain(
      'Album',
      figures({ score: 89, heapMb: 4.2 }),
      figures({ score: 72, heapMb: 38.25, v8OwnMs: 130, scriptMs: 260, lcpElement: '<img>' }),
    );
    expect(text).toContain('Album: customer 72 against project 89 (−17 points)');
    expect(text).toContain('LCP element <p> → <img>');
    expect(text).toContain('Heap before the navigation 4.2 MB → 38.3 MB');
    expect(text).toContain("the harness +120 ms (V8's own tasks before the first paint 10 → 130");
    expect(text).toContain('the app +60 ms (its script +60, the rest +0): harness 67 %, app 33 %');
    expect(text).toContain('Tasks ×2.0 → ×2.0 as long as their CPU time (the machine).');
  });
});

describe('harnessTable', () => {
  it('puts both harnesses of each page in one row, a dash where one did not run', () => {
    const lines = harnessTable([
      { name: 'Overview', project: figures({ score: 95, lcpMs: 1_850.4 }), customer: figures({ score: 86 }) },
      { name: 'Orders', customer: figures({ score: 91, tbtMs: 1_234 }) },
    ]);
    expect(lines).toEqual([
      '| page     | project score | LCP (ms) | TBT (ms) | customer score | LCP (ms) | TBT (ms) | Δ  |',
      '| -------- | ------------- | -------- | -------- | -------------- | -------- | -------- | -- |',
      '| Overview | 95            | 1,850    | 150      | 86             | 2,000    | 150      | −9 |',
      '| Orders   | –             | –        | –        | 91             | 2,000    | 1,234    | –  |',
    ]);
  });
});

describe('customerRow', () => {
  it('passes at 90 and over', () => {
    expect(customerRow('Orders', figures({ score: 90, runs: [88, 90, 93] }))).toEqual({
      metric: 'Orders, customer harness: performance',
      value: '90',
      budget: '≥ 90',
      pass: true,
      note: 'runs 88, 90, 93; LCP 2,000 ms, TBT 150 ms',
    });
  });

  it("on a miss says which part of the difference from the project's is the harness's and which the app's", () => {
    const row = customerRow(
      'Album',
      figures({ score: 80, v8OwnMs: 40, scriptMs: 290 }),
      figures({ score: 92 }),
    );
    expect(row.pass).toBe(false);
    expect(row.note).toContain("against the project's 92: harness +30 ms (25 %), app +90 ms (75 %) of CPU");
  });
});
