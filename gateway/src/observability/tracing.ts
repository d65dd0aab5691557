import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createForwarding } from '../http/forwarding';
import { runInTrace } from './trace-scope';
import { relayTracer, requestTrace, type TracingKit, traceCalls } from './tracing-kit';

/**
 * OpenTelemetry traces, off unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set. Off, nothing is loaded and no listener
 * is added: a request costs nothing more (an incoming `traceparent` still goes upstream untouched, as any other
 * header). On, each request on either listener gets a server span that continues the caller's W3C
 * `traceparent` (or starts a trace), and the request's `traceparent` is replaced by that span's before the
 * gateway reads it, so every upstream call made for it (the proxy's fast path and Fastify routes alike) carries
 * the gateway's span as parent. Spans go out in batches over OTLP/HTTP (JSON) to
 * `<OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces`. Each call to an upstream made for a traced request is a client span
 * under it (method, service origin, status; a retry is a second span), and the upstream receives that span as
 * its parent, so a collector shows the time spent in the gateway apart from the time spent waiting on the
 * upstream. A WebSocket upgrade (/push) is a server span like any request, from the upgrade until the 101 (or
 * the refusal), so a bff session's authentication at the upgrade falls inside it. A push message published
 * through the ingest is a producer span under the ingest's server span, and its `traceparent` travels with it
 * through the relay (Redis) to every copy that delivers it, where the delivery is a consumer span of the same
 * trace (decision 190). Each request is handled inside its trace's scope (observability/trace-scope.ts): every
 * log line written for it carries `trace_id` and `span_id`, and the gateway's own calls (the identity provider's
 * discovery and token, the JWKS, public-config) are client spans under its server span (decision 443).
 */
export interface Tracing {
  /** Traces both listeners of `app` (call before it listens); flushes the last spans when it closes. */
  attach(app: FastifyInstance): void;
}

/** The span's name: the method and, for the API, its service (`GET /api/orders`), never the whole path. */
function spanName(req: IncomingMessage): string {
  const path = (req.url ?? '/').split('?', 1)[0] as string;
  const api = /^\/api\/[^/]+/.exec(path);
  return `${req.method ?? 'GET'} ${api?.[0] ?? path.split('/', 2).join('/')}`;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The OpenTelemetry SDK, loaded only when traces are on: the provider exporting to `endpoint`, and its kit. */
async function loadTracing(env: Env, endpoint: string, serviceName: string) {
  const [api, { W3CTraceContextPropagator }, { resourceFromAttributes }, sdk, { OTLPTraceExporter }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
    ]);
  const url = `${endpoint.replace(/\/+$/, '')}/v1/traces`;
  const provider = new sdk.BasicTracerProvider({
    // The copy's host (a pod's name) and process tell the copies' spans apart, e.g. which copy delivered a push.
    resource: resourceFromAttributes({
      'service.name': serviceName,
      'host.name': hostname(),
      'process.pid': process.pid,
    }),
    spanProcessors: [new sdk.BatchSpanProcessor(new OTLPTraceExporter({ url }))],
    // OTEL_TRACES_SAMPLER_ARG of the new traces (validated by env-schema.ts); a continued trace keeps its flag.
    sampler: new sdk.ParentBasedSampler({
      root: new sdk.TraceIdRatioBasedSampler(Number(env.OTEL_TRACES_SAMPLER_ARG ?? '1')),
    }),
  });
  const kit: TracingKit = {
    api,
    tracer: provider.getTracer('account-gateway'),
    propagator: new W3CTraceContextPropagator(),
  };
  return { provider, kit };
}

/** Replaces `server`'s `event` listeners by one that runs them, in order, inside the trace `start` gives. */
function handleInTrace<A extends unknown[]>(
  server: Server,
  event: 'request' | 'upgrade',
  start: (req: IncomingMessage, ...rest: A) => ReturnType<typeof requestTrace>,
): void {
  const listeners = server.listeners(event) as ((req: IncomingMessage, ...rest: A) => void)[];
  server.removeAllListeners(event);
  server.on(event, (req: IncomingMessage, ...rest: A) => {
    const trace = start(req, ...rest);
    runInTrace(req, trace, () => {
      for (const listener of listeners) listener.call(server, req, ...rest);
    });
  });
}

export async function startTracing(env: Env, serviceName = 'account-gateway'): Promise<Tracing | null> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (endpoint === undefined || endpoint === '') return null;
  const { provider, kit } = await loadTracing(env, endpoint, serviceName);
  const { api, tracer, propagator } = kit;
  // A caller's traceparent decides the trace (and whether it is sampled) only when it comes from a proxy of
  // TRUST_PROXY or on the internal listener (push sources): anyone on the internet could otherwise force sampling.
  const proxies = createForwarding(
    (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

  /**
   * A server span for `req`, continuing its caller's trace; the request's `traceparent` (and `tracestate`)
   * becomes the span's, so whatever the gateway does for it carries the span as parent.
   */
  const startServerSpan = (req: IncomingMessage, listener: string) => {
    const trusted = listener === 'internal' || proxies.trusts(req.socket.remoteAddress ?? '');
    const parent = trusted
      ? propagator.extract(api.ROOT_CONTEXT, req.headers, api.defaultTextMapGetter)
      : api.ROOT_CONTEXT;
    if (!trusted) delete req.headers.tracestate;
    const span = tracer.startSpan(
      spanName(req),
      {
        kind: api.SpanKind.SERVER,
        attributes: {
          'http.request.method': req.method ?? 'GET',
          'url.path': (req.url ?? '/').split('?', 1)[0] as string,
          'gateway.listener': listener,
        },
      },
      parent,
    );
    const carrier: Record<string, string> = {};
    propagator.inject(api.trace.setSpan(parent, span), carrier, api.defaultTextMapSetter);
    req.headers.traceparent = carrier.traceparent;
    if (carrier.tracestate !== undefined) req.headers.tracestate = carrier.tracestate;
    return span;
  };

  const traceRequests = (listener: string) => (req: IncomingMessage, res: ServerResponse) => {
    const span = startServerSpan(req, listener);
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500 || !res.writableFinished) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    });
    return requestTrace(kit, span);
  };

  /** Upgrade spans not ended yet, by request: the 101 (the WebSocket server's `connection`) or the refusal ends them. */
  const upgrades = new WeakMap<IncomingMessage, (status: number | null) => void>();
  const traceUpgrades = (req: IncomingMessage, socket: Duplex) => {
    const span = startServerSpan(req, 'public');
    const end = (status: number | null) => {
      if (!upgrades.delete(req)) return;
      if (status !== null) span.setAttribute('http.response.status_code', status);
      if (status === null || status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    };
    upgrades.set(req, end);
    // Gone before any answer (the client left during the session's authentication).
    socket.once('close', () => end(null));
    return requestTrace(kit, span);
  };

  return {
    attach(app) {
      for (const pool of new Set(app.gateway.upstreams.all().map((upstream) => upstream.pool)))
        traceCalls(kit, pool);
      handleInTrace(app.server, 'request', traceRequests('public'));
      handleInTrace(app.internal.server, 'request', traceRequests('internal'));
      handleInTrace(app.server, 'upgrade', traceUpgrades);
      app.websocketServer.on('connection', (_socket, req) => upgrades.get(req)?.(101));
      app.addHook('onResponse', (request, reply, done) => {
        upgrades.get(request.raw)?.(reply.statusCode);
        done();
      });
      app.gateway.pushHub.trace(relayTracer(kit));
      app.addHook('onClose', async () => {
        await provider.shutdown();
      });
    },
  };
}
