import { msUntilUnder, type RateCounter } from './rate-counter';

/** A limit: at most `max` hits per key in each window (0: no limit). */
export interface RateRule {
  name: string;
  max: number;
}

/** A hit over its limit: which rule, and when the sliding count lets a hit through again. */
export interface RateLimited {
  rule: string;
  retryAfterS: number;
}

export type RateVerdict = RateLimited | null;

export interface RateLimiter {
  readonly windowMs: number;
  /**
   * Counts one hit of `key` under `rule`; the verdict is null within the limit. Answers at once when the counter
   * does (see `RateCounter`), otherwise with a promise.
   */
  hit(rule: RateRule, key: string): RateVerdict | Promise<RateVerdict>;
}

export interface RateLimiterOptions {
  counter: RateCounter;
  windowMs: number;
  /** Told about every hit over a limit (metrics). */
  onLimited?: (rule: string) => void;
  now?: () => number;
}

/** How many keys per rule keep their counter key; past it they start again (addresses are countless). */
const KEPT_KEYS = 50_000;

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { counter, windowMs } = options;
  // Each rule's counter keys (`rule:key`), kept: a key built on every hit is a new string the counter's map must
  // flatten and hash every time, where a kept one carries its hash.
  const counterKeys = new Map<string, Map<string, string>>();
  const counterKey = (rule: RateRule, key: string): string => {
    let keys = counterKeys.get(rule.name);
    if (keys === undefined) {
      keys = new Map();
      counterKeys.set(rule.name, keys);
    }
    let counted = keys.get(key);
    if (counted === undefined) {
      if (keys.size >= KEPT_KEYS) keys.clear();
      counted = `${rule.name}:${key}`;
      keys.set(key, counted);
    }
    return counted;
  };
  const now = options.now ?? Date.now;
  const verdict = (rule: RateRule, key: string, count: number): RateVerdict => {
    if (count <= rule.max) return null;
    options.onLimited?.(rule.name);
    const wait = msUntilUnder(counter.counts(key, windowMs), rule.max, now(), windowMs);
    return { rule: rule.name, retryAfterS: Math.max(1, Math.ceil(wait / 1000)) };
  };
  return {
    windowMs,
    hit(rule, key) {
      if (rule.max <= 0) return null;
      const counted = counterKey(rule, key);
      const count = counter.hit(counted, windowMs);
      return typeof count === 'number'
        ? verdict(rule, counted, count)
        : count.then((n) => verdict(rule, counted, n));
    },
  };
}
