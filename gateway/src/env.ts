import { randomBytes } from 'node:crypto';
import { API_SERVICES, type ApiService, upstreamEnvName } from '#contracts/services';
import { standInIntegrations } from './config/integrations';
import { DEFAULT_PRESSURE } from './defaults';
import { EnvSchema, type EnvValues } from './env-schema';
import type { GatewayOptions } from './options';
import { missingForProduction } from './production-env';

/** A bad environment variable: the message is one line naming the variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

export interface GatewayEnv {
  port: number;
  host: string;
  /** The internal listener (metrics, readiness report, push ingest). */
  internal: { port: number; host: string };
  /** SIGTERM: wait `delayMs` (load balancers see /readyz fail), then give in-flight work `graceMs`. */
  shutdown: { graceMs: number; delayMs: number };
  options: GatewayOptions;
}

/** Outside production, what is not set points at the emulator (`npm start`, the tests). */
const EMULATOR_DEFAULTS = {
  OIDC_AUTHORITY: 'http://localhost:8090/oidc',
  OIDC_CLIENT_ID: 'account-area',
  BFF_CLIENT_ID: 'account-area-bff',
  /** The emulator's confidential client (fixtures' identity provider registers it with this secret). */
  BFF_CLIENT_SECRET: 'emulator-bff-client-secret',
} as const;

/** The rules between variables (production's musts, timeouts, ports, the BFF's secrets), each told in one line. */
function checkRules(e: EnvValues): void {
  if (e.APP_ENV === 'production') {
    const missing = missingForProduction(e);
    if (missing.length > 0) {
      throw new EnvError(`${missing.join(', ')} must be set when APP_ENV is production`);
    }
    if (e.REDIS_URL === undefined && !e.SINGLE_COPY) {
      throw new EnvError(
        'REDIS_URL must be set when APP_ENV is production: copies without one keep separate sessions, push and ' +
          'rate limits (set SINGLE_COPY=true if only one copy ever runs)',
      );
    }
    // The fixture data's <brand>.localhost hosts are for development only.
    if (e.FIXTURE_HOSTS === true) throw new EnvError('FIXTURE_HOSTS cannot be on when APP_ENV is production');
  }
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new EnvError('HTTP_HEADERS_TIMEOUT_MS must not be above HTTP_REQUEST_TIMEOUT_MS');
  }
  if (e.INTERNAL_PORT !== 0 && e.INTERNAL_PORT === e.PORT) {
    throw new EnvError('INTERNAL_PORT must not be PORT: the internal listener is never the public one');
  }
  if (e.APP_ENV === 'production' && e.AUTH_MODE === 'bff') {
    const missing = (['BFF_CLIENT_ID', 'BFF_CLIENT_SECRET', 'BFF_COOKIE_SECRET'] as const).filter(
      (name) => e[name] === undefined,
    );
    if (missing.length > 0) {
      throw new EnvError(`${missing.join(', ')} must be set when AUTH_MODE is bff in production`);
    }
  }
  if (e.BFF_SESSION_IDLE_S > e.BFF_SESSION_ABSOLUTE_S) {
    throw new EnvError('BFF_SESSION_IDLE_S must not be above BFF_SESSION_ABSOLUTE_S');
  }
}

/**
 * Reads the gateway's settings from the environment; empty variables count as unset. In production every
 * upstream and OIDC setting must be given (`production-env.ts`).
 */
export function parseEnv(env: Record<string, string | undefined>): GatewayEnv {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new EnvError(`${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  checkRules(e);
  const upstream = (service: ApiService | 'public-config'): string => {
    const value = (e as Record<string, unknown>)[upstreamEnvName(service)];
    return typeof value === 'string' ? value : `${e.EMULATOR_URL}/${service}`;
  };
  const upstreams: Partial<Record<ApiService, string>> = {};
  for (const service of API_SERVICES) upstreams[service] = upstream(service);
  const authority = e.OIDC_AUTHORITY ?? EMULATOR_DEFAULTS.OIDC_AUTHORITY;
  const standIns = standInIntegrations(authority);
  return {
    port: e.PORT,
    host: e.HOST,
    internal: { port: e.INTERNAL_PORT, host: e.INTERNAL_HOST },
    shutdown: { graceMs: e.SHUTDOWN_GRACE_MS, delayMs: e.SHUTDOWN_DELAY_MS },
    options: {
      appEnv: e.APP_ENV,
      fixtureHosts: e.FIXTURE_HOSTS ?? e.APP_ENV === 'fixture',
      brandsFile: e.BRANDS_FILE,
      featureFlagsFile: e.FEATURE_FLAGS_FILE,
      spaDir: e.SPA_DIR,
      oidc: {
        authority,
        clientId: e.OIDC_CLIENT_ID ?? EMULATOR_DEFAULTS.OIDC_CLIENT_ID,
        issuer: e.OIDC_ISSUER ?? authority,
        jwksUrl: e.OIDC_JWKS_URL ?? `${authority}/jwks`,
      },
      ...(e.AUTH_MODE === 'bff'
        ? {
            bff: {
              clientId: e.BFF_CLIENT_ID ?? EMULATOR_DEFAULTS.BFF_CLIENT_ID,
              clientSecret: e.BFF_CLIENT_SECRET ?? EMULATOR_DEFAULTS.BFF_CLIENT_SECRET,
              // Outside production an unset secret is made per process (sign-ins in flight fail on a restart).
              cookieSecret: e.BFF_COOKIE_SECRET ?? randomBytes(32).toString('base64url'),
              idleTimeoutMs: e.BFF_SESSION_IDLE_S * 1000,
              absoluteTimeoutMs: e.BFF_SESSION_ABSOLUTE_S * 1000,
            },
          }
        : {}),
      // Offline, photos come from the emulator's image service, on the identity provider's origin.
      imageOrigins: e.IMAGE_ORIGINS ?? [new URL(authority).origin],
      integrations: {
        consentScriptUrl: e.CONSENT_SCRIPT_URL ?? standIns.consentScriptUrl,
        analyticsUrl: e.ANALYTICS_URL ?? standIns.analyticsUrl,
        chat: { enabled: e.CHAT_ENABLED ?? true, scriptUrl: e.CHAT_SCRIPT_URL ?? standIns.chat.scriptUrl },
        surveyScriptUrl: e.SURVEY_SCRIPT_URL ?? standIns.surveyScriptUrl,
      },
      upstreams,
      publicConfigUpstream: upstream('public-config'),
      proxyTimeoutMs: e.PROXY_TIMEOUT_MS,
      upstreamClient: e.UPSTREAM_CLIENT,
      ...(e.PUSH_INGEST_SECRET ? { pushIngestSecret: e.PUSH_INGEST_SECRET } : {}),
      trustedProxies: e.TRUST_PROXY ?? [],
      ...(e.REDIS_URL ? { redisUrl: e.REDIS_URL } : {}),
      redisKeyPrefix: e.REDIS_KEY_PREFIX,
      accessTokenType: e.OIDC_ACCESS_TOKEN_TYPE,
      jwksCacheMaxAgeMs: e.JWKS_CACHE_MAX_AGE_MS,
      jwksCooldownMs: e.JWKS_COOLDOWN_MS,
      httpTimeouts: {
        headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
        requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
        keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      },
      rateLimits: {
        windowMs: e.RATE_LIMIT_WINDOW_MS,
        apiPerAddress: e.RATE_LIMIT_API_PER_ADDRESS,
        apiPerUser: e.RATE_LIMIT_API_PER_USER,
        pagesPerAddress: e.RATE_LIMIT_PAGES_PER_ADDRESS,
        pushAuthPerAddress: e.RATE_LIMIT_PUSH_AUTH_PER_ADDRESS,
        pushAuthPerUser: e.RATE_LIMIT_PUSH_AUTH_PER_USER,
        pushUnauthenticatedPerAddress: e.PUSH_MAX_UNAUTHENTICATED_PER_ADDRESS,
        mailPerTarget: e.RATE_LIMIT_MAIL_PER_TARGET,
        mailPerUser: e.RATE_LIMIT_MAIL_PER_USER,
        mailPerClient: e.RATE_LIMIT_MAIL_PER_CLIENT,
      },
      pressure: {
        maxEventLoopDelayMs:
          e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS ??
          (e.APP_ENV === 'fixture' ? 0 : DEFAULT_PRESSURE.maxEventLoopDelayMs),
        maxEventLoopUtilization: e.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
        maxRssBytes: e.PRESSURE_MAX_RSS_MB * 1024 * 1024,
        retryAfterS: e.PRESSURE_RETRY_AFTER_S,
      },
      resilience: {
        retries: e.PROXY_RETRIES,
        circuitFailureThreshold: e.CIRCUIT_FAILURE_THRESHOLD,
        circuitOpenMs: e.CIRCUIT_OPEN_MS,
      },
      logLevel: e.LOG_LEVEL,
    },
  };
}
