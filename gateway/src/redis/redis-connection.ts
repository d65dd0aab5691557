import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export type RedisRole = 'commands' | 'subscriber';

/**
 * A connection to the shared Redis. Commands fail at once while Redis is away (a rate limit falls back to this
 * copy's counts, the push ingest answers 503) instead of queueing; the subscriber queues its SUBSCRIBEs and
 * resubscribes by itself after a reconnect. Reconnects forever, at most every 2 s; errors are logged once per
 * outage, not once per attempt.
 */
export function createRedisConnection(url: string, role: RedisRole, log: Logger): Redis {
  const redis = new Redis(url, {
    connectionName: `gateway-${role}`,
    enableOfflineQueue: role === 'subscriber',
    maxRetriesPerRequest: role === 'subscriber' ? null : 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    enableReadyCheck: true,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ role, err: error }, 'Redis is unreachable; reconnecting');
  });
  redis.on('ready', () => {
    if (down) log.info({ role }, 'Redis is reachable again');
    down = false;
  });
  return redis;
}

/** Resolves once the connection is ready, or false after `timeoutMs` (start-up goes on; it keeps trying). */
export function whenReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}
