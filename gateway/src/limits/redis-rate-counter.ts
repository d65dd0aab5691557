import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { type RateCounter, windowIndex } from './rate-counter';

interface Slot {
  window: number;
  windowMs: number;
  /** The shared count as Redis last told it (every copy's hits). */
  shared: number;
  /** Hits of this copy sent to Redis and not answered yet. */
  sending: number;
  /** Hits of this copy not sent yet. */
  pending: number;
  /** The first hit's round trip, while it runs. */
  first: Promise<void> | null;
}

export interface RedisRateCounterOptions {
  redis: Redis;
  /** Prefix of the keys (`<prefix>rate:<window>:<key>`). */
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
 * therefore overshoot a limit by what they see in one sync interval, never more. When Redis is down the counter
 * keeps counting this copy's hits alone (rate limits must not take the API down with them).
 */
export function createRedisRateCounter(options: RedisRateCounterOptions): RateCounter {
  const { redis, prefix, log } = options;
  const now = options.now ?? Date.now;
  const slots = new Map<string, Slot>();
  let warned = false;

  const redisKey = (key: string, slot: Slot) => `${prefix}rate:${slot.windowMs}:${slot.window}:${key}`;

  /** Adds `count` hits to the shared count; resolves to the new shared count, or null when Redis failed. */
  async function add(key: string, slot: Slot, count: number): Promise<number | null> {
    const name = redisKey(key, slot);
    try {
      // Created with its expiry first (twice the window, against clock skew between copies), then added to.
      const results = await redis
        .pipeline()
        .set(name, '0', 'PX', slot.windowMs * 2, 'NX')
        .incrby(name, count)
        .exec();
      const total = results?.[1]?.[1];
      if (typeof total !== 'number') throw results?.[1]?.[0] ?? new Error('no answer');
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

  function send(key: string, slot: Slot, count: number): Promise<void> {
    slot.sending += count;
    return add(key, slot, count).then((total) => {
      slot.sending -= count;
      // Without Redis this copy's own hits are all it knows.
      slot.shared = total === null ? slot.shared + count : Math.max(slot.shared, total);
    });
  }

  const sync = setInterval(() => {
    const time = now();
    for (const [key, slot] of slots) {
      if (slot.window < windowIndex(time, slot.windowMs)) {
        slots.delete(key);
      } else if (slot.pending > 0 && slot.first === null) {
        const count = slot.pending;
        slot.pending = 0;
        void send(key, slot, count);
      }
    }
  }, options.syncMs ?? 50);
  sync.unref();

  const count = (slot: Slot) => slot.shared + slot.sending + slot.pending;

  return {
    hit(key, windowMs) {
      const window = windowIndex(now(), windowMs);
      let slot = slots.get(key);
      if (slot !== undefined && slot.window === window) {
        slot.pending += 1;
        if (slot.first === null) return count(slot);
        const known = slot;
        return slot.first.then(() => count(known));
      }
      slot = { window, windowMs, shared: 0, sending: 0, pending: 0, first: null };
      slots.set(key, slot);
      const started = slot;
      started.first = send(key, started, 1).then(() => {
        started.first = null;
      });
      return started.first.then(() => count(started));
    },
    async close() {
      clearInterval(sync);
      slots.clear();
    },
  };
}
