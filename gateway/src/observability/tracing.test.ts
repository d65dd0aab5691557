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

  it('continues a trusted proxy’s trace: a server span, a client span per upstream call, exported over OTLP', async () => {
    const world = await startWorld();
    app = await buildServer(testOptions({ upstreams: { customers: world.upstream.url } }));
    (
      await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: world.collector.url, TRUST_PROXY: 'loopback' })
    )?.attach(app);
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

  it('starts its own trace when the traceparent comes from an address that is not a trusted proxy', async () => {
    const world = await startWorld();
    app = await buildServer(testOptions({ upstreams: { customers: world.upstream.url } }));
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: world.collector.url, TRUST_PROXY: '10.0.0.0/8' };
    (await startTracing(env))?.attach(app);
    const base = await listen(app);
    // Not sampled by the caller: were it believed, nothing would be recorded.
    await rawRequest(base, '/api/customers/customers/me', {
      headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-00`, tracestate: 'vendor=forced' },
    });
    const [, traceId] = TRACEPARENT.exec(world.upstreamSaw[0] ?? '') ?? [];
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(traceId).not.toBe(CALLER_TRACE);
    await app.close();
    app = undefined;
    const server = world.spans.find((s) => s.name === 'GET /api/customers');
    expect(server).toMatchObject({ traceId });
    expect(server?.parentSpanId ?? '').toBe('');
  });

  it('keeps the share of new traces OTEL_TRACES_SAMPLER_ARG asks for: none at 0', async () => {
    const world = await startWorld();
    app = await buildServer(testOptions({ upstreams: { customers: world.upstream.url } }));
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: world.collector.url, OTEL_TRACES_SAMPLER_ARG: '0' };
    (await startTracing(env))?.attach(app);
    const base = await listen(app);
    for (let i = 0; i < 3; i++) await rawRequest(base, '/api/customers/customers/me');
    await app.close();
    app = undefined;
    expect(world.upstreamSaw).toHaveLength(3);
    // The trace still travels (not sampled), so the upstreams can join it; no span is exported.
    for (const seen of world.upstreamSaw) expect(seen).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    expect(world.spans).toEqual([]);
  });
});
