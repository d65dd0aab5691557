import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './lib/main-thread';
import { stepCosts } from './lighthouse-trace';

const MAIN = { pid: 10, tid: 1 };
const navigation = (ts: number, url = 'http://photobox-uk.localhost:8080/orders'): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...MAIN,
  ts,
  args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
});
/** An event of the main thread: ts and dur in µs, its CPU time `tdur` (the same as dur unless given). */
const event = (name: string, ts: number, dur: number, tdur = dur, where = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ...where,
  ts,
  dur,
  tdur,
});
const firstPaint = (ts: number): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts });

describe('stepCosts', () => {
  it("tells V8's own tasks before the first paint from the page's script and the rest", () => {
    const events = [
      navigation(1_000),
      // V8 walking its heap as the profiler starts: nothing but V8's own events inside.
      event('RunTask', 2_000, 50_000, 40_000),
      event('V8.DeoptimizeCode', 3_000, 1_000),
      event('V8.GC_HEAP_ENSURE_SWEEPING_COMPLETED', 5_000, 500),
      // The document's parse with a collection in it, then the app's module.
      event('RunTask', 60_000, 20_000, 18_000),
      event('ParseHTML', 60_500, 10_000),
      event('MinorGC', 71_000, 4_000, 3_000),
      event('RunTask', 90_000, 100_000, 90_000),
      event('v8.evaluateModule', 90_500, 80_000, 70_000),
      // A collection inside the app's script is the script's.
      event('MajorGC', 100_000, 10_000),
      firstPaint(200_000),
      // After the first paint: script and rest still counted, a task of V8's own no more.
      event('RunTask', 300_000, 30_000, 30_000),
      event('FunctionCall', 301_000, 20_000, 20_000),
      event('RunTask', 400_000, 10_000, 10_000),
      event('V8.DeoptimizeCode', 401_000, 1_000),
    ];
    expect(stepCosts(events)).toEqual({ v8OwnMs: 40, gcMs: 3, scriptMs: 90, totalMs: 188 });
  });

  it('counts only the last main-frame navigation and its own thread', () => {
    const events = [
      navigation(0, 'http://photobox-uk.localhost:8080/'),
      event('RunTask', 1_000, 10_000),
      navigation(20_000),
      event('RunTask', 21_000, 5_000),
      event('RunTask', 21_000, 50_000, 50_000, { pid: 11, tid: 1 }),
      event('RunTask', 22_000, 1_000), // nested in the task before it
    ];
    expect(stepCosts(events)).toEqual({ v8OwnMs: 0, gcMs: 0, scriptMs: 0, totalMs: 5 });
  });

  it('says nothing without a navigation of an http document', () => {
    expect(stepCosts([navigation(0, 'about:blank'), event('RunTask', 1_000, 10_000)])).toBeNull();
  });
});
