import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { Brand } from '#contracts/brand';
import type { Forwarding } from '../http/forwarding';
import { errorNameFor, writeGatewayError } from '../http/gateway-error';
import type { RequestRecorder } from '../http/request-log';
import type { RateLimiter, RateRule, RateVerdict } from '../limits/rate-limiter';
import type { TokenSubjects } from '../limits/token-subjects';
import { splitApiPath } from './api-path';
import { declaredLength, limitedBody } from './body-limit';
import { hasRequestBody, upstreamRequestHeaders } from './forward-headers';
import { type ExchangeSettings, ProxyExchange } from './proxy-exchange';
import type { Upstream, Upstreams } from './upstreams';

export interface ApiProxy {
  /**
   * Proxies a request whose URL starts with `/api/`. With `logLine`, the proxy writes the request's log line
   * itself (the path that bypasses Fastify); otherwise Fastify's log controller does.
   */
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    brand: Brand,
    correlationId: string,
    logLine: boolean,
  ): void;
}

export interface ApiProxyOptions {
  upstreams: Upstreams;
  record: RequestRecorder;
  forwarding: Forwarding;
  limiter: RateLimiter;
  /** Per client address and per user (the verified subject of the bearer token). */
  rules: { perAddress: RateRule; perUser: RateRule };
  subjects: TokenSubjects;
  /** The gateway's own headers on every answer (robots, nosniff, HSTS), as a flat list. */
  gatewayHeaders: readonly string[];
  retries: number;
  /** Told about failures, retries and refusals (logs, metrics). */
  events: ProxyEvents;
}

export interface ProxyEvents {
  /** The upstream call failed; `status` is what the browser got (null: the answer broke off). */
  failed(service: string, correlationId: string, error: Error, status: number | null): void;
  retried(service: string, correlationId: string): void;
  /** The service's circuit is open: answered without calling it. */
  shortCircuited(service: string, correlationId: string): void;
}

/** `Retry-After` of an answer given because a circuit is open: when its next probe may go. */
function retryAfterOf(upstream: Upstream): string {
  return String(Math.max(1, Math.ceil(upstream.breaker.retryInMs() / 1000)));
}

/**
 * The API proxy: path checks, then the rate limits (per client address, then per user), then the body limit
 * and the service's circuit, then the upstream call (`ProxyExchange`). Everything the gateway answers itself is
 * a `GatewayError`: 400 an escaping path, 404 an unknown service, 413 a body over the limit, 429 a rate limit,
 * 502 an open circuit (with Retry-After).
 */
export function createApiProxy(options: ApiProxyOptions): ApiProxy {
  const { upstreams, record, forwarding, limiter, rules, subjects, gatewayHeaders, events } = options;
  const settingsFor = (logLine: boolean): ExchangeSettings => ({
    gatewayHeaders,
    retries: options.retries,
    onDone: logLine
      ? (exchange) =>
          record(
            exchange.req,
            exchange.clientGone && !exchange.res.headersSent ? 499 : exchange.res.statusCode,
            performance.now() - exchange.startedAt,
            exchange.correlationId,
            exchange.brandId,
            {
              service: exchange.service,
              upstreamStatus: exchange.upstreamStatus,
              clientGone: exchange.clientGone,
            },
          )
      : null,
    onFailed: (exchange, error, status) =>
      events.failed(exchange.service, exchange.correlationId, error, status),
    onRetry: (exchange) => events.retried(exchange.service, exchange.correlationId),
  });
  const withLog = settingsFor(true);
  const withoutLog = settingsFor(false);

  /** Answers a request without calling upstream; `logged`: this path writes the log line itself. */
  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    correlationId: string,
    logged: { brand: string; service: string } | null,
    extraHeaders: readonly string[] = [],
  ): void {
    const start = performance.now();
    if (!res.headersSent && !res.destroyed) {
      // A body that is not read makes the connection unusable for the next request.
      if (hasRequestBody(req)) res.shouldKeepAlive = false;
      const headers = extraHeaders.length === 0 ? gatewayHeaders : [...gatewayHeaders, ...extraHeaders];
      writeGatewayError(res, status, errorNameFor(status), correlationId, headers);
    }
    if (logged !== null) {
      record(req, res.statusCode, performance.now() - start, correlationId, logged.brand, {
        service: logged.service,
      });
    }
  }

  return {
    handle(req, res, brand, correlationId, logLine) {
      const parts = splitApiPath(req.url ?? '/api/');
      const upstream = parts === null ? undefined : upstreams.get(parts.service);
      const logged = logLine ? { brand: brand.id, service: upstream?.service ?? 'api' } : null;
      if (parts === null) return answer(req, res, 400, correlationId, logged);
      if (upstream === undefined || parts.rest === '') return answer(req, res, 404, correlationId, logged);
      const address = forwarding.clientAddress(req);

      const limited = (verdict: RateLimited): void =>
        answer(req, res, 429, correlationId, logged, ['retry-after', String(verdict.retryAfterS)]);
      const broken = (): void => answer(req, res, 502, correlationId, logged);

      const forward = (): void => {
        if (res.destroyed || req.destroyed) {
          // The browser went away while the limits were looked up.
          if (logged !== null)
            record(req, 499, 0, correlationId, logged.brand, { service: logged.service, clientGone: true });
          return;
        }
        let body: Readable | null = null;
        if (hasRequestBody(req)) {
          const declared = declaredLength(req);
          if (declared !== null && declared > upstream.bodyLimit) {
            answer(req, res, 413, correlationId, logged);
            return;
          }
          body = declared === null ? Readable.from(limitedBody(req, upstream.bodyLimit)) : req;
        }
        if (!upstream.breaker.allow()) {
          events.shortCircuited(upstream.service, correlationId);
          answer(req, res, 502, correlationId, logged, ['retry-after', retryAfterOf(upstream)]);
          return;
        }
        const dispatch: Dispatcher.DispatchOptions = {
          path: upstream.basePath + parts.rest + parts.query,
          method: req.method ?? 'GET',
          headers: upstreamRequestHeaders(req, correlationId, brand.hosts[0] ?? brand.id, {
            address,
            scheme: forwarding.scheme(req),
          }),
          body,
        };
        const settings = logLine ? withLog : withoutLog;
        new ProxyExchange(req, res, correlationId, brand.id, upstream, dispatch, settings).start();
      };

      const afterUser = (verdict: RateVerdict): void => {
        if (verdict === null) forward();
        else limited(verdict);
      };
      const afterSubject = (subject: string | null): void => {
        if (subject === null) {
          forward();
          return;
        }
        const verdict = limiter.hit(rules.perUser, subject);
        if (verdict instanceof Promise) verdict.then(afterUser, broken);
        else afterUser(verdict);
      };
      const afterAddress = (verdict: RateVerdict): void => {
        if (verdict !== null) {
          limited(verdict);
          return;
        }
        if (rules.perUser.max <= 0) {
          forward();
          return;
        }
        const subject = subjects.subjectOf(req.headers.authorization);
        if (subject instanceof Promise) subject.then(afterSubject, broken);
        else afterSubject(subject);
      };
      const verdict = limiter.hit(rules.perAddress, address);
      if (verdict instanceof Promise) verdict.then(afterAddress, broken);
      else afterAddress(verdict);
    },
  };
}

type RateLimited = NonNullable<RateVerdict>;
