import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { BrandsFile } from '#contracts/brand';
import { FeatureFlagBrandLists } from '#contracts/feature-flags';
import brandPlugin from './brands/brand-plugin';
import { createBrandResolver } from './brands/brand-resolver';
import { createAppConfigCache } from './config/app-config-cache';
import { buildAppConfig } from './config/build-app-config';
import configRoute from './config/config-route';
import { readJsonFile } from './config/json-file';
import { createPublicConfigFetcher } from './config/public-config-fetcher';
import healthRoute from './health/health-route';
import { correlationIdFrom } from './http/correlation-id';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandlers } from './http/error-handlers';
import { sendGatewayError } from './http/gateway-error';
import { createLogger } from './http/logger';
import { createRequestLineWriter, GatewayLogController } from './http/request-log';
import type { GatewayOptions } from './options';
import { createApiProxy } from './proxy/api-proxy';
import proxyPlugin from './proxy/proxy-plugin';
import { createUpstreams } from './proxy/upstreams';
import { createMemoryPushHub, type PushHub } from './push/push-hub';
import pushIngest from './push/push-ingest';
import pushPlugin from './push/push-plugin';
import { createTokenVerifier } from './push/token-verifier';
import { helmetOptions } from './security/helmet-options';
import { robotsFor } from './security/robots';
import { createIndexPages } from './spa/index-pages';
import localesRoute from './spa/locales-route';
import spaPlugin, { sendIndex, wantsPageFallback } from './spa/spa-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hub the push relay delivers from (tests publish through it). */
    pushHub: PushHub;
  }
}

const BODY_LIMIT = 1024 * 1024;
const PROXY_REFUSED_METHODS = new Set(['TRACE', 'CONNECT']);

/**
 * The gateway as a Fastify instance: external plugins (WebSocket, security headers), then its own (brand
 * resolution, errors), then routes (health, config, locales, SPA, API proxy, push). Proxied `/api/` requests
 * take a fast path straight from the HTTP server to the proxy (same behaviour as the Fastify route, which
 * `inject` uses), because the per-request cost of the proxy is budgeted.
 */
export async function buildApp(options: GatewayOptions): Promise<FastifyInstance> {
  const log = options.logger ?? createLogger(options.logLevel ?? 'info');
  const writeLine = createRequestLineWriter(log);
  const brands = readJsonFile(options.brandsFile, BrandsFile);
  const featureFlags = readJsonFile(options.featureFlagsFile, FeatureFlagBrandLists);
  const resolver = createBrandResolver(brands, { fixtureHosts: options.fixtureHosts });
  const upstreams = createUpstreams(options.upstreams, options.proxyTimeoutMs);
  const proxy = createApiProxy(upstreams, log, writeLine);
  const pushHub = options.pushHub ?? createMemoryPushHub();
  const spaDir = resolve(options.spaDir);
  const pages = createIndexPages(spaDir);
  const spa = { spaDir, appEnv: options.appEnv, pages };
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

  let closing = false;
  function proxyFastPath(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    if (
      closing ||
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
  }

  const baseLogger: FastifyBaseLogger = log;
  const app = Fastify({
    loggerInstance: baseLogger,
    logController: new GatewayLogController(writeLine),
    genReqId: (req) => correlationIdFrom(req.headers['x-correlationid']),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    serverFactory: (handler) => {
      const server = createServer((req, res) => {
        if (!proxyFastPath(req, res)) handler(req, res);
      });
      server.keepAliveTimeout = 72_000;
      return server;
    },
  });
  app.decorate('pushHub', pushHub);
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onClose', async () => {
    await upstreams.close();
    await pushHub.close();
  });

  // External plugins.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(fastifyHelmet, helmetOptions(options.appEnv, options.oidc.authority));

  // The gateway's own plugins.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-correlationid', request.id);
    reply.header('x-robots-tag', robotsFor(options.appEnv, request.method, request.url));
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Only /push speaks WebSocket; refuse upgrades elsewhere before anything is upgraded.
    if (request.ws && request.routeOptions.url !== '/push') {
      sendGatewayError(reply, 404);
      return;
    }
    done();
  });
  await app.register(brandPlugin, { resolver });
  installErrorHandlers(app);
  app.setNotFoundHandler((request, reply) =>
    wantsPageFallback(request) ? sendIndex(spa, request, reply) : sendGatewayError(reply, 404),
  );

  // Routes.
  await app.register(healthRoute);
  await app.register(configRoute, { cache: configCache });
  await app.register(localesRoute, {
    spaDir,
    brandLocales: new Set(brands.brands.map((brand) => brand.locale)),
  });
  await app.register(spaPlugin, spa);
  await app.register(async (api) => {
    api.addHook('onRequest', (request, reply, done) => {
      if (PROXY_REFUSED_METHODS.has(request.method)) {
        sendGatewayError(reply, 405);
        return;
      }
      done();
    });
    await api.register(proxyPlugin, { proxy });
  });
  await app.register(pushPlugin, {
    hub: pushHub,
    verify: createTokenVerifier({
      issuer: options.oidc.issuer,
      jwksUrl: options.oidc.jwksUrl,
      ...(options.jwks ? { jwks: options.jwks } : {}),
    }),
    authGraceMs: options.pushAuthGraceMs ?? 10_000,
    pingIntervalMs: options.pushPingIntervalMs ?? 25_000,
    log,
  });
  if (options.pushIngestSecret) {
    await app.register(pushIngest, { secret: options.pushIngestSecret, hub: pushHub });
  }

  if (!pages.load()) {
    log.warn({ spaDir }, 'the SPA is not built (no index.html): pages answer 503 until it is');
  }
  return app;
}
