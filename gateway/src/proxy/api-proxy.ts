import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Brand } from '#contracts/brand';
import { writeGatewayError } from '../http/gateway-error';
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

  return {
    handle(req, res, brand, correlationId, logLine) {
      const parts = splitApiPath(req.url ?? '/api/');
      const upstream = parts === null ? undefined : upstreams.get(parts.service);
      if (parts === null || upstream === undefined || parts.rest === '') {
        const start = performance.now();
        writeGatewayError(
          res,
          parts === null ? 400 : 404,
          parts === null ? 'bad_request' : 'not_found',
          correlationId,
        );
        if (logLine) writeLine(req, res.statusCode, performance.now() - start, correlationId, brand.id);
        return;
      }
      let body: Readable | null = null;
      if (hasRequestBody(req)) {
        const declared = declaredLength(req);
        if (declared !== null && declared > upstream.bodyLimit) {
          const start = performance.now();
          // The body is not read: the connection cannot be reused.
          res.shouldKeepAlive = false;
          writeGatewayError(res, 413, 'payload_too_large', correlationId);
          if (logLine) writeLine(req, res.statusCode, performance.now() - start, correlationId, brand.id);
          return;
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
