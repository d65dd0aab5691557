import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * OpenTelemetry traces, off unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set. Off, nothing is loaded and no listener
 * is added: a request costs nothing more (an incoming `traceparent` still goes upstream untouched, as any other
 * header). On, each request on either listener gets a server span that continues the caller's W3C
 * `traceparent` (or starts a trace), and the request's `traceparent` is replaced by that span's before the
 * gateway reads it, so every upstream call made for it (the proxy's fast path and Fastify routes alike) carries
 * the gateway's span as parent. Spans go out in batches over OTLP/HTTP (JSON) to
 * `<OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces`. WebSocket upgrades (/push) are not traced.
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
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  const tracer = provider.getTracer('account-gateway');
  const propagator = new W3CTraceContextPropagator();

  const traceRequests = (listener: string) => (req: IncomingMessage, res: ServerResponse) => {
    const parent = propagator.extract(api.ROOT_CONTEXT, req.headers, api.defaultTextMapGetter);
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
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500 || !res.writableFinished) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    });
  };

  return {
    attach(app) {
      const listeners: [Server, string][] = [
        [app.server, 'public'],
        [app.internal.server, 'internal'],
      ];
      for (const [server, name] of listeners) server.prependListener('request', traceRequests(name));
      app.addHook('onClose', async () => {
        await provider.shutdown();
      });
    },
  };
}
