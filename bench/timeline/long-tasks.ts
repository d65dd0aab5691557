/**
 * Long tasks over a stretch of the benchmark's own driving (the scrubber's steps, a month expanded and scrolled
 * through, a month's selection toggle), run in the page like in-page.ts (self-contained functions): the recorder is
 * kept on `window` between the two calls, so Playwright's actions in between are what is measured.
 */

export interface TaskSummary {
  count: number;
  maxMs: number;
  totalMs: number;
}

interface Recorder {
  observer: PerformanceObserver;
  tasks: { start: number; duration: number }[];
  since: number;
}

/** Starts recording the page's long tasks (> 50 ms), replacing any recording not yet taken. */
export function watchLongTasks(): void {
  const holder = window as unknown as { __benchLongTasks?: Recorder };
  holder.__benchLongTasks?.observer.disconnect();
  const tasks: Recorder['tasks'] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ type: 'longtask' });
  holder.__benchLongTasks = { observer, tasks, since: performance.now() };
}

/** The long tasks since `watchLongTasks` (none if the page was left since: a new document has no recorder). */
export async function takeLongTasks(): Promise<TaskSummary> {
  const holder = window as unknown as { __benchLongTasks?: Recorder };
  const recorder = holder.__benchLongTasks;
  if (!recorder) return { count: 0, maxMs: 0, totalMs: 0 };
  // Long tasks are reported after they end: give the last ones time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 300));
  recorder.observer.disconnect();
  holder.__benchLongTasks = undefined;
  const during = recorder.tasks.filter((task) => task.start + task.duration >= recorder.since);
  return {
    count: during.length,
    maxMs: during.reduce((max, task) => Math.max(max, task.duration), 0),
    totalMs: during.reduce((sum, task) => sum + task.duration, 0),
  };
}
