import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTracing } from '../observability/tracing';
import {
  attributeOf,
  type OtlpSpan,
  SPAN_KIND,
  startCollector,
  type TestCollector,
} from '../test/otlp-collector';
import { INGEST_SECRET, setupPushCopies } from '../test/push-copies';
import { archiveFinished, handshakeStatus } from '../test/push-support';

const CALLER_TRACE = '0af7651916cd43dd8448eb211c80319c';
const CALLER_SPAN = 'b7ad6b7169203331';
const CALLER = `00-${CALLER_TRACE}-${CALLER_SPAN}-01`;

const world = setupPushCopies();
const authenticated = world.authenticated;
let collector: TestCollector;
beforeEach(async () => {
  collector = await startCollector();
});
afterEach(async () => {
  await world.closeAll(); // before the collector goes: their last spans flush to it
  await collector.close();
});

/** A gateway copy tracing to the test's collector when `traced`; on the shared Redis unless `relay` says memory. */
function copy(traced: boolean, relay: 'redis' | 'memory' = 'redis') {
  return world.copy({
    relay,
    beforeListen: async (app) => {
      // The test's requests come from loopback: as if through the load balancer, whose traceparent is believed.
      if (traced) {
        (await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, TRUST_PROXY: 'loopback' }))?.attach(
          app,
        );
      }
    },
  });
}

/** An upstream's callback: the push ingest of `app` (internal listener, a real socket), with its traceparent. */
async function ingest(
  app: FastifyInstance,
  userId: string,
  id: string,
  traceparent?: string,
): Promise<number> {
  await app.internal.listen({ port: 0, host: '127.0.0.1' });
  const address = app.internal.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('internal listener has no port');
  const res = await fetch(`http://127.0.0.1:${address.port}/internal/push`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-push-secret': INGEST_SECRET,
      ...(traceparent === undefined ? {} : { traceparent }),
    },
    body: JSON.stringify({ userId, message: archiveFinished(userId, id) }),
  });
  return res.status;
}

/** Closes every copy, which flushes their spans to the collector. */
async function flushed(): Promise<OtlpSpan[]> {
  await world.closeAll();
  return collector.spans;
}

describe('tracing the push relay across gateway copies', () => {
  it('continues the ingest’s trace on the copy that delivers: producer on one, consumer on the other', async () => {
    const a = await copy(true);
    const b = await copy(true);
    const onB = await authenticated(b.base, 'u-customer');
    expect(await ingest(a.app, 'u-customer', 'evt-traced', CALLER)).toBe(204);
    expect(JSON.parse(await onB.next())).toEqual(archiveFinished('u-customer', 'evt-traced'));

    const spans = await flushed();
    const ingestSpan = spans.find((s) => s.name === 'POST /internal');
    expect(ingestSpan).toMatchObject({ traceId: CALLER_TRACE, parentSpanId: CALLER_SPAN });
    const producer = spans.find((s) => s.name === 'send push');
    expect(producer).toMatchObject({
      traceId: CALLER_TRACE,
      parentSpanId: ingestSpan?.spanId,
      kind: SPAN_KIND.producer,
    });
    expect(attributeOf(producer, 'messaging.message.id')).toBe('evt-traced');
    const consumers = spans.filter((s) => s.name === 'process push');
    // Only B has a socket of the user: A hears nothing on that channel.
    expect(consumers).toHaveLength(1);
    expect(consumers[0]).toMatchObject({
      traceId: CALLER_TRACE,
      parentSpanId: producer?.spanId,
      kind: SPAN_KIND.consumer,
      links: [{ traceId: CALLER_TRACE, spanId: producer?.spanId }],
    });
    expect(attributeOf(consumers[0], 'messaging.system')).toBe('redis');
    expect(attributeOf(consumers[0], 'gateway.push.sockets')).toBe(1);
  });

  it('delivers a traced message on a copy that does not trace, which records nothing', async () => {
    const a = await copy(true);
    const b = await copy(false);
    const onB = await authenticated(b.base, 'u-customer');
    expect(await ingest(a.app, 'u-customer', 'evt-to-untraced', CALLER)).toBe(204);
    expect(JSON.parse(await onB.next())).toEqual(archiveFinished('u-customer', 'evt-to-untraced'));
    const spans = await flushed();
    expect(spans.map((s) => s.name).sort()).toEqual(['POST /internal', 'send push']);
  });

  it('without tracing, relays the message as before: no trace context on the wire, delivered', async () => {
    const a = await copy(false);
    const b = await copy(false);
    const onB = await authenticated(b.base, 'u-customer');
    const listener = new Redis(world.redis().url);
    try {
      const heard = new Promise<string>((resolve) =>
        listener.on('message', (_channel, payload) => resolve(payload)),
      );
      await listener.subscribe(`${world.prefix()}push:u-customer`);
      expect(await ingest(a.app, 'u-customer', 'evt-plain', CALLER)).toBe(204);
      // What a copy of the version before reads: `<publishedAt> <message JSON>`.
      const payload = await heard;
      expect(payload).toMatch(/^\d+ /);
      expect(payload.slice(payload.indexOf(' ') + 1)).toBe(
        JSON.stringify(archiveFinished('u-customer', 'evt-plain')),
      );
      expect(JSON.parse(await onB.next())).toEqual(archiveFinished('u-customer', 'evt-plain'));
    } finally {
      listener.disconnect();
    }
    expect(await flushed()).toEqual([]);
  });

  it('delivers a message without trace context (from an older copy) under a consumer span of its own trace', async () => {
    const b = await copy(true);
    const onB = await authenticated(b.base, 'u-customer');
    const older = new Redis(world.redis().url);
    try {
      await older.publish(
        `${world.prefix()}push:u-customer`,
        `${Date.now()} ${JSON.stringify(archiveFinished('u-customer', 'evt-old'))}`,
      );
    } finally {
      older.disconnect();
    }
    expect(JSON.parse(await onB.next())).toEqual(archiveFinished('u-customer', 'evt-old'));
    const consumer = (await flushed()).find((s) => s.name === 'process push');
    expect(consumer?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(consumer?.parentSpanId ?? '').toBe('');
    expect(consumer?.links ?? []).toEqual([]);
  });
});

describe('tracing the push relay of one copy without Redis', () => {
  it('records the same producer and consumer spans, in the ingest’s trace', async () => {
    const alone = await copy(true, 'memory');
    const socket = await authenticated(alone.base, 'u-customer');
    expect(await ingest(alone.app, 'u-customer', 'evt-alone', CALLER)).toBe(204);
    expect(JSON.parse(await socket.next())).toEqual(archiveFinished('u-customer', 'evt-alone'));
    const spans = await flushed();
    const producer = spans.find((s) => s.name === 'send push');
    expect(producer).toMatchObject({ traceId: CALLER_TRACE, kind: SPAN_KIND.producer });
    const consumer = spans.find((s) => s.name === 'process push');
    expect(consumer).toMatchObject({ traceId: CALLER_TRACE, parentSpanId: producer?.spanId });
    expect(attributeOf(consumer, 'messaging.system')).toBe('in_process');
  });
});

describe('tracing /push upgrades', () => {
  it('gives the upgrade a server span continuing the trace the load balancer passes, ended by the 101', async () => {
    const b = await copy(true);
    await authenticated(b.base, 'u-customer', { traceparent: CALLER });
    const upgrade = (await flushed()).find((s) => s.name === 'GET /push');
    expect(upgrade).toMatchObject({
      traceId: CALLER_TRACE,
      parentSpanId: CALLER_SPAN,
      kind: SPAN_KIND.server,
    });
    expect(attributeOf(upgrade, 'http.response.status_code')).toBe(101);
  });

  it('records a refused upgrade with its status', async () => {
    const b = await copy(true);
    expect(await handshakeStatus(b.base, { origin: 'https://elsewhere.example', traceparent: CALLER })).toBe(
      403,
    );
    const upgrade = (await flushed()).find((s) => s.name === 'GET /push');
    expect(upgrade).toMatchObject({ traceId: CALLER_TRACE, parentSpanId: CALLER_SPAN });
    expect(attributeOf(upgrade, 'http.response.status_code')).toBe(403);
  });
});
