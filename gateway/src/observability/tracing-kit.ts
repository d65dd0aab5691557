import type * as Api from '@opentelemetry/api';
import type { ResponseHandler } from '../proxy/h1/h1-pool';
import type { UpstreamPool } from '../proxy/upstreams';
import type { RelayTracer } from '../push/push-hub';
import type { OutboundCall, RequestTrace } from './trace-scope';

/**
 * The span makers of observability/tracing.ts, on the OpenTelemetry API it loaded (only when traces are on): a
 * request's trace (its server span's ids and the client spans of the gateway's own calls), the client spans of the
 * proxy's upstream calls and the push relay's producer and consumer spans.
 */
export interface TracingKit {
  readonly api: typeof Api;
  readonly tracer: Api.Tracer;
  readonly propagator: Api.TextMapPropagator;
}

/** The W3C headers naming `span` (under `parent`) to whoever is called next. */
export function headersOf(kit: TracingKit, parent: Api.Context, span: Api.Span): Record<string, string> {
  const carrier: Record<string, string> = {};
  kit.propagator.inject(kit.api.trace.setSpan(parent, span), carrier, kit.api.defaultTextMapSetter);
  return carrier;
}

/** The context a `traceparent` names (the root context without one). */
export function contextOf(kit: TracingKit, traceparent: string | undefined): Api.Context {
  return traceparent === undefined
    ? kit.api.ROOT_CONTEXT
    : kit.propagator.extract(kit.api.ROOT_CONTEXT, { traceparent }, kit.api.defaultTextMapGetter);
}

function failed(kit: TracingKit, span: Api.Span, error: unknown): void {
  span.setStatus({
    code: kit.api.SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

/** The trace of a request whose server span is `span`: what its log lines carry, where its own calls hang. */
export function requestTrace(kit: TracingKit, span: Api.Span): RequestTrace {
  const { traceId, spanId } = span.spanContext();
  const parent = kit.api.trace.setSpan(kit.api.ROOT_CONTEXT, span);
  return {
    traceId,
    spanId,
    startCall(name, attributes): OutboundCall {
      const call = kit.tracer.startSpan(name, { kind: kit.api.SpanKind.CLIENT, attributes }, parent);
      return {
        traceparent: headersOf(kit, parent, call).traceparent ?? '',
        end(status) {
          call.setAttribute('http.response.status_code', status);
          if (status >= 500) call.setStatus({ code: kit.api.SpanStatusCode.ERROR });
          call.end();
        },
        fail(error) {
          failed(kit, call, error);
          call.end();
        },
      };
    },
  };
}

/**
 * Every dispatch of `pool` that carries a trace (the request's server span, injected by tracing.ts) gets a client
 * span: its `traceparent` replaces the server span's in the headers sent, and the answer's head, end or failure
 * ends it.
 */
export function traceCalls(kit: TracingKit, pool: UpstreamPool): void {
  const { api } = kit;
  const dispatch = pool.dispatch.bind(pool);
  pool.dispatch = (request, handler) => {
    const at = request.headers.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'traceparent');
    if (at === -1) {
      dispatch(request, handler);
      return;
    }
    const parent = contextOf(kit, request.headers[at + 1]);
    const span = kit.tracer.startSpan(
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
    const headers = [...request.headers];
    headers[at + 1] = headersOf(kit, parent, span).traceparent ?? (headers[at + 1] as string);
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
        failed(kit, span, error);
        span.end();
        handler.onError(error);
      },
    };
    dispatch({ ...request, headers }, traced);
  };
}

const messaging = (system: string, operation: 'send' | 'process') => ({
  'messaging.system': system,
  'messaging.operation.type': operation,
  'messaging.operation.name': operation,
  // The channel's name holds the user's id: spans name its template only.
  'messaging.destination.template': 'push:{userId}',
});

/**
 * The push relay (OpenTelemetry's messaging conventions): a producer span per published message, under the
 * ingest's server span, whose `traceparent` the message carries; on each copy that delivers it, a consumer span
 * whose parent (and link) is that producer span.
 */
export function relayTracer(kit: TracingKit): RelayTracer {
  const { api, tracer } = kit;
  return {
    async publish(parent, message, system, send) {
      const context = contextOf(kit, parent);
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
      try {
        await send(headersOf(kit, context, span).traceparent);
      } catch (error) {
        failed(kit, span, error);
        throw error;
      } finally {
        span.end();
      }
    },
    deliver(traceparent, system, deliver) {
      const context = contextOf(kit, traceparent);
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
}
