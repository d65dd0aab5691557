import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../test/redis-server';
import { createMemoryRateCounter, msUntilUnder, type RateCounter } from './rate-counter';
import { createRateLimiter, type RateVerdict } from './rate-limiter';
import { createRedisRateCounter } from './redis-rate-counter';

const WINDOW_MS = 60_000;
const rule = { name: 'test-rule', max: 10 };

/** Sends `hits` hits at `at` and resolves to how many passed. */
async function burst(
  limiter: ReturnType<typeof createRateLimiter>,
  hits: number,
  key = 'client',
): Promise<{ passed: number; last: RateVerdict }> {
  let passed = 0;
  let last: RateVerdict = null;
  for (let i = 0; i < hits; i++) {
    last = await limiter.hit(rule, key);
    if (last === null) passed += 1;
  }
  return { passed, last };
}

/** The same scenario on either counter: a full burst at a window's end, another just after its edge. */
async function straddle(makeCounter: (now: () => number) => RateCounter): Promise<void> {
  let clock = 10 * WINDOW_MS + WINDOW_MS - 100;
  const counter = makeCounter(() => clock);
  const limiter = createRateLimiter({ counter, windowMs: WINDOW_MS, now: () => clock });
  try {
    expect((await burst(limiter, 10)).passed).toBe(10);
    clock += 200; // 100 ms into the next fixed window
    const after = await burst(limiter, 10);
    // A fixed window would let all ten through here: twenty within 200 ms.
    expect(after.passed).toBe(0);
    // Ten hits stay in the sliding window for most of the next minute, and refused hits count too: the wait
    // says so (a fixed window would have said 60 s at the first refusal and let all ten through at once).
    expect(after.last?.retryAfterS).toBeGreaterThan(60);
    expect(after.last?.retryAfterS).toBeLessThanOrEqual(120);
    // When Retry-After says, one more hit passes, not a whole burst.
    clock += (after.last?.retryAfterS ?? 0) * 1000;
    expect((await burst(limiter, 10)).passed).toBe(1);
    // Two windows later everything has slid out.
    clock += 2 * WINDOW_MS;
    expect((await burst(limiter, 10)).passed).toBe(10);
  } finally {
    await counter.close();
  }
}

describe('sliding window', () => {
  it('in memory: a burst straddling a window edge is not doubled', async () => {
    await straddle((now) => createMemoryRateCounter(now));
  });

  it('says when one more hit fits: later in this window, or into the next one', () => {
    // 10 in the previous window, 5 in this one, limit 10, at the window's start: 6 of the previous must go.
    expect(msUntilUnder({ previous: 10, current: 5 }, 10, 0, WINDOW_MS)).toBe(0.6 * WINDOW_MS);
    expect(msUntilUnder({ previous: 0, current: 5 }, 10, 0, WINDOW_MS)).toBe(0);
    // 10 in this window at its middle: the rest of it, then a tenth of the next.
    expect(msUntilUnder({ previous: 0, current: 10 }, 10, WINDOW_MS / 2, WINDOW_MS)).toBeCloseTo(
      0.6 * WINDOW_MS,
    );
  });

  describe('in Redis', () => {
    let redis: TestRedis;
    const clients: Redis[] = [];
    beforeAll(async () => {
      redis = await startRedis();
    });
    afterAll(async () => {
      for (const client of clients) client.disconnect();
      await redis.close();
    });
    const shared = (prefix: string) => (now: () => number) => {
      const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return createRedisRateCounter({
        redis: client,
        prefix,
        log: pino({ level: 'silent' }),
        now,
        syncMs: 5,
      });
    };

    it('a burst straddling a window edge is not doubled', async () => {
      await straddle(shared(`slide${Date.now()}:`));
    });

    it('a copy that starts in the new window counts what another copy sent in the previous one', async () => {
      const prefix = `slide2${Date.now()}:`;
      let clock = 20 * WINDOW_MS + WINDOW_MS - 100;
      const first = shared(prefix)(() => clock);
      const one = createRateLimiter({ counter: first, windowMs: WINDOW_MS, now: () => clock });
      // Each first hit of a window waits for Redis, so the burst is there when it has passed.
      expect((await burst(one, 1)).passed).toBe(1);
      expect((await burst(one, 9)).passed).toBe(9);
      await new Promise((resolve) => setTimeout(resolve, 100));
      clock += 200;
      const second = shared(prefix)(() => clock);
      const two = createRateLimiter({ counter: second, windowMs: WINDOW_MS, now: () => clock });
      expect((await burst(two, 10)).passed).toBe(0);
      await Promise.all([first.close(), second.close()]);
    });
  });
});
