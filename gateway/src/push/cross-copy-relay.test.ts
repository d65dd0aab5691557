import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { INGEST_SECRET, setupPushCopies } from '../test/push-copies';
import { archiveFinished } from '../test/push-support';

const world = setupPushCopies();
const copy = () => world.copy();
const authenticated = world.authenticated;

function ingest(app: FastifyInstance, userId: string, id: string) {
  return app.internal.inject({
    method: 'POST',
    url: '/internal/push',
    headers: { 'content-type': 'application/json', 'x-push-secret': INGEST_SECRET },
    payload: JSON.stringify({ userId, message: archiveFinished(userId, id) }),
  });
}

describe('push relay across gateway copies (Redis)', () => {
  it('delivers a message ingested on one copy to the user’s sockets on every copy, and to nobody else', async () => {
    const a = await copy();
    const b = await copy();
    const onA = await authenticated(a.base, 'u-customer');
    const onB = await authenticated(b.base, 'u-customer');
    const otherOnB = await authenticated(b.base, 'u-other');
    expect((await ingest(a.app, 'u-customer', 'evt-a')).statusCode).toBe(204);
    expect(JSON.parse(await onA.next())).toEqual(archiveFinished('u-customer', 'evt-a'));
    expect(JSON.parse(await onB.next())).toEqual(archiveFinished('u-customer', 'evt-a'));
    expect((await ingest(b.app, 'u-customer', 'evt-b')).statusCode).toBe(204);
    expect(JSON.parse(await onA.next())).toEqual(archiveFinished('u-customer', 'evt-b'));
    expect(otherOnB.messages).toEqual([]);
    const metrics = await b.app.internal.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/gateway_push_relay_lag_seconds_count [1-9]/);
  });

  it('stops receiving a user’s channel when the last of their sockets on the copy closes', async () => {
    const a = await copy();
    const b = await copy();
    const first = await authenticated(b.base, 'u-customer');
    const second = await authenticated(b.base, 'u-customer');
    first.ws.close();
    await first.closed;
    expect((await ingest(a.app, 'u-customer', 'evt-1')).statusCode).toBe(204);
    expect(JSON.parse(await second.next())).toEqual(archiveFinished('u-customer', 'evt-1'));
    second.ws.close();
    await second.closed;
    // The unsubscribe follows the socket's close through Redis: waited for, not timed.
    await vi.waitFor(
      async () => {
        const channels = await fetchChannels(b.app);
        expect(channels.some((channel) => channel.endsWith('push:u-customer'))).toBe(false);
      },
      { timeout: 10_000, interval: 20 },
    );
  });

  it('survives a Redis restart: the ingest answers 503 while it is away, delivery resumes once it is back', async () => {
    const a = await copy();
    const b = await copy();
    const onB = await authenticated(b.base, 'u-customer');
    await world.redis().restart(300);
    // Redis is back but empty: each copy resubscribes its users' channels by itself.
    let delivered = false;
    for (let attempt = 0; attempt < 50 && !delivered; attempt++) {
      const res = await ingest(a.app, 'u-customer', `evt-${attempt}`);
      if (res.statusCode === 204) {
        delivered = (await onB.nextWithin(200)) !== null;
      } else {
        expect(res.statusCode).toBe(503);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(delivered).toBe(true);
  });

  it('answers 503 on the ingest and reports not ready while Redis is down', async () => {
    const a = await copy();
    await world.redis().kill();
    try {
      const res = await ingest(a.app, 'u-customer', 'evt-down');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'service_unavailable' });
      const ready = await a.app.internal.inject({ url: '/readyz' });
      expect(ready.json()).toMatchObject({ checks: { redis: false } });
    } finally {
      await world.redis().start();
    }
  });
});

/** The channels Redis has subscribers on (PUBSUB CHANNELS), through the copy's own connection. */
async function fetchChannels(app: FastifyInstance): Promise<string[]> {
  const redisClient = app.gateway.redis;
  if (redisClient === null) throw new Error('no Redis');
  return (await redisClient.pubsub('CHANNELS')) as string[];
}
