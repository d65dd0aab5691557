import type { IncomingMessage } from 'node:http';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import { isApiService } from '#contracts/services';
import type { GatewayMetrics } from '../observability/metrics';
import { traceOfRequest } from '../observability/trace-scope';
import { upstreamStatusOf } from '../proxy/proxy-exchange';
import { redactUrl } from './redact-url';
import { createRequestLineWriter } from './request-line';

/** What a request line adds for proxied requests. */
export interface RequestDetails {
  /** The API service, or the kind of route (pages, config, push…): the metrics' label. */
  service?: string;
  /** What the upstream answered (null: it had not answered). */
  upstreamStatus?: number | null;
  /** The browser went away before its answer was complete. */
  clientGone?: boolean;
}

/**
 * One line per request: method, URL without secrets, status, duration, correlation id and brand (and for proxied
 * requests what the upstream answered and whether the browser went away); the request is counted in the metrics.
 */
export type RequestRecorder = (
  req: IncomingMessage,
  status: number,
  ms: number,
  correlationId: string,
  brandId: string | undefined,
  details?: RequestDetails,
) => void;

export function createRequestRecorder(log: Logger, metrics: GatewayMetrics | null): RequestRecorder {
  const logging = log.isLevelEnabled('info');
  // The line's fields are fixed and hold no secret (the URL is redacted here): no path redaction is needed.
  const write = createRequestLineWriter(log);
  return (req, status, ms, correlationId, brandId, details) => {
    metrics?.request(details?.service ?? 'other', status, ms / 1000);
    if (!logging) return;
    const trace = traceOfRequest(req);
    write({
      method: req.method,
      url: redactUrl(req.url ?? ''),
      status,
      ms: Math.round(ms * 10) / 10,
      correlationId,
      brand: brandId,
      // Left out of the line when undefined (no spread: one object shape, no copying).
      upstreamStatus: details?.upstreamStatus !== status ? details?.upstreamStatus : undefined,
      clientGone: details?.clientGone === true ? true : undefined,
      traceId: trace?.traceId,
      spanId: trace?.spanId,
    });
  };
}

/** The metrics label of a request that went through Fastify, from its route. */
export function serviceOfRoute(route: string | undefined, url: string): string {
  if (route === undefined) return 'other';
  if (route === '/api/*') {
    const end = url.indexOf('/', 5);
    const service = url.slice(5, end === -1 ? undefined : end);
    return isApiService(service) ? service : 'api';
  }
  if (route === '/push') return 'push';
  if (route === '/config.json') return 'config';
  if (route.startsWith('/locales/')) return 'locales';
  if (route === '/healthz' || route === '/readyz') return 'health';
  if (route === '/*') return 'assets';
  return 'pages';
}

/** Replaces Fastify's two lines per request (incoming + completed) with the gateway's single line. */
export class GatewayLogController extends LogController {
  readonly #record: RequestRecorder;

  constructor(record: RequestRecorder) {
    super();
    this.#record = record;
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    _error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const res = reply.raw;
    const gone = !res.writableFinished;
    const upstreamStatus = upstreamStatusOf(res);
    this.#record(
      request.raw,
      gone && !res.headersSent ? 499 : reply.statusCode,
      reply.elapsedTime,
      request.id,
      request.brand?.id,
      {
        service: serviceOfRoute(request.routeOptions.url, request.url),
        ...(upstreamStatus === undefined ? {} : { upstreamStatus }),
        ...(gone ? { clientGone: true } : {}),
      },
    );
  }
}
