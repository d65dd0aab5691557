/**
 * What the timeline benchmark runs in the page (serialised by Playwright: each function self-contained, no named
 * inner functions, which tsx would wrap in a helper that only exists in Node).
 */

/**
 * The time (performance.now()) at which the first thumbnail of the grid's first row is loaded and on screen, else
 * false: the grid's own, or the one the boot script painted in its place before the app ran (decision 392; the
 * grid takes that over, so both are the same file at the same place).
 */
export function firstThumbnailShown(): number | false {
  const image =
    document.querySelector('[data-boot-first-row] img') ?? document.querySelector('[role="grid"] img');
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

/**
 * The time (performance.now()) at which the app's own grid shows its first thumbnail, loaded, with no painted row
 * left (the app has taken it over, decision 393), else false: when the app is there to use.
 */
export function gridThumbnailShown(): number | false {
  const image = document.querySelector('[role="grid"] img');
  const own = image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0;
  return own && document.querySelector('[data-boot-first-row]') === null ? performance.now() : false;
}

/** Every grid cell on screen shows a loaded thumbnail (or is the '+N' tile). */
export function visibleCellsLoaded(): boolean {
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
export function atOldestMonth(): boolean {
  const slider = document.querySelector('[role="slider"]');
  const last =
    slider !== null && slider.getAttribute('aria-valuenow') === slider.getAttribute('aria-valuemax');
  const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
  return window.scrollY > 0 && (last || bottom);
}

export interface View {
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
export async function viewAfterMove(before: string | null): Promise<View> {
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
export async function scrollDown(viewports: number): Promise<boolean> {
  const before = window.scrollY;
  window.scrollBy(0, viewports * window.innerHeight);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return window.scrollY !== before;
}

/** The DOM size, and whether a month header other than `month`, below where it started, is on screen. */
export function afterScrollStep(arg: { month: string; startY: number }): { dom: number; pastEnd: boolean } {
  let pastEnd = false;
  for (const row of document.querySelectorAll('[role="grid"] [role="row"]')) {
    const heading = row.querySelector('h2');
    if (!heading || heading.textContent === arg.month) continue;
    const box = row.getBoundingClientRect();
    if (box.top + window.scrollY > arg.startY && box.top < window.innerHeight) pastEnd = true;
  }
  return { dom: document.querySelectorAll('*').length, pastEnd };
}

export interface LongTasks {
  count: number;
  maxMs: number;
  totalMs: number;
  frames: number;
  scrolledPx: number;
}

/** Observes long tasks, scrolls 40 px a frame for `seconds`, and returns the long tasks of that time. */
export async function scrollContinuously(seconds: number): Promise<LongTasks> {
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

/** Long tasks recorded between `startLongTasks` and `takeLongTasks` (one recorder at a time, kept on window). */
interface LongTaskRecorder {
  observer: PerformanceObserver;
  durations: number[];
  since: number;
}

/** Starts recording the page's long tasks (> 50 ms), replacing a recorder left running. */
export function startLongTasks(): void {
  const holder = window as unknown as { benchLongTasks?: LongTaskRecorder };
  holder.benchLongTasks?.observer.disconnect();
  const durations: number[] = [];
  const since = performance.now();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime + entry.duration >= since) durations.push(entry.duration);
    }
  });
  observer.observe({ type: 'longtask' });
  holder.benchLongTasks = { observer, durations, since };
}

/** Stops the recorder (after 300 ms: a long task is reported once it ends) and returns what it saw. */
export async function takeLongTasks(): Promise<{ count: number; maxMs: number; totalMs: number }> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const holder = window as unknown as { benchLongTasks?: LongTaskRecorder };
  const recorder = holder.benchLongTasks;
  recorder?.observer.disconnect();
  delete holder.benchLongTasks;
  const durations = recorder?.durations ?? [];
  return {
    count: durations.length,
    maxMs: durations.reduce((max, ms) => Math.max(max, ms), 0),
    totalMs: durations.reduce((sum, ms) => sum + ms, 0),
  };
}
