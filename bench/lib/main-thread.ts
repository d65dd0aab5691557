/** What a trace says about the page's main thread after its navigation. */
export interface MainThreadTime {
  /** CPU time the renderer's main thread spent in its tasks: the page's own work, whatever else runs. */
  cpuMs: number;
  /** The same tasks' durations as measured (what Lighthouse slows 4× into its phone's blocking time). */
  wallMs: number;
}

/** The fields of a Chrome trace event read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/** The page's last main-frame navigation of an http(s) document (its renderer's main thread records it). */
export function mainFrameNavigation(events: readonly TraceEvent[]): TraceEvent | undefined {
  return events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame === true &&
        /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
    )
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
}

/**
 * The main thread's task time from the page's last main-frame navigation (its `navigationStart`, which the
 * renderer's main thread records) to the end of the trace; null when the trace has no such navigation or no
 * thread times. A task's wall time also counts what it did not run for: other processes holding the cores, and
 * whatever it waited on inside (a synchronous call to another process). Its CPU time is the page's own work; their
 * ratio says how stretched the figures beside them were, whatever the cause.
 */
export function mainThreadTime(events: readonly TraceEvent[]): MainThreadTime | null {
  const navigation = mainFrameNavigation(events);
  if (!navigation) return null;
  const tasks = events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === navigation.pid &&
        e.tid === navigation.tid &&
        e.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let wall = 0;
  let timed = false;
  let end = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    // A task nested in one already counted is part of it.
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    wall += task.dur ?? 0;
    if (task.tdur !== undefined) {
      cpu += task.tdur;
      timed = true;
    }
  }
  return timed ? { cpuMs: cpu / 1000, wallMs: wall / 1000 } : null;
}
