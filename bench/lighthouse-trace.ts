/**
 * What a Lighthouse step's trace says about where its main-thread time went, to tell the harness's cost from the
 * app's (issue 56 item 3): the tasks of V8's own before the first paint (a traced tab walks its whole heap as the
 * profiler starts on the new page, decision 395), the garbage collection there, the page's JavaScript and the rest.
 */
import { mainFrameNavigation, type TraceEvent } from './lib/main-thread';

/** CPU time (ms, as measured: Lighthouse's phone multiplies it by 4) of one step's renderer main thread. */
export interface StepCosts {
  /** Tasks between the navigation and the first paint holding nothing but V8's own events (heap walks, deopts). */
  v8OwnMs: number;
  /**
   * Garbage collection between the navigation and the first paint (V8's and Blink's GC events), outside those
   * tasks and outside the page's script (a collection a script's allocation sets off is the script's).
   */
  gcMs: number;
  /** JavaScript after the navigation: compiling, evaluating and calling the page's scripts, microtasks, timers. */
  scriptMs: number;
  /** Every task after the navigation. */
  totalMs: number;
}

/** The outermost events that run the page's JavaScript (lower-case `v8.` are script; `V8.` are V8's own). */
const SCRIPT =
  /^(v8\.(compile|compileModule|evaluateModule|callFunction|newInstance|run)|FunctionCall|EvaluateScript|RunMicrotasks|TimerFire)$/;
const GC = /(^|\.)(MinorGC|MajorGC|GC_|BlinkGC|GCEvent)|^V8\.GC/;

const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;

/** CPU time of the outermost script and GC events (in time order), not counting one inside another counted. */
function scriptAndGc(events: readonly TraceEvent[]): { script: number; gc: number } {
  let end = Number.NEGATIVE_INFINITY;
  const sum = { script: 0, gc: 0 };
  for (const e of events) {
    const kind = SCRIPT.test(e.name) ? 'script' : GC.test(e.name) ? 'gc' : null;
    if (kind === null || e.ts < end) continue;
    end = e.ts + (e.dur ?? 0);
    sum[kind] += cpu(e);
  }
  return sum;
}

/** The step's costs; null when its trace has no main-frame navigation. */
export function stepCosts(events: readonly TraceEvent[]): StepCosts | null {
  const navigation = mainFrameNavigation(events);
  if (!navigation) return null;
  const thread = events
    .filter(
      (e) => e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid);
  const firstPaint = paint?.ts ?? Number.POSITIVE_INFINITY;
  const costs: StepCosts = { v8OwnMs: 0, gcMs: 0, scriptMs: 0, totalMs: 0 };
  let end = Number.NEGATIVE_INFINITY;
  for (const [i, task] of thread.entries()) {
    if (task.name !== 'RunTask' || task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    const inside: TraceEvent[] = [];
    for (let j = i + 1; j < thread.length; j++) {
      const e = thread[j];
      if (!e || e.ts >= end) break;
      inside.push(e);
    }
    costs.totalMs += cpu(task);
    const { script, gc } = scriptAndGc(inside);
    costs.scriptMs += script;
    if (task.ts >= firstPaint) continue;
    if (inside.length > 0 && inside.every((e) => e.name.startsWith('V8.'))) costs.v8OwnMs += cpu(task);
    else costs.gcMs += gc;
  }
  return costs;
}
