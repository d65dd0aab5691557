/**
 * Counts hits per key in a sliding window: the count of the current fixed window (`floor(now / windowMs)`, the
 * same windows on every gateway copy) plus the previous window's count weighted by how much of it the sliding
 * window still covers. A burst at the end of one window therefore still counts at the start of the next, so two
 * windows' worth of hits cannot pass within one window's time (a fixed window let a burst double at its edge).
 * A counter answers at once when it can (the in-memory one always; the Redis one once it knows the key) and with
 * a promise otherwise, so the proxy's fast path pays for no promise in the common case.
 */
export interface RateCounter {
  /** Counts one hit of `key` and gives the sliding count so far, this hit included. */
  hit(key: string, windowMs: number): number | Promise<number>;
  /** The fixed-window counts behind `key`'s sliding count (to say when it falls under a limit). */
  counts(key: string, windowMs: number): WindowCounts;
  close(): Promise<void>;
}

/** The hits of the previous and of the current fixed window. */
export interface WindowCounts {
  previous: number;
  current: number;
}

export function windowIndex(now: number, windowMs: number): number {
  return Math.floor(now / windowMs);
}

/** The sliding count at `now`: the current window's hits plus the previous window's share still covered. */
export function slidingCount(counts: WindowCounts, now: number, windowMs: number): number {
  const elapsed = (now % windowMs) / windowMs;
  return counts.current + counts.previous * (1 - elapsed);
}

/**
 * Milliseconds from `now` until one more hit keeps the sliding count within `max`: later in this window when
 * the previous window's share fading is enough, else into the next one, where this window's hits fade in turn.
 */
export function msUntilUnder(counts: WindowCounts, max: number, now: number, windowMs: number): number {
  const elapsed = now % windowMs;
  const room = max - 1;
  if (counts.current <= room) {
    if (counts.previous === 0) return 0;
    const until = (1 - (room - counts.current) / counts.previous) * windowMs;
    return Math.max(0, until - elapsed);
  }
  return windowMs - elapsed + (1 - room / counts.current) * windowMs;
}

interface Slot {
  window: number;
  windowMs: number;
  previous: number;
  current: number;
}

/** Moves a slot to `window`: the current count becomes the previous one, or both go when a window was skipped. */
export function advance<S extends Slot>(slot: S, window: number): S {
  if (slot.window === window) return slot;
  slot.previous = slot.window === window - 1 ? slot.current : 0;
  slot.current = 0;
  slot.window = window;
  return slot;
}

/** One process's counter: a map of the keys' last two windows, swept of old ones now and then. */
export function createMemoryRateCounter(now: () => number = Date.now): RateCounter {
  const slots = new Map<string, Slot>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, slot] of slots) {
      if (slot.window < windowIndex(time, slot.windowMs) - 1) slots.delete(key);
    }
  }, 10_000);
  sweep.unref();
  const slotOf = (key: string, windowMs: number, time: number): Slot => {
    const window = windowIndex(time, windowMs);
    const slot = slots.get(key);
    if (slot !== undefined) return advance(slot, window);
    const fresh = { window, windowMs, previous: 0, current: 0 };
    slots.set(key, fresh);
    return fresh;
  };
  return {
    hit(key, windowMs) {
      const time = now();
      const slot = slotOf(key, windowMs, time);
      slot.current += 1;
      return slot.previous === 0 ? slot.current : slidingCount(slot, time, windowMs);
    },
    counts(key, windowMs) {
      const slot = slotOf(key, windowMs, now());
      return { previous: slot.previous, current: slot.current };
    },
    async close() {
      clearInterval(sweep);
      slots.clear();
    },
  };
}
