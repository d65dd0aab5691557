import { describe, expect, it } from 'vitest';
import { mainThreadTime, type TraceEvent } from './main-thread';

const MAIN = { pid: 10, tid: 1 };
const navigation = (ts: number, url: string, mainFrame = true): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...MAIN,
  ts,
  args: { data: { documentLoaderURL: url, isLoadingMainFrame: mainFrame } },
});
const task = (ts: number, dur: number, tdur?: number, where = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

describe('mainThreadTime', () => {
  it("sums the main thread's tasks after the page's navigation, CPU and wall time apart", () => {
    const events = [
      navigation(1_000, 'about:blank'),
      task(500, 9_000, 9_000),
      navigation(10_000, 'http://photobox-uk.localhost:8080/orders'),
      task(11_000, 20_000, 8_000),
      task(40_000, 60_000, 30_000),
      // Another process's and another thread's tasks, and an iframe's navigation, are not the page's.
      task(12_000, 50_000, 50_000, { pid: 11, tid: 1 }),
      task(12_000, 50_000, 50_000, { pid: 10, tid: 2 }),
      navigation(50_000, 'http://localhost:9000/chat', false),
    ];
    expect(mainThreadTime(events)).toEqual({ cpuMs: 38, wallMs: 80 });
  });

  it('counts a task nested in another once', () => {
    const events = [navigation(0, 'https://x.test/'), task(1_000, 10_000, 5_000), task(2_000, 3_000, 3_000)];
    expect(mainThreadTime(events)).toEqual({ cpuMs: 5, wallMs: 10 });
  });

  it('has no answer without a page navigation or without thread times', () => {
    expect(mainThreadTime([task(0, 10_000, 10_000)])).toBeNull();
    expect(mainThreadTime([navigation(0, 'https://x.test/'), task(1_000, 10_000)])).toBeNull();
  });
});
