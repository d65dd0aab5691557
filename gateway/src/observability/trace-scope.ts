import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';

/**
 * The trace of the request being handled, where code that is not handed the request can find it: the log lines
 * (the logger's mixin) and the gateway's own outbound calls (identity provider, JWKS, public-config), which become
 * client spans under the request's server span. Set only while traces are on (observability/tracing.ts runs each
 * request's handling inside its scope); off, nothing is stored and `tracedFetch` is plain `fetch`.
 */
export interface RequestTrace {
  readonly traceId: string;
  readonly spanId: string;
  /** Starts a client span under the request's span; `traceparent` is the header that names it to the callee. */
  startCall(name: string, attributes: Readonly<Record<string, string>>): OutboundCall;
}

export interface OutboundCall {
  readonly traceparent: string;
  end(status: number): void;
  fail(error: unknown): void;
}

const scope = new AsyncLocalStorage<RequestTrace>();
const byRequest = new WeakMap<IncomingMessage, RequestTrace>();

/** Runs `handle` (the request's handling) inside `trace`'s scope, and keeps the trace with the request. */
export function runInTrace<T>(req: IncomingMessage, trace: RequestTrace, handle: () => T): T {
  byRequest.set(req, trace);
  return scope.run(trace, handle);
}

/** The trace of `req` (its request line is written outside the handling's scope). */
export function traceOfRequest(req: IncomingMessage): RequestTrace | undefined {
  return byRequest.get(req);
}

/**
 * pino's mixin: `trace_id` and `span_id` on every line logged while a traced request is handled. A new object
 * each time: pino merges the line's own fields into it.
 */
export function traceLogFields(): Record<string, string> {
  const trace = scope.getStore();
  return trace === undefined ? {} : { trace_id: trace.traceId, span_id: trace.spanId };
}

type Fetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * `fetch` for one of the gateway's own calls: inside a traced request, a client span named `name` (the call's
 * method and URL's host and path as attributes) whose `traceparent` goes with the call; elsewhere plain fetch.
 */
export function tracedFetch(name: string): Fetch {
  return async (input, init) => {
    const trace = scope.getStore();
    if (trace === undefined) return fetch(input, init);
    const url = new URL(input);
    const call = trace.startCall(name, {
      'http.request.method': init?.method ?? 'GET',
      'server.address': url.host,
      'url.path': url.pathname,
    });
    const headers = new Headers(init?.headers);
    headers.set('traceparent', call.traceparent);
    try {
      const response = await fetch(input, { ...init, headers });
      call.end(response.status);
      return response;
    } catch (error) {
      call.fail(error);
      throw error;
    }
  };
}
