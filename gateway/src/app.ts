import fastifyHelmet from '@fastify/helmet';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import brandPlugin from './brands/brand-plugin';
import configRoute from './config/config-route';
import type { GatewayContext } from './context';
import healthRoute from './health/health-route';
import errorHandlerPlugin from './http/error-handler-plugin';
import responseHeadersPlugin from './http/response-headers-plugin';
import websocketGuardPlugin from './http/websocket-guard-plugin';
import proxyLifecyclePlugin from './proxy/proxy-lifecycle-plugin';
import proxyPlugin from './proxy/proxy-plugin';
import pushHubPlugin from './push/push-hub-plugin';
import pushIngest from './push/push-ingest';
import pushPlugin from './push/push-plugin';
import { helmetOptions } from './security/helmet-options';
import localesRoute from './spa/locales-route';
import pageFallbackPlugin from './spa/page-fallback-plugin';
import spaPlugin from './spa/spa-plugin';

/**
 * The gateway: external plugins (WebSocket, security headers), then its own (lifecycle, response headers,
 * WebSocket guard, brand resolution, errors, page fallback), then routes (health, config, locales, SPA pages,
 * API proxy, push). Everything they share is built beforehand (`context.ts`); the server (`server.ts`) adds the
 * proxy's fast path in front.
 */
const gatewayApp: FastifyPluginAsync<GatewayContext> = async (app, context) => {
  const { options } = context;

  // External plugins.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(
    fastifyHelmet,
    helmetOptions(options.appEnv, options.oidc.authority, options.imageOrigins),
  );

  // The gateway's own plugins.
  await app.register(pushHubPlugin, { hub: context.pushHub });
  await app.register(proxyLifecyclePlugin, { fastPath: context.fastPath, upstreams: context.upstreams });
  await app.register(responseHeadersPlugin, { appEnv: options.appEnv });
  await app.register(websocketGuardPlugin);
  await app.register(brandPlugin, { resolver: context.resolver });
  await app.register(errorHandlerPlugin);
  await app.register(pageFallbackPlugin, context.spa);

  // Routes.
  await app.register(healthRoute);
  await app.register(configRoute, { cache: context.configCache });
  await app.register(localesRoute, { spaDir: context.spa.spaDir, brandLocales: context.brandLocales });
  await app.register(spaPlugin, context.spa);
  await app.register(proxyPlugin, { proxy: context.proxy });
  await app.register(pushPlugin, {
    hub: context.pushHub,
    verify: context.verifyToken,
    authGraceMs: options.pushAuthGraceMs ?? 10_000,
    pingIntervalMs: options.pushPingIntervalMs ?? 25_000,
    log: context.log,
  });
  if (options.pushIngestSecret) {
    await app.register(pushIngest, { secret: options.pushIngestSecret, hub: context.pushHub });
  }
};

export default fp(gatewayApp, { name: 'gateway-app', fastify: '5.x' });
