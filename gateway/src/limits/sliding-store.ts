import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { msUntilUnder, type RateCounter, windowIndex } from './rate-counter';

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A @fastify/rate-limit store over the gateway's own sliding-window counter (memory or Redis, `rate-counter.ts`),
 * so pages, config and the push handshake are limited like the API: no doubled burst at a window's edge. The
 * plugin refuses when `current` exceeds its max and sends `ttl` as Retry-After: the sliding count rounded up, and
 * the time until one more request fits (or until the window ends, for the reset header, while within it).
 */
export function slidingStore(
  counter: RateCounter,
  name: string,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  return class SlidingStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      const counted = `${name}:${key}`;
      const answer = (count: number) => {
        const time = now();
        const current = Math.ceil(count);
        const ttl =
          current > max
            ? msUntilUnder(counter.counts(counted, timeWindow), max, time, timeWindow)
            : (windowIndex(time, timeWindow) + 1) * timeWindow - time;
        callback(null, { current, ttl: Math.max(1, Math.ceil(ttl)) });
      };
      try {
        const count = counter.hit(counted, timeWindow);
        if (typeof count === 'number') answer(count);
        else count.then(answer, (error: Error) => callback(error));
      } catch (error) {
        callback(error as Error);
      }
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
