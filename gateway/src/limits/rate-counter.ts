/**
 * Counts hits per key in fixed windows (`floor(now / windowMs)`), the same windows on every gateway copy. A
 * counter answers at once when it can (the in-memory one always; the Redis one once it knows the key) and with
 * a promise otherwise, so the proxy's fast path pays for no promise in the common case.
 */
export interface RateCounter {
  /** Counts one hit of `key` in the current window and gives the count so far, this hit included. */
  hit(key: string, windowMs: number): number | Promise<number>;
  close(): Promise<void>;
}

export function windowIndex(now: number, windowMs: number): number {
  return Math.floor(now / windowMs);
}

interface Slot {
  window: number;
  windowMs: number;
  count: number;
}

/** One process's counter: a map of the current windows, swept of old ones now and then. */
export function createMemoryRateCounter(now: () => number = Date.now): RateCounter {
  const slots = new Map<string, Slot>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, slot] of slots) {
      if (slot.window < windowIndex(time, slot.windowMs)) slots.delete(key);
    }
  }, 10_000);
  sweep.unref();
  return {
    hit(key, windowMs) {
      const window = windowIndex(now(), windowMs);
      const slot = slots.get(key);
      if (slot !== undefined && slot.window === window) {
        slot.count += 1;
        return slot.count;
      }
      slots.set(key, { window, windowMs, count: 1 });
      return 1;
    },
    async close() {
      clearInterval(sweep);
      slots.clear();
    },
  };
}
