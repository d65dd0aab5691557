import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createForwarding } from '../http/forwarding';
import type { ResponseHandler } from '../proxy/h1/h1-pool';
import type { UpstreamPool } from '../proxy/upstreams';
import type { RelayTracer } from '../push/push-hub';

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
 * trace (decision 190).
 */
export interface Tracing {
  /** Traces both listeners of `app` (call before it listens); flushes the last spans when it closes. */
  attach(app: FastifyInstance): void;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The span's name: the method and, for the API, its service (`GET /api/orders`), never the whole path. */
function spanName(req: IncomingMessage): string {
  const path = (req.url ?? '/').split('?', 1)[0] as string;
  const api = /^\/api\/[^/]+/.exec(path);
  return `${req.method ?? 'GET'} ${api?.[0] ?? path.split('/', 2).join('/')}`;
}

export async function startTracing(env: Env, serviceName = 'account-gateway'): Promise<Tracing | null> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (endpoint === undefined || endpoint === '') return null;
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
  const tracer = provider.getTracer('account-gateway');
  const propagator = new W3CTraceContextPropagator();
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
  };

  /**
   * Every dispatch of `pool` that carries a trace (the request's server span, injected above) gets a client span:
   * its `traceparent` replaces the server span's in the headers sent, and the answer's head, end or failure ends it.
   */
  const traceCalls = (pool: UpstreamPool): void => {
    const dispatch = pool.dispatch.bind(pool);
    pool.dispatch = (request, handler) => {
      const at = request.headers.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'traceparent');
      if (at === -1) {
        dispatch(request, handler);
        return;
      }
      const parent = propagator.extract(
        api.ROOT_CONTEXT,
        { traceparent: request.headers[at + 1] },
        api.defaultTextMapGetter,
      );
      const span = tracer.startSpan(
        `${request.method} ${pool.host}`,
        {
          kind: api.SpanKind.CLIENT,
          attributes: {
            'http.request.method': request.method,
            'server.address': pool.host,
            'url.path': request.path.split('?', 1)[0] as string,
          },
        },
        parent,
      );
      const carrier: Record<string, string> = {};
      propagator.inject(api.trace.setSpan(parent, span), carrier, api.defaultTextMapSetter);
      const headers = [...request.headers];
      headers[at + 1] = carrier.traceparent ?? (headers[at + 1] as string);
      const traced: ResponseHandler = {
        onConnect: (abort) => handler.onConnect(abort),
        onHeaders: (status, raw, resume) => {
          span.setAttribute('http.response.status_code', status);
          if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
          handler.onHeaders(status, raw, resume);
        },
        onData: (chunk) => handler.onData(chunk),
        onComplete: (last) => {
          span.end();
          handler.onComplete(last);
        },
        onError: (error) => {
          span.setStatus({ code: api.SpanStatusCode.ERROR, message: error.message });
          span.end();
          handler.onError(error);
        },
      };
      dispatch({ ...request, headers }, traced);
    };
  };

  /** The context a relayed message's `traceparent` names (the root context without one). */
  const contextOf = (traceparent: string | undefined) =>
    traceparent === undefined
      ? api.ROOT_CONTEXT
      : propagator.extract(api.ROOT_CONTEXT, { traceparent }, api.defaultTextMapGetter);
  const messaging = (system: string, operation: 'send' | 'process') => ({
    'messaging.system': system,
    'messaging.operation.type': operation,
    'messaging.operation.name': operation,
    // The channel's name holds the user's id: spans name its template only.
    'messaging.destination.template': 'push:{userId}',
  });

  /**
   * The push relay (OpenTelemetry's messaging conventions): a producer span per published message, under the
   * ingest's server span, whose `traceparent` the message carries; on each copy that delivers it, a consumer
   * span whose parent (and link) is that producer span.
   */
  const relay: RelayTracer = {
    async publish(parent, message, system, send) {
      const context = contextOf(parent);
      const span = tracer.startSpan(
        'send push',
        {
          kind: api.SpanKind.PRODUCER,
          attributes: {
            ...messaging(system, 'send'),
            'messaging.message.id': message.id,
            'gateway.push.kind': 'key' in message ? message.key : message.type,
          },
        },
        context,
      );
      const carrier: Record<string, string> = {};
      propagator.inject(api.trace.setSpan(context, span), carrier, api.defaultTextMapSetter);
      try {
        await send(carrier.traceparent);
      } catch (error) {
        span.setStatus({
          code: api.SpanStatusCode.ERROR,
          message: error instanceof Error ? error.message : String(error),
        });
        throw error;
      } finally {
        span.end();
      }
    },
    deliver(traceparent, system, deliver) {
      const context = contextOf(traceparent);
      const producer = api.trace.getSpanContext(context);
      const span = tracer.startSpan(
        'process push',
        {
          kind: api.SpanKind.CONSUMER,
          attributes: messaging(system, 'process'),
          links: producer === undefined ? [] : [{ context: producer }],
        },
        context,
      );
      try {
        span.setAttribute('gateway.push.sockets', deliver());
      } finally {
        span.end();
      }
    },
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
  };

  return {
    attach(app) {
      for (const pool of new Set(app.gateway.upstreams.all().map((upstream) => upstream.pool)))
        traceCalls(pool);
      const listeners: [Server, string][] = [
        [app.server, 'public'],
        [app.internal.server, 'internal'],
      ];
      for (const [server, name] of listeners) server.prependListener('request', traceRequests(name));
      app.server.prependListener('upgrade', traceUpgrades);
      app.websocketServer.on('connection', (_socket, req) => upgrades.get(req)?.(101));
      app.addHook('onResponse', (request, reply, done) => {
        upgrades.get(request.raw)?.(reply.statusCode);
        done();
      });
      app.gateway.pushHub.trace(relay);
      app.addHook('onClose', async () => {
        await provider.shutdown();
      });
    },
  };
}
