import { API_SERVICES, type ApiService } from '#contracts/services';
import type { UpstreamResilience } from '../options';
import { bodyLimitOf } from './body-limit';
import { type CircuitBreaker, type CircuitState, createCircuitBreaker } from './circuit-breaker';
import type { LocationBase } from './forward-headers';
import { H1Pool, type ResponseHandler, type UpstreamRequest } from './h1/h1-pool';
import { UndiciPool } from './undici-pool';

/** A keep-alive client of one upstream origin: the gateway's own (`H1Pool`) or undici's (`UndiciPool`). */
export interface UpstreamPool {
  /** The origin's host (and port), as the Host header names it. */
  readonly host: string;
  dispatch(request: UpstreamRequest, handler: ResponseHandler): void;
  close(): Promise<void>;
}

export interface Upstream {
  service: ApiService;
  /** Base path of the service on its origin, without a trailing slash ('' for the root). */
  basePath: string;
  pool: UpstreamPool;
  /** Scheme, host and port of the service. */
  origin: string;
  /** The largest request body passed on (413 above it). */
  bodyLimit: number;
  /** The service's circuit: open while it keeps failing. */
  breaker: CircuitBreaker;
  /** How a Location of the service maps to the gateway's path (`/api/<service>/…`). */
  location: LocationBase;
}

export interface Upstreams {
  /** By service name (the segment after /api/). */
  get(service: string): Upstream | undefined;
  readonly services: readonly ApiService[];
  /** Every upstream with its origin (readiness probes it). */
  all(): readonly Upstream[];
  close(): Promise<void>;
}

export interface UpstreamsOptions {
  timeoutMs: number;
  /** Which client calls the upstreams (default: the gateway's own). */
  client?: 'own' | 'undici';
  resilience: UpstreamResilience;
  /** Told when a service's circuit changes state (metrics, logs). */
  onCircuitChange?: (service: ApiService, state: CircuitState) => void;
}

/**
 * One keep-alive connection pool per upstream origin (services on the same origin share it) and one circuit per
 * service. Timeouts: connecting, the answer's headers, and every gap between body chunks must each take less
 * than `timeoutMs`. Redirects are never followed (the pool does not), so calls only reach the configured origins.
 */
export function createUpstreams(
  urls: Partial<Record<ApiService, string>>,
  options: UpstreamsOptions,
): Upstreams {
  const { timeoutMs, resilience } = options;
  const pools = new Map<string, UpstreamPool>();
  const byService = new Map<string, Upstream>();
  for (const service of API_SERVICES) {
    const base = urls[service];
    if (base === undefined) continue;
    const url = new URL(base);
    let pool = pools.get(url.origin);
    if (pool === undefined) {
      const settings = { connections: 256, timeoutMs, keepAliveMs: 10_000 };
      pool =
        options.client === 'undici' ? new UndiciPool(url.origin, settings) : new H1Pool(url.origin, settings);
      pools.set(url.origin, pool);
    }
    byService.set(service, {
      service,
      basePath: url.pathname.replace(/\/+$/, ''),
      pool,
      origin: url.origin,
      bodyLimit: bodyLimitOf(service),
      location: {
        origin: url.origin,
        basePath: url.pathname.replace(/\/+$/, ''),
        publicBase: `/api/${service}`,
      },
      breaker: createCircuitBreaker({
        failureThreshold: resilience.circuitFailureThreshold,
        openMs: resilience.circuitOpenMs,
        onChange: (state) => options.onCircuitChange?.(service, state),
      }),
    });
  }
  return {
    get: (service) => byService.get(service),
    services: API_SERVICES.filter((s) => byService.has(s)),
    all: () => [...byService.values()],
    close: async () => {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
    },
  };
}
