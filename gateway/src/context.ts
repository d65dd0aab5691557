import { resolve } from 'node:path';
import type { Logger } from 'pino';
import { BrandsFile } from '#contracts/brand';
import { FeatureFlagBrandLists } from '#contracts/feature-flags';
import { type BrandResolver, createBrandResolver } from './brands/brand-resolver';
import { type AppConfigCache, createAppConfigCache } from './config/app-config-cache';
import { buildAppConfig } from './config/build-app-config';
import { readJsonFile } from './config/json-file';
import { createPublicConfigFetcher } from './config/public-config-fetcher';
import { createLogger } from './http/logger';
import { createRequestLineWriter, type RequestLineWriter } from './http/request-log';
import type { GatewayOptions } from './options';
import { type ApiProxy, createApiProxy } from './proxy/api-proxy';
import { createProxyFastPath, type ProxyFastPath } from './proxy/fast-path';
import { createUpstreams, type Upstreams } from './proxy/upstreams';
import { createMemoryPushHub, type PushHub } from './push/push-hub';
import { createTokenVerifier, type TokenVerifier } from './push/token-verifier';
import { createIndexPages } from './spa/index-pages';
import type { SpaOptions } from './spa/spa-plugin';

/** What the gateway's plugins share, built once from the options (data files read, pools and caches made). */
export interface GatewayContext {
  options: GatewayOptions;
  log: Logger;
  writeLine: RequestLineWriter;
  resolver: BrandResolver;
  /** The locales of the brands (each has a catalogue). */
  brandLocales: ReadonlySet<string>;
  upstreams: Upstreams;
  proxy: ApiProxy;
  fastPath: ProxyFastPath;
  pushHub: PushHub;
  verifyToken: TokenVerifier;
  spa: SpaOptions;
  configCache: AppConfigCache;
}

export function createGatewayContext(options: GatewayOptions): GatewayContext {
  const log = options.logger ?? createLogger(options.logLevel ?? 'info');
  const writeLine = createRequestLineWriter(log);
  const brands = readJsonFile(options.brandsFile, BrandsFile);
  const featureFlags = readJsonFile(options.featureFlagsFile, FeatureFlagBrandLists);
  const resolver = createBrandResolver(brands, {
    aliases: options.fixtureHosts ? brands.hostAliases : [],
  });
  const upstreams = createUpstreams(options.upstreams, options.proxyTimeoutMs);
  const proxy = createApiProxy(upstreams, log, writeLine);
  const spaDir = resolve(options.spaDir);
  const pages = createIndexPages(spaDir);
  if (!pages.load()) {
    log.warn({ spaDir }, 'the SPA is not built (no index.html): pages answer 503 until it is');
  }
  const configCache = createAppConfigCache({
    build: (brand, publicConfig) =>
      buildAppConfig(
        { appEnv: options.appEnv, oidc: options.oidc, services: upstreams.services, featureFlags },
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
  return {
    options,
    log,
    writeLine,
    resolver,
    brandLocales: new Set(brands.brands.map((brand) => brand.locale)),
    upstreams,
    proxy,
    fastPath: createProxyFastPath(resolver, proxy),
    pushHub: options.pushHub ?? createMemoryPushHub(),
    verifyToken: createTokenVerifier({
      issuer: options.oidc.issuer,
      jwksUrl: options.oidc.jwksUrl,
      ...(options.jwks ? { jwks: options.jwks } : {}),
    }),
    spa: { spaDir, appEnv: options.appEnv, pages },
    configCache,
  };
}
