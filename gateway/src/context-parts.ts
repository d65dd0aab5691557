import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { FeatureFlagBrandLists } from '#contracts/feature-flags';
import type { Integrations } from '#contracts/integrations';
import { type AppConfigCache, createAppConfigCache } from './config/app-config-cache';
import { buildAppConfig } from './config/build-app-config';
import { createPublicConfigFetcher } from './config/public-config-fetcher';
import type { settingsOf } from './defaults';
import { createMailThrottle } from './limits/mail-throttle';
import type { RateCounter } from './limits/rate-counter';
import { createTokenSubjects } from './limits/token-subjects';
import type { GatewayMetrics } from './observability/metrics';
import type { GatewayOptions } from './options';
import { type ApiProxy, type ApiProxyOptions, createApiProxy, type ProxyEvents } from './proxy/api-proxy';
import type { Upstreams } from './proxy/upstreams';
import { createMemoryPushHub, type PushHub } from './push/push-hub';
import { createRedisPushHub } from './push/redis-push-hub';
import type { TokenVerifier } from './push/token-verifier';
import { createRedisConnection } from './redis/redis-connection';
import type { rawResponseHeaders } from './security/security-headers';

/* The parts of the gateway's context that take the most wiring (`context.ts` puts them together). */

type Settings = ReturnType<typeof settingsOf>;

/** What the builders below share: the settings, where they count and log, the gateway's own headers. */
export interface BuildContext {
  settings: Settings;
  metrics: GatewayMetrics;
  log: Logger;
  gatewayHeaders: ReturnType<typeof rawResponseHeaders>;
}

/** The upstream calls' failures, retries and open circuits, counted and logged. */
function upstreamEvents({ metrics, log }: BuildContext): ProxyEvents {
  return {
    failed(service, correlationId, error, status) {
      const code = (error as { code?: unknown }).code;
      metrics.upstreamFailure(service, status === 504 ? 'timeout' : 'connection');
      log.warn(
        { correlationId, service, code, status },
        status === null ? 'upstream answer broke off' : 'upstream request failed',
      );
    },
    retried(service, correlationId) {
      metrics.retry(service);
      log.info({ correlationId, service }, 'upstream connection failed before any answer: retried');
    },
    shortCircuited(service) {
      metrics.upstreamFailure(service, 'open-circuit');
    },
  };
}

/** The API proxy that forwards the browser's bearer: rate limits per address and per user, the mail throttle. */
export function createTokenProxy(
  parts: Pick<ApiProxyOptions, 'upstreams' | 'record' | 'forwarding' | 'limiter'> & {
    counter: RateCounter;
    verifyToken: TokenVerifier;
  },
  context: BuildContext,
): ApiProxy {
  const { settings, metrics, gatewayHeaders } = context;
  return createApiProxy({
    upstreams: parts.upstreams,
    record: parts.record,
    forwarding: parts.forwarding,
    limiter: parts.limiter,
    rules: {
      perAddress: { name: 'api-per-address', max: settings.rateLimits.apiPerAddress },
      perUser: { name: 'api-per-user', max: settings.rateLimits.apiPerUser },
    },
    subjects: createTokenSubjects(parts.verifyToken),
    mail: createMailThrottle({
      counter: parts.counter,
      perTarget: settings.rateLimits.mailPerTarget,
      perUser: settings.rateLimits.mailPerUser,
      perClient: settings.rateLimits.mailPerClient,
      onLimited: (rule) => metrics.rateLimited(rule),
    }),
    gatewayHeaders,
    retries: settings.resilience.retries,
    events: upstreamEvents(context),
  });
}

/** Each brand's app config, built from its public config (fetched, cached for 5 min) and the gateway's options. */
export function createConfigCache(
  options: GatewayOptions,
  parts: { upstreams: Upstreams; featureFlags: FeatureFlagBrandLists; integrations: Integrations },
  log: Logger,
): AppConfigCache {
  return createAppConfigCache({
    build: (brand, publicConfig) =>
      buildAppConfig(
        {
          appEnv: options.appEnv,
          authMode: options.bff === undefined ? 'browser' : 'bff',
          oidc: options.oidc,
          services: parts.upstreams.services,
          featureFlags: parts.featureFlags,
          integrations: parts.integrations,
        },
        brand,
        publicConfig,
      ),
    fetchPublicConfig: createPublicConfigFetcher(
      options.publicConfigUpstream,
      options.publicConfigTimeoutMs ?? 5000,
    ),
    ttlMs: options.publicConfigTtlMs ?? 300_000,
    retryMs: options.publicConfigRetryMs ?? 5000,
    log,
  });
}

/** The push hub: in memory, or across the gateway's copies through Redis (its own subscriber connection). */
export function createPushHub(
  redisUrl: string | undefined,
  redis: Redis | null,
  prefix: string,
  log: Logger,
): PushHub {
  if (redisUrl === undefined || redis === null) return createMemoryPushHub();
  return createRedisPushHub({
    publisher: redis,
    subscriber: createRedisConnection(redisUrl, 'subscriber', log),
    prefix,
    log,
  });
}
