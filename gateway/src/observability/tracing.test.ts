import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { startCollector } from '../test/otlp-collector';
import { listen, rawRequest, startServer, type TestServer, testOptions } from '../test/support';
import { startTracing } from './tracing';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;
const CALLER_TRACE = '0af7651916cd43dd8448eb211c80319c';
const CALLER_SPAN = 'b7ad6b7169203331';

let servers: TestServer[] = [];
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

/** An upstream that records the traceparent of each call, and an OTLP collector that keeps the spans. */
async function startWorld() {
  const upstreamSaw: (string | undefined)[] = [];
  const upstream = await startServer((req, res) => {
    upstreamSaw.push(req.headers.traceparent as string | undefined);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  const collector = await startCollector();
  servers.push(upstream, collector);
  return { upstream, collector, upstreamSaw, spans: collector.spans };
}

describe('tracing', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT: the caller’s traceparent goes upstream untouched', async () => {
    expect(await startTracing({})).toBeNull();
    const world = await startWorld();
    app = await buildServer(testOptions({ upstreams: { customers: world.upstream.url } }));
    const base = await listen(app);
    const traceparent = `00-${CALLER_TRACE}-${CALLER_SPAN}-01`;
    const res = await rawRequest(base, '/api/customers/customers/me', { headers: { traceparent } });
    expect(res.status).toBe(200);
    expect(world.upstreamSaw).toEqual([traceparent]);
  });

  it('continues the caller’s trace: a server span, a client span per upstream call, exported over OTLP', async () => {
    const world = await startWorld();
    app = await buildServer(testOptions({ upstreams: { customers: world.upstream.url } }));
    (await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: world.collector.url }))?.attach(app);
    const base = await listen(app);
    const res = await rawRequest(base, '/api/customers/customers/me', {
      headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
    });
    expect(res.status).toBe(200);
    const [, traceId, parentId] = TRACEPARENT.exec(world.upstreamSaw[0] ?? '') ?? [];
    expect(traceId).toBe(CALLER_TRACE);
    expect(parentId).not.toBe(CALLER_SPAN);

    await app.close(); // flushes the batch
    app = undefined;
    const server = world.spans.find((s) => s.name === 'GET /api/customers');
    expect(server).toMatchObject({ traceId: CALLER_TRACE, parentSpanId: CALLER_SPAN });
    // The upstream's parent is the client span of its call, itself under the gateway's server span.
    const client = world.spans.find((s) => s.spanId === parentId);
    expect(client).toMatchObject({ traceId: CALLER_TRACE, parentSpanId: server?.spanId });
    expect(client?.name).toBe(`GET ${new URL(world.upstream.url).host}`);
    expect(world.spans).toHaveLength(2);
  });

  it('starts a trace when the caller sends none, on the public and the internal listener', async () => {
    const world = await startWorld();
    app = await buildServer(testOptions({ upstreams: { customers: world.upstream.url } }));
    (await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: `${world.collector.url}/` }))?.attach(app);
    const base = await listen(app);
    await rawRequest(base, '/api/customers/customers/me');
    await app.internal.listen({ port: 0, host: '127.0.0.1' });
    const internal = app.internal.server.address();
    if (typeof internal !== 'object' || internal === null) throw new Error('internal listener has no port');
    expect((await rawRequest(`http://127.0.0.1:${internal.port}`, '/healthz')).status).toBe(200);

    const [, traceId, parentId] = TRACEPARENT.exec(world.upstreamSaw[0] ?? '') ?? [];
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    await app.close();
    app = undefined;
    const host = new URL(world.upstream.url).host;
    expect(world.spans.map((s) => s.name).sort()).toEqual(
      ['GET /api/customers', `GET ${host}`, 'GET /healthz'].sort(),
    );
    const proxied = world.spans.find((s) => s.name === 'GET /api/customers');
    expect(proxied).toMatchObject({ traceId });
    expect(proxied?.parentSpanId ?? '').toBe('');
    expect(world.spans.find((s) => s.spanId === parentId)).toMatchObject({ parentSpanId: proxied?.spanId });
  });
});
