import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BrandResolver } from '../brands/brand-resolver';
import { correlationIdFrom } from '../http/correlation-id';
import type { Forwarding } from '../http/forwarding';
import { writeGatewayError } from '../http/gateway-error';
import type { RequestRecorder } from '../http/request-log';
import type { PressureGauge } from '../limits/pressure-plugin';
import type { ApiProxy } from './api-proxy';

/** Methods the proxy never passes on: the Fastify route answers them (405). */
export const PROXY_REFUSED_METHODS: ReadonlySet<string> = new Set(['TRACE', 'CONNECT']);

export interface ProxyFastPath {
  /** Proxies an `/api/` request straight from the HTTP server; false: Fastify takes the request. */
  take(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * The gateway is closing: requests still arriving on open connections are served, each answer closing its
   * connection (`Connection: close`), so clients reconnect elsewhere and nothing in flight fails.
   */
  drain(): void;
}

export interface FastPathOptions {
  resolver: BrandResolver;
  proxy: ApiProxy;
  /** @fastify/under-pressure's verdict, which Fastify's hooks would have applied. */
  pressure: PressureGauge;
  /** Retry-After (seconds) of a 503 under pressure. */
  retryAfterS: number;
  gatewayHeaders: readonly string[];
  record: RequestRecorder;
  /** Whose correlation ids are kept (trusted proxies). */
  forwarding: Forwarding;
}

/**
 * Proxied requests bypass Fastify's router, because the proxy's CPU per request is budgeted. Their behaviour is
 * the Fastify route's (which `inject` uses), under-pressure's 503 included; old hosts (301) and refused methods
 * are left to Fastify.
 */
export function createProxyFastPath(options: FastPathOptions): ProxyFastPath {
  const { resolver, proxy, pressure } = options;
  const busyHeaders = [...options.gatewayHeaders, 'retry-after', String(options.retryAfterS)];
  let draining = false;
  return {
    take(req, res) {
      // Draining (SIGTERM): every answer, the fast path's and Fastify's, closes its connection after it.
      if (draining) res.shouldKeepAlive = false;
      const url = req.url;
      if (url === undefined || !url.startsWith('/api/') || PROXY_REFUSED_METHODS.has(req.method ?? '')) {
        return false;
      }
      const match = resolver.resolve(req.headers.host);
      if (match.kind === 'redirect') return false;
      const trusted = options.forwarding.trusts(req.socket.remoteAddress ?? '');
      const correlationId = correlationIdFrom(req.headers['x-correlationid'], trusted);
      if (pressure.check()) {
        res.shouldKeepAlive = false;
        writeGatewayError(res, 503, 'service_unavailable', correlationId, busyHeaders);
        options.record(req, 503, 0, correlationId, match.brand.id, { service: 'api' });
        return true;
      }
      proxy.handle(req, res, match.brand, correlationId, true);
      return true;
    },
    drain() {
      draining = true;
    },
  };
}
