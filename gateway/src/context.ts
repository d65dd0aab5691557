import { join, resolve } from 'node:path';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { BrandsFile } from '#contracts/brand';
import { FeatureFlagBrandLists } from '#contracts/feature-flags';
import type { Integrations } from '#contracts/integrations';
import { type Bff, createBff } from './bff/bff';
import { type BrandResolver, createBrandResolver } from './brands/brand-resolver';
import type { AppConfigCache } from './config/app-config-cache';
import { standInIntegrations } from './config/integrations';
import { readJsonFile } from './config/json-file';
import { createConfigCache, createPushHub, createTokenProxy } from './context-parts';
import {
  DEFAULT_ACCESS_TOKEN_TYPE,
  DEFAULT_JWKS_CACHE_MAX_AGE_MS,
  DEFAULT_JWKS_COOLDOWN_MS,
  DEFAULT_REDIS_KEY_PREFIX,
  settingsOf,
} from './defaults';
import { createForwarding, type Forwarding } from './http/forwarding';
import { createLogger } from './http/logger';
import { createRequestRecorder, type RequestRecorder } from './http/request-log';
import type { PressureGauge } from './limits/pressure-plugin';
import { createMemoryRateCounter, type RateCounter } from './limits/rate-counter';
import { createRateLimiter, type RateLimiter } from './limits/rate-limiter';
import { createRedisRateCounter } from './limits/redis-rate-counter';
import { createMetrics, type GatewayMetrics } from './observability/metrics';
import { createReadiness, type Readiness } from './observability/readiness';
import type { GatewayOptions, HttpTimeouts, PressureLimits, RateLimits } from './options';
import type { ApiProxy } from './proxy/api-proxy';
import { createProxyFastPath, type ProxyFastPath } from './proxy/fast-path';
import { createUpstreams, type Upstreams } from './proxy/upstreams';
import type { PushHub } from './push/push-hub';
import { createPushSockets, type PushSockets } from './push/push-sockets';
import { createTokenVerifier, type TokenVerifier } from './push/token-verifier';
import { createRedisConnection } from './redis/redis-connection';
import { createPushSocketSource } from './security/push-socket-source';
import { rawResponseHeaders } from './security/security-headers';
import { createAssetFiles } from './spa/asset-route';
import { createIndexPages } from './spa/index-pages';
import type { SpaOptions } from './spa/spa-plugin';

/** What the gateway's plugins share, built once from the options (data files read, pools and caches made). */
export interface GatewayContext {
  options: GatewayOptions;
  log: Logger;
  metrics: GatewayMetrics;
  /** Writes a request's log line and counts it in the metrics. */
  record: RequestRecorder;
  forwarding: Forwarding;
  resolver: BrandResolver;
  /** The locales of the brands (each has a catalogue). */
  brandLocales: ReadonlySet<string>;
  upstreams: Upstreams;
  /** The API proxy (in bff mode with the CSRF check and the session's bearer in front). */
  proxy: ApiProxy;
  fastPath: ProxyFastPath;
  /** bff mode's sessions and client; null in browser mode. */
  bff: Bff | null;
  pressure: PressureGauge;
  pushHub: PushHub;
  pushSockets: PushSockets;
  verifyToken: TokenVerifier;
  limiter: RateLimiter;
  /** The sliding-window counter behind every rate limit (in Redis when configured). */
  rateCounter: RateCounter;
  readiness: Readiness;
  /** The Redis connection for commands (shared limits, readiness), when Redis is configured. */
  redis: Redis | null;
  spa: SpaOptions;
  configCache: AppConfigCache;
  /** The third-party integrations every brand's config names (and the CSP allows). */
  integrations: Integrations;
  /** The push socket's origin for a request's brand host (CSP connect-src). */
  pushSocketSource: ReturnType<typeof createPushSocketSource>;
  settings: {
    httpTimeouts: HttpTimeouts;
    rateLimits: RateLimits;
    pressure: PressureLimits;
  };
  /** Closes what the context opened that no plugin closes (Redis, the rate counter). */
  close(): Promise<void>;
}

export function createGatewayContext(options: GatewayOptions): GatewayContext {
  const log = options.logger ?? createLogger(options.logLevel ?? 'info');
  const settings = settingsOf(options);
  const metrics = createMetrics();
  const record = createRequestRecorder(log, metrics);
  const forwarding = createForwarding(options.trustedProxies ?? []);
  const brands = readJsonFile(options.brandsFile, BrandsFile);
  const featureFlags = readJsonFile(options.featureFlagsFile, FeatureFlagBrandLists);
  const resolver = createBrandResolver(brands, {
    aliases: options.fixtureHosts ? brands.hostAliases : [],
  });
  const prefix = options.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX;
  const redis =
    options.redisUrl === undefined ? null : createRedisConnection(options.redisUrl, 'commands', log);

  const upstreams = createUpstreams(options.upstreams, {
    timeoutMs: options.proxyTimeoutMs,
    client: options.upstreamClient ?? 'own',
    resilience: settings.resilience,
    onCircuitChange: (service, state) => {
      metrics.circuit(service, state);
      log.warn({ service, circuit: state }, `upstream circuit ${state}`);
    },
  });
  const verifyToken = createTokenVerifier({
    issuer: options.oidc.issuer,
    jwksUrl: options.oidc.jwksUrl,
    type: options.accessTokenType ?? DEFAULT_ACCESS_TOKEN_TYPE,
    cacheMaxAgeMs: options.jwksCacheMaxAgeMs ?? DEFAULT_JWKS_CACHE_MAX_AGE_MS,
    cooldownMs: options.jwksCooldownMs ?? DEFAULT_JWKS_COOLDOWN_MS,
    ...(options.jwks ? { jwks: options.jwks } : {}),
  });
  const counter: RateCounter =
    redis === null ? createMemoryRateCounter() : createRedisRateCounter({ redis, prefix, log });
  const limiter = createRateLimiter({
    counter,
    windowMs: settings.rateLimits.windowMs,
    onLimited: (rule) => metrics.rateLimited(rule),
  });
  const gatewayHeaders = rawResponseHeaders(options.appEnv);
  const context = { settings, metrics, log, gatewayHeaders };
  const tokenProxy = createTokenProxy(
    { upstreams, record, forwarding, limiter, counter, verifyToken },
    context,
  );
  const bff =
    options.bff === undefined
      ? null
      : createBff({
          options: options.bff,
          authority: options.oidc.authority,
          redis,
          redisKeyPrefix: prefix,
          proxy: tokenProxy,
          resolver,
          forwarding,
          record,
          gatewayHeaders,
          log,
        });
  const proxy = bff === null ? tokenProxy : bff.proxy;
  const pressure: PressureGauge = { check: () => false };
  const spaDir = resolve(options.spaDir);
  const integrations = options.integrations ?? standInIntegrations(options.oidc.authority);
  const pages = createIndexPages(spaDir, {
    authMode: options.bff === undefined ? 'browser' : 'bff',
    consentScriptUrl: integrations.consentScriptUrl,
    imageOrigins: options.imageOrigins,
  });
  if (!pages.load()) {
    log.warn({ spaDir }, 'the SPA is not built (no index.html): pages answer 503 until it is');
  }
  const configCache = createConfigCache(options, { upstreams, featureFlags, integrations }, log);
  const pushHub = options.pushHub ?? createPushHub(options.redisUrl, redis, prefix, log);
  const readiness = createReadiness({ redis: redis === null ? null : () => pushHub.check() });
  return {
    options,
    log,
    metrics,
    record,
    forwarding,
    resolver,
    brandLocales: new Set(brands.brands.map((brand) => brand.locale)),
    upstreams,
    proxy,
    bff,
    fastPath: createProxyFastPath({
      resolver,
      proxy,
      pressure,
      retryAfterS: settings.pressure.retryAfterS,
      gatewayHeaders,
      record,
      forwarding,
    }),
    pressure,
    pushHub,
    pushSockets: createPushSockets({
      maxUnauthenticatedPerAddress: settings.rateLimits.pushUnauthenticatedPerAddress,
      metrics,
    }),
    verifyToken,
    limiter,
    rateCounter: counter,
    readiness,
    redis,
    spa: { spaDir, appEnv: options.appEnv, pages, assets: createAssetFiles(join(spaDir, 'assets')) },
    configCache,
    integrations,
    pushSocketSource: createPushSocketSource(resolver, forwarding),
    settings,
    async close() {
      await counter.close();
      // The push hub (which may share this connection) is closed by its plugin first.
      if (redis !== null && redis.status !== 'end') await redis.quit().catch(() => undefined);
    },
  };
}
