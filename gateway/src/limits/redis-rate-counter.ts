import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { type RateCounter, slidingCount, windowIndex } from './rate-counter';

interface Slot {
  window: number;
  windowMs: number;
  /** The shared count of the current window as Redis last told it (every copy's hits). */
  shared: number;
  /** The previous window's count: every copy's as Redis told it at this window's first hit, or this copy's. */
  previous: number;
  /** Hits of this copy sent to Redis and not answered yet. */
  sending: number;
  /** Hits of this copy not sent yet. */
  pending: number;
  /** The first hit's round trip, while it runs. */
  first: Promise<void> | null;
}

export interface RedisRateCounterOptions {
  redis: Redis;
  /** Prefix of the keys (`<prefix>rate:<windowMs>:<window>:<key>`). */
  prefix: string;
  /** How often this copy's hits are added to the shared counts. Default 50 ms. */
  syncMs?: number;
  log: Logger;
  now?: () => number;
}

/**
 * A counter shared by every gateway copy through Redis, without a round trip per request. The first hit of a
 * key in a window waits for Redis (so a copy starts from what the others already counted); later hits are
 * counted locally and sent in one pipeline every `syncMs`, each answer refreshing the shared count. Copies can
 * therefore overshoot a limit by what they see in one sync interval, never more. The first round trip of a window
 * also reads the previous window's shared count, the sliding window's other half (`rate-counter.ts`). When Redis
 * is down the counter keeps counting this copy's hits alone (rate limits must not take the API down with them).
 */
export function createRedisRateCounter(options: RedisRateCounterOptions): RateCounter {
  const { redis, prefix, log } = options;
  const now = options.now ?? Date.now;
  const slots = new Map<string, Slot>();
  let warned = false;

  const redisKey = (key: string, slot: Slot, window = slot.window) =>
    `${prefix}rate:${slot.windowMs}:${window}:${key}`;

  /**
   * Adds `count` hits to the shared count (and, for a window's first hit, reads the previous window's); resolves
   * to the new shared count, or null when Redis failed.
   */
  async function add(key: string, slot: Slot, count: number, first: boolean): Promise<number | null> {
    const name = redisKey(key, slot);
    try {
      // Created with its expiry first (three windows: it is the next window's previous one, and copies' clocks
      // may differ), then added to.
      const pipeline = redis
        .pipeline()
        .set(name, '0', 'PX', slot.windowMs * 3, 'NX')
        .incrby(name, count);
      if (first) pipeline.get(redisKey(key, slot, slot.window - 1));
      const results = await pipeline.exec();
      const total = results?.[1]?.[1];
      if (typeof total !== 'number') throw results?.[1]?.[0] ?? new Error('no answer');
      const previous = Number(results?.[2]?.[1] ?? 0);
      if (first && Number.isFinite(previous)) slot.previous = Math.max(slot.previous, previous);
      warned = false;
      return total;
    } catch (error) {
      if (!warned) {
        warned = true;
        log.warn({ err: error }, 'rate limits counted on this copy only: Redis did not answer');
      }
      return null;
    }
  }

  function send(key: string, slot: Slot, count: number, first = false): Promise<void> {
    slot.sending += count;
    return add(key, slot, count, first).then((total) => {
      slot.sending -= count;
      // Without Redis this copy's own hits are all it knows.
      slot.shared = total === null ? slot.shared + count : Math.max(slot.shared, total);
    });
  }

  const sync = setInterval(() => {
    const time = now();
    for (const [key, slot] of slots) {
      if (slot.window < windowIndex(time, slot.windowMs) - 1) {
        slots.delete(key);
      } else if (slot.pending > 0 && slot.first === null) {
        const count = slot.pending;
        slot.pending = 0;
        void send(key, slot, count);
      }
    }
  }, options.syncMs ?? 50);
  sync.unref();

  const current = (slot: Slot) => slot.shared + slot.sending + slot.pending;
  const count = (slot: Slot, time: number) =>
    slot.previous === 0
      ? current(slot)
      : slidingCount({ previous: slot.previous, current: current(slot) }, time, slot.windowMs);

  return {
    hit(key, windowMs) {
      const time = now();
      const window = windowIndex(time, windowMs);
      let slot = slots.get(key);
      if (slot !== undefined && slot.window === window) {
        slot.pending += 1;
        if (slot.first === null) return count(slot, time);
        const known = slot;
        return slot.first.then(() => count(known, time));
      }
      // This copy's own count of the previous window until Redis tells every copy's.
      const previous = slot !== undefined && slot.window === window - 1 ? current(slot) : 0;
      slot = { window, windowMs, shared: 0, previous, sending: 0, pending: 0, first: null };
      slots.set(key, slot);
      const started = slot;
      started.first = send(key, started, 1, true).then(() => {
        started.first = null;
      });
      return started.first.then(() => count(started, time));
    },
    counts(key, windowMs) {
      const slot = slots.get(key);
      if (slot === undefined || slot.window !== windowIndex(now(), windowMs))
        return { previous: 0, current: 0 };
      return { previous: slot.previous, current: current(slot) };
    },
    async close() {
      clearInterval(sync);
      slots.clear();
    },
  };
}
