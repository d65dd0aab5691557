import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import type { Brand } from '#contracts/brand';
import type { Forwarding } from '../http/forwarding';
import { errorNameFor, writeGatewayError } from '../http/gateway-error';
import type { RequestRecorder } from '../http/request-log';
import type { MailThrottle } from '../limits/mail-throttle';
import type { RateLimiter, RateRule, RateVerdict } from '../limits/rate-limiter';
import type { TokenSubjects } from '../limits/token-subjects';
import { type ApiPath, splitApiPath } from './api-path';
import { declaredLength, limitedBody } from './body-limit';
import { hasRequestBody, upstreamRequestHeaders } from './forward-headers';
import type { UpstreamRequest } from './h1/h1-pool';
import { ownerSignedIn, SIGN_IN } from './owner-calls';
import { type ExchangeSettings, ProxyExchange } from './proxy-exchange';
import { allowOf, methodsOf } from './service-methods';
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
  /** Calls that send mail: limited per target address and per client (`mail-throttle.ts`). */
  mail: MailThrottle;
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

/**
 * On every proxied answer, the upstream's and the gateway's own (beside nosniff, in `gatewayHeaders`): an answer
 * of an API is data, never a document. Should an upstream answer `text/html` or SVG with a script and a browser be
 * sent to it, nothing loads, runs or frames it, and it gets an opaque origin (issue 57.4). The SPA reads these
 * answers with fetch (images and files are saved from blobs), where a response's CSP has no effect.
 */
export const PROXIED_ANSWER_HEADERS: readonly string[] = [
  'content-security-policy',
  "default-src 'none'; frame-ancestors 'none'; sandbox",
];

/** `Retry-After` of an answer given because a circuit is open: when its next probe may go. */
function retryAfterOf(upstream: Upstream): string {
  return String(Math.max(1, Math.ceil(upstream.breaker.retryInMs() / 1000)));
}

/**
 * The API proxy: path checks, then the rate limits (per client address, then per user), then the body limit
 * and the service's circuit, then the upstream call (`ProxyExchange`). Everything the gateway answers itself is
 * a `GatewayError`: 400 an escaping path, 404 an unknown service, 405 a method the service's contracts do not
 * declare, 413 a body over the limit, 429 a rate limit,
 * 502 an open circuit (with Retry-After).
 */
export function createApiProxy(options: ApiProxyOptions): ApiProxy {
  const { upstreams, record, forwarding, limiter, rules, subjects, mail, events } = options;
  const gatewayHeaders = [...options.gatewayHeaders, ...PROXIED_ANSWER_HEADERS];
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

  /** Answers a request without calling upstream (and writes its log line when this path logs). */
  function answer(call: ProxiedCall, status: number, extraHeaders: readonly string[] = []): void {
    const { req, res } = call;
    const start = performance.now();
    if (!res.headersSent && !res.destroyed) {
      // A body that is not read makes the connection unusable for the next request.
      if (call.withBody) res.shouldKeepAlive = false;
      const headers = extraHeaders.length === 0 ? gatewayHeaders : [...gatewayHeaders, ...extraHeaders];
      writeGatewayError(res, status, errorNameFor(status), call.correlationId, headers);
    }
    if (call.logLine) {
      record(req, res.statusCode, performance.now() - start, call.correlationId, call.brand.id, {
        service: call.upstream?.service ?? 'api',
      });
    }
  }

  function limited(call: ProxiedCall, verdict: RateLimited): void {
    answer(call, 429, ['retry-after', String(verdict.retryAfterS)]);
  }

  /** Past the limits: an owner's call without a verified user is refused (`owner-calls.ts`), then `throttle`. */
  function forward(call: ProxiedCall, upstream: Upstream, parts: ApiPath): void {
    const owner = ownerSignedIn(subjects, upstream.service, call.req, parts);
    if (owner === false) answer(call, 401, SIGN_IN);
    else if (!(owner instanceof Promise)) throttle(call, upstream, parts);
    else
      owner.then(
        (ok) => (ok ? throttle(call, upstream, parts) : answer(call, 401, SIGN_IN)),
        () => answer(call, 502),
      );
  }

  /** The mail throttle for calls that send mail, then `send`. */
  function throttle(call: ProxiedCall, upstream: Upstream, parts: ApiPath): void {
    const verdict = mail.hit(upstream.service, call.req.method ?? 'GET', parts.rest, call.address);
    if (verdict === undefined || verdict === null) send(call, upstream, parts);
    else if (!(verdict instanceof Promise)) limited(call, verdict);
    else
      verdict.then(
        (later) => (later === null ? send(call, upstream, parts) : limited(call, later)),
        () => answer(call, 502),
      );
  }

  /** Past every limit: the body limit, the circuit, then the upstream call. */
  function send(call: ProxiedCall, upstream: Upstream, parts: ApiPath): void {
    const { req, res } = call;
    // A request read to its end is destroyed by Node without the browser going anywhere (bff mode waits for the
    // session before this): only an unfinished request or a closed response means the browser went away.
    if (res.destroyed || (req.destroyed && !req.complete)) {
      // The browser went away while the limits were looked up.
      if (call.logLine) {
        record(req, 499, 0, call.correlationId, call.brand.id, {
          service: upstream.service,
          clientGone: true,
        });
      }
      return;
    }
    let body: Readable | null = null;
    if (call.withBody) {
      const declared = declaredLength(req);
      if (declared !== null && declared > upstream.bodyLimit) {
        answer(call, 413);
        return;
      }
      body = declared === null ? Readable.from(limitedBody(req, upstream.bodyLimit)) : req;
    }
    if (!upstream.breaker.allow()) {
      events.shortCircuited(upstream.service, call.correlationId);
      answer(call, 502, ['retry-after', retryAfterOf(upstream)]);
      return;
    }
    const dispatch: UpstreamRequest = {
      path: upstream.basePath + parts.rest + parts.query,
      method: req.method ?? 'GET',
      headers: upstreamRequestHeaders(req, call.correlationId, call.brand.hosts[0] ?? call.brand.id, {
        address: call.address,
        scheme: forwarding.scheme(req),
      }),
      body,
    };
    const settings = call.logLine ? withLog : withoutLog;
    new ProxyExchange(req, res, call.correlationId, call.brand.id, upstream, dispatch, settings).start();
  }

  /**
   * The rate limits from where `handle` had to wait (a key's first hit on Redis, a token seen for the first
   * time): the same steps, awaited. `from` is the step that returned a promise.
   */
  async function admitLater(
    call: ProxiedCall,
    upstream: Upstream,
    parts: ApiPath,
    from: Waiting,
  ): Promise<void> {
    try {
      if (from.step === 'address') {
        const verdict = await from.verdict;
        if (verdict !== null) return limited(call, verdict);
      }
      if (from.step !== 'user' && rules.perUser.max > 0) {
        const subject =
          from.step === 'subject'
            ? await from.subject
            : await subjects.subjectOf(call.req.headers.authorization);
        if (subject !== null) {
          const verdict = await limiter.hit(rules.perUser, subject);
          if (verdict !== null) return limited(call, verdict);
        }
      }
      if (from.step === 'user') {
        const verdict = await from.verdict;
        if (verdict !== null) return limited(call, verdict);
      }
    } catch {
      return answer(call, 502);
    }
    forward(call, upstream, parts);
  }

  return {
    handle(req, res, brand, correlationId, logLine) {
      const parts = splitApiPath(req.url ?? '/api/');
      const upstream = parts === null ? undefined : upstreams.get(parts.service);
      const withBody = hasRequestBody(req);
      // A request without a body is read here (there is nothing to read): Node then does not drain it after the
      // answer, which costs seven deferred callbacks (resume, end, destroy, close) and ~10 µs of a proxied GET.
      // Nothing listens for its 'end' or 'close'; a browser that goes away still closes the response.
      if (!withBody) req.read();
      const call: ProxiedCall = { req, res, brand, correlationId, logLine, upstream, address: '', withBody };
      if (parts === null) return answer(call, 400);
      if (upstream === undefined || parts.rest === '') return answer(call, 404);
      if (!methodsOf(upstream.service).has(req.method ?? '')) {
        return answer(call, 405, ['allow', allowOf(upstream.service)]);
      }
      call.address = forwarding.clientAddress(req);
      // The common case answers at once (a known key, a known token): no promise, no closure.
      const byAddress = limiter.hit(rules.perAddress, call.address);
      if (byAddress instanceof Promise) {
        void admitLater(call, upstream, parts, { step: 'address', verdict: byAddress });
        return;
      }
      if (byAddress !== null) return limited(call, byAddress);
      if (rules.perUser.max > 0) {
        const subject = subjects.subjectOf(req.headers.authorization);
        if (subject instanceof Promise) {
          void admitLater(call, upstream, parts, { step: 'subject', subject });
          return;
        }
        if (subject !== null) {
          const byUser = limiter.hit(rules.perUser, subject);
          if (byUser instanceof Promise) {
            void admitLater(call, upstream, parts, { step: 'user', verdict: byUser });
            return;
          }
          if (byUser !== null) return limited(call, byUser);
        }
      }
      forward(call, upstream, parts);
    },
  };
}

/** Where the limits had to wait: the address verdict, the token's subject, or the user verdict. */
type Waiting =
  | { step: 'address'; verdict: Promise<RateVerdict> }
  | { step: 'subject'; subject: Promise<string | null> }
  | { step: 'user'; verdict: Promise<RateVerdict> };

/** One proxied request on its way through the limits. */
interface ProxiedCall {
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
}

type RateLimited = NonNullable<RateVerdict>;
