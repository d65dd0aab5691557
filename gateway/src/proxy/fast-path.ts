import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BrandResolver } from '../brands/brand-resolver';
import { correlationIdFrom } from '../http/correlation-id';
import type { ApiProxy } from './api-proxy';

/** Methods the proxy never passes on: the Fastify route answers them (405). */
export const PROXY_REFUSED_METHODS: ReadonlySet<string> = new Set(['TRACE', 'CONNECT']);

export interface ProxyFastPath {
  /** Proxies an `/api/` request straight from the HTTP server; false: Fastify takes the request. */
  take(req: IncomingMessage, res: ServerResponse): boolean;
  /** From now on every request goes through Fastify (which refuses new ones while closing). */
  stop(): void;
}

/**
 * Proxied requests bypass Fastify's router, because the proxy's CPU per request is budgeted. Their behaviour is
 * the Fastify route's (which `inject` uses); old hosts (301) and refused methods are left to Fastify.
 */
export function createProxyFastPath(resolver: BrandResolver, proxy: ApiProxy): ProxyFastPath {
  let stopped = false;
  return {
    take(req, res) {
      const url = req.url;
      if (
        stopped ||
        url === undefined ||
        !url.startsWith('/api/') ||
        PROXY_REFUSED_METHODS.has(req.method ?? '')
      ) {
        return false;
      }
      const match = resolver.resolve(req.headers.host);
      if (match.kind === 'redirect') return false;
      proxy.handle(req, res, match.brand, correlationIdFrom(req.headers['x-correlationid']), true);
      return true;
    },
    stop() {
      stopped = true;
    },
  };
}
