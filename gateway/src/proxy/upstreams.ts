import { Pool } from 'undici';
import { API_SERVICES, type ApiService } from '#contracts/services';
import { bodyLimitOf } from './body-limit';

export interface Upstream {
  service: ApiService;
  /** Base path of the service on its origin, without a trailing slash ('' for the root). */
  basePath: string;
  pool: Pool;
  /** The largest request body passed on (413 above it). */
  bodyLimit: number;
}

export interface Upstreams {
  /** By service name (the segment after /api/). */
  get(service: string): Upstream | undefined;
  readonly services: readonly ApiService[];
  close(): Promise<void>;
}

/**
 * One keep-alive connection pool per upstream origin (services on the same origin share it). Timeouts: the
 * answer's headers, and every gap between body chunks, must come within `timeoutMs`.
 */
export function createUpstreams(urls: Partial<Record<ApiService, string>>, timeoutMs: number): Upstreams {
  const pools = new Map<string, Pool>();
  const byService = new Map<string, Upstream>();
  for (const service of API_SERVICES) {
    const base = urls[service];
    if (base === undefined) continue;
    const url = new URL(base);
    let pool = pools.get(url.origin);
    if (pool === undefined) {
      pool = new Pool(url.origin, {
        connections: 256,
        pipelining: 1,
        keepAliveTimeout: 10_000,
        keepAliveMaxTimeout: 60_000,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        connect: { timeout: Math.min(timeoutMs, 10_000) },
      });
      pools.set(url.origin, pool);
    }
    byService.set(service, {
      service,
      basePath: url.pathname.replace(/\/+$/, ''),
      pool,
      bodyLimit: bodyLimitOf(service),
    });
  }
  return {
    get: (service) => byService.get(service),
    services: API_SERVICES.filter((s) => byService.has(s)),
    close: async () => {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
    },
  };
}
