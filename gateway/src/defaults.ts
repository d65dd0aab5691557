import type { HttpTimeouts, PressureLimits, RateLimits, UpstreamResilience } from './options';

/** The defaults of the tunable settings: env-schema.ts documents them as env defaults, options.ts as options. */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  // Above the 60 s idle timeout of the usual load balancers, so they never reuse a connection we just closed.
  keepAliveTimeoutMs: 72_000,
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 60_000,
  // Offices share one address behind NAT; a user scrolling a large library makes a few requests a second.
  apiPerAddress: 3000,
  apiPerUser: 1200,
  pagesPerAddress: 1200,
  pushAuthPerAddress: 60,
  pushAuthPerUser: 30,
  pushUnauthenticatedPerAddress: 20,
  // A double opt-in link, a share or a confirmation link mailed three times an hour is enough for anybody who lost
  // one; five shares in ten minutes is a customer sending a book round the family, not a spammer.
  mailPerTarget: 3,
  mailPerUser: 5,
  mailPerClient: 10,
};

export const DEFAULT_PRESSURE: PressureLimits = {
  maxEventLoopDelayMs: 1000,
  maxEventLoopUtilization: 0,
  maxRssBytes: 0,
  retryAfterS: 10,
};

export const DEFAULT_RESILIENCE: UpstreamResilience = {
  retries: 1,
  circuitFailureThreshold: 5,
  circuitOpenMs: 5000,
};

export const DEFAULT_ACCESS_TOKEN_TYPE = 'at+jwt';
export const DEFAULT_REDIS_KEY_PREFIX = 'gateway:';
export const DEFAULT_JWKS_CACHE_MAX_AGE_MS = 600_000;
export const DEFAULT_JWKS_COOLDOWN_MS = 30_000;

/** SIGTERM: how long in-flight requests get before the process exits anyway, and the wait before closing. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;
export const DEFAULT_SHUTDOWN_DELAY_MS = 0;

/** The internal listener (metrics, readiness, push ingest): never published to the internet. */
export const DEFAULT_INTERNAL_PORT = 9080;
export const DEFAULT_INTERNAL_HOST = '127.0.0.1';

/** Every tunable setting of `options`, its defaults filled in. */
export function settingsOf(options: {
  httpTimeouts?: Partial<HttpTimeouts>;
  rateLimits?: Partial<RateLimits>;
  pressure?: Partial<PressureLimits>;
  resilience?: Partial<UpstreamResilience>;
}): {
  httpTimeouts: HttpTimeouts;
  rateLimits: RateLimits;
  pressure: PressureLimits;
  resilience: UpstreamResilience;
} {
  return {
    httpTimeouts: { ...DEFAULT_HTTP_TIMEOUTS, ...options.httpTimeouts },
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    pressure: { ...DEFAULT_PRESSURE, ...options.pressure },
    resilience: { ...DEFAULT_RESILIENCE, ...options.resilience },
  };
}

/** bff mode: a session ends after 30 minutes unused or 12 hours after its sign-in; tokens refresh 60 s early. */
export const DEFAULT_BFF_SESSION = { idleS: 30 * 60, absoluteS: 12 * 60 * 60, refreshBeforeS: 60 } as const;
