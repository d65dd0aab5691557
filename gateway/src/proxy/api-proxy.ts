import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import type { Brand } from '#contracts/brand';
import type { Forwarding } from '../http/forwarding';
import type { RequestRecorder } from '../http/request-log';
import type { MailThrottle } from '../limits/mail-throttle';
import type { RateLimiter, RateRule } from '../limits/rate-limiter';
import type { TokenSubjects } from '../limits/token-subjects';
import { createAdmission } from './admission';
import { splitApiPath } from './api-path';
import { declaredLength, limitedBody } from './body-limit';
import { hasRequestBody, upstreamRequestHeaders } from './forward-headers';
import type { UpstreamRequest } from './h1/h1-pool';
import { createMailStep } from './mail-step';
import { type CallStep, createGatewayAnswers, type ProxiedCall } from './proxied-call';
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
  /** Calls that send mail: limited per sender and per recipient (`mail-throttle.ts`). */
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
 * The API proxy: path checks, then the rate limits (per client address, then per user: `admission.ts`), the
 * owner check and the mail throttle (`mail-step.ts`), then the body limit and the service's circuit, then the
 * upstream call (`ProxyExchange`). Everything the gateway answers itself is a `GatewayError`: 400 an escaping
 * path, 401 an owner's call without a user, 404 an unknown service, 405 a method the service's contracts do not
 * declare, 413 a body over the limit, 429 a rate limit, 502 an open circuit (with Retry-After).
 */
export function createApiProxy(options: ApiProxyOptions): ApiProxy {
  const { upstreams, record, forwarding, events } = options;
  const gatewayHeaders = [...options.gatewayHeaders, ...PROXIED_ANSWER_HEADERS];
  const withLog = exchangeSettings(options, gatewayHeaders, true);
  const withoutLog = exchangeSettings(options, gatewayHeaders, false);
  const answers = createGatewayAnswers(gatewayHeaders, record);
  const { answer } = answers;

  /** Past every limit: the body limit, the circuit, then the upstream call. */
  const send: CallStep = (call, upstream, parts) => {
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
    if (call.readBody !== undefined) body = Readable.from([call.readBody]);
    else if (call.withBody) {
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
  };

  const { subjects, mail } = options;
  const mailStep = createMailStep({ subjects, mail, answers, send });
  const admit = createAdmission({
    limiter: options.limiter,
    rules: options.rules,
    subjects,
    answers,
    next: mailStep,
  });

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
      admit(call, upstream, parts);
    },
  };
}

/** How an exchange reports: its log line (on the path that writes its own), failures and retries. */
function exchangeSettings(
  options: ApiProxyOptions,
  gatewayHeaders: readonly string[],
  logLine: boolean,
): ExchangeSettings {
  const { record, events } = options;
  return {
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
  };
}
