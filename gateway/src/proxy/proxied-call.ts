import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Brand } from '#contracts/brand';
import { errorNameFor, writeGatewayError } from '../http/gateway-error';
import type { RequestRecorder } from '../http/request-log';
import type { RateVerdict } from '../limits/rate-limiter';
import type { ApiPath } from './api-path';
import type { Upstream } from './upstreams';

/** One proxied request on its way through the limits. */
export interface ProxiedCall {
  req: IncomingMessage;
  res: ServerResponse;
  brand: Brand;
  correlationId: string;
  /** This path writes the request's log line (the fast path; Fastify's log controller otherwise). */
  logLine: boolean;
  upstream: Upstream | undefined;
  /** The client's address (trusted proxies applied). */
  address: string;
  /** The request declares a body (Content-Length over 0, or Transfer-Encoding). */
  withBody: boolean;
  /** The body, when the gateway had to read it before sending (a mailing call's recipient): sent as it is. */
  readBody?: Buffer;
}

export type RateLimited = NonNullable<RateVerdict>;

/** The next step of a call that passed a step: the owner check and mail throttle, then the upstream call. */
export type CallStep = (call: ProxiedCall, upstream: Upstream, parts: ApiPath) => void;

/** What the gateway answers itself, without calling upstream. */
export interface GatewayAnswers {
  /** Answers a request without calling upstream (and writes its log line when this path logs). */
  answer(call: ProxiedCall, status: number, extraHeaders?: readonly string[]): void;
  /** 429 with Retry-After. */
  limited(call: ProxiedCall, verdict: RateLimited): void;
}

export function createGatewayAnswers(
  gatewayHeaders: readonly string[],
  record: RequestRecorder,
): GatewayAnswers {
  function answer(call: ProxiedCall, status: number, extraHeaders: readonly string[] = []): void {
    const { req, res } = call;
    const start = performance.now();
    if (!res.headersSent && !res.destroyed) {
      // A body that is not read makes the connection unusable for the next request.
      if (call.withBody && call.readBody === undefined) res.shouldKeepAlive = false;
      const headers = extraHeaders.length === 0 ? gatewayHeaders : [...gatewayHeaders, ...extraHeaders];
      writeGatewayError(res, status, errorNameFor(status), call.correlationId, headers);
    }
    if (call.logLine) {
      record(req, res.statusCode, performance.now() - start, call.correlationId, call.brand.id, {
        service: call.upstream?.service ?? 'api',
      });
    }
  }
  return {
    answer,
    limited: (call, verdict) => answer(call, 429, ['retry-after', String(verdict.retryAfterS)]),
  };
}
