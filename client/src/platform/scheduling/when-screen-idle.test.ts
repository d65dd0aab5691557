import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_SETTLE_MS, whenScreenIdle } from './when-screen-idle';

describe('whenScreenIdle', () => {
  const requestIdle = vi.fn((_run: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
  const cancelIdle = vi.fn((_handle: number) => undefined);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    requestIdle.mockClear();
    cancelIdle.mockClear();
  });

  it("waits for the screen to settle, then for the browser's first idle time, a second at most", () => {
    const run = vi.fn();
    whenScreenIdle(run);
    vi.advanceTimersByTime(SCREEN_SETTLE_MS - 1);
    expect(requestIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(requestIdle).toHaveBeenCalledWith(run, { timeout: 1000 });
    expect(run).not.toHaveBeenCalled();
  });

  it('cancelled before the screen settled, asks for no idle time', () => {
    const cancel = whenScreenIdle(vi.fn());
    cancel();
    vi.runAllTimers();
    expect(requestIdle).not.toHaveBeenCalled();
  });

  it('cancelled while waiting for idle time, gives that idle time back', () => {
    const cancel = whenScreenIdle(vi.fn());
    vi.advanceTimersByTime(SCREEN_SETTLE_MS);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('runs in the next task where the browser cannot say when it is idle', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenScreenIdle(run);
    vi.advanceTimersByTime(SCREEN_SETTLE_MS);
    expect(run).not.toHaveBeenCalled();
    // A timer of 0 ms, which the fake clock (as browsers) runs no sooner than 1 ms later.
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
