import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Brand } from '#contracts/brand';
import { errorNameFor, writeGatewayError } from '../http/gateway-error';
import type { RequestLineWriter } from '../http/request-log';
import { splitApiPath } from './api-path';
import { declaredLength, limitedBody } from './body-limit';
import { hasRequestBody, upstreamRequestHeaders } from './forward-headers';
import { type ExchangeDone, type ExchangeFailed, ProxyExchange } from './proxy-exchange';
import type { Upstreams } from './upstreams';

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

export function createApiProxy(upstreams: Upstreams, log: Logger, writeLine: RequestLineWriter): ApiProxy {
  const logDone: ExchangeDone = (exchange) => {
    writeLine(
      exchange.req,
      exchange.res.statusCode,
      performance.now() - exchange.startedAt,
      exchange.correlationId,
      exchange.brandId,
    );
  };
  const logFailure: ExchangeFailed = (exchange, error, status) => {
    log.warn(
      { correlationId: exchange.correlationId, code: (error as { code?: unknown }).code, status },
      status === null ? 'upstream answer broke off' : 'upstream request failed',
    );
  };

  /** Answers a request without calling upstream; `loggedBrand` set: this path writes the log line itself. */
  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    correlationId: string,
    loggedBrand: string | null,
  ): void {
    const start = performance.now();
    writeGatewayError(res, status, errorNameFor(status), correlationId);
    if (loggedBrand !== null)
      writeLine(req, res.statusCode, performance.now() - start, correlationId, loggedBrand);
  }

  return {
    handle(req, res, brand, correlationId, logLine) {
      const parts = splitApiPath(req.url ?? '/api/');
      const upstream = parts === null ? undefined : upstreams.get(parts.service);
      const loggedBrand = logLine ? brand.id : null;
      if (parts === null) return answer(req, res, 400, correlationId, loggedBrand);
      if (upstream === undefined || parts.rest === '')
        return answer(req, res, 404, correlationId, loggedBrand);
      let body: Readable | null = null;
      if (hasRequestBody(req)) {
        const declared = declaredLength(req);
        if (declared !== null && declared > upstream.bodyLimit) {
          // The body is not read: the connection cannot be reused.
          res.shouldKeepAlive = false;
          return answer(req, res, 413, correlationId, loggedBrand);
        }
        body = declared === null ? Readable.from(limitedBody(req, upstream.bodyLimit)) : req;
      }
      const exchange = new ProxyExchange(
        req,
        res,
        correlationId,
        brand.id,
        logLine ? logDone : null,
        logFailure,
      );
      upstream.pool.dispatch(
        {
          path: upstream.basePath + parts.rest + parts.query,
          method: req.method ?? 'GET',
          headers: upstreamRequestHeaders(req, correlationId, brand.hosts[0] ?? brand.id),
          body,
        },
        exchange,
      );
    },
  };
}
