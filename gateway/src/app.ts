import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Bff } from './bff/bff';
import bffRoutes from './bff/bff-routes';
import { cookieName, readCookie } from './bff/cookies';
import { sessionDigest } from './bff/session-store';
import brandPlugin from './brands/brand-plugin';
import configRoute from './config/config-route';
import { integrationOrigins } from './config/integrations';
import type { GatewayContext } from './context';
import healthRoute from './health/health-route';
import errorHandlerPlugin from './http/error-handler-plugin';
import responseHeadersPlugin from './http/response-headers-plugin';
import websocketGuardPlugin from './http/websocket-guard-plugin';
import lifecyclePlugin from './lifecycle/lifecycle-plugin';
import pressurePlugin from './limits/pressure-plugin';
import rateLimitPlugin from './limits/rate-limit-plugin';
import proxyPlugin from './proxy/proxy-plugin';
import pushHubPlugin from './push/push-hub-plugin';
import pushPlugin from './push/push-plugin';
import { CLOSE_GOING_AWAY } from './push/push-session';
import { helmetOptions } from './security/helmet-options';
import securityHeadersPlugin from './security/security-headers-plugin';
import { assetNameOf } from './spa/asset-route';
import localesRoute from './spa/locales-route';
import pageFallbackPlugin from './spa/page-fallback-plugin';
import spaPlugin from './spa/spa-plugin';

/**
 * The gateway: external plugins (WebSocket, security headers, rate limits, under-pressure), then its own
 * (lifecycle, response headers, WebSocket guard, brand resolution, errors, page fallback), then routes (health,
 * config, locales, SPA pages, API proxy, push). Everything they share is built beforehand (`context.ts`); the
 * server (`server.ts`) adds the proxy's fast path in front. The push ingest and the metrics are not here: they
 * live on the internal listener (`internal/internal-app.ts`).
 */
const gatewayApp: FastifyPluginAsync<GatewayContext> = async (app, context) => {
  const { options, settings } = context;

  // External plugins.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 64 * 1024 },
    // On close every socket gets 1001 (going away), so its client reconnects, to another copy.
    preClose(this: FastifyInstance, done) {
      context.pushSockets.closeAll(CLOSE_GOING_AWAY, 'server shutting down');
      for (const client of this.websocketServer.clients)
        client.close(CLOSE_GOING_AWAY, 'server shutting down');
      done();
    },
  });
  await app.register(
    securityHeadersPlugin,
    helmetOptions({
      appEnv: options.appEnv,
      oidcAuthority: options.oidc.authority,
      imageOrigins: options.imageOrigins,
      integrationOrigins: integrationOrigins(context.integrations),
      pushSocketSource: context.pushSocketSource,
    }),
  );
  await app.register(rateLimitPlugin, {
    max: settings.rateLimits.pagesPerAddress,
    windowMs: settings.rateLimits.windowMs,
    forwarding: context.forwarding,
    counter: context.rateCounter,
    metrics: context.metrics,
    uncounted: (request) => {
      const name = assetNameOf(request.url);
      return name !== null && context.spa.assets.holds(name);
    },
  });
  await app.register(pressurePlugin, { limits: settings.pressure, gauge: context.pressure });

  // The gateway's own plugins.
  await app.register(pushHubPlugin, { hub: context.pushHub });
  await app.register(lifecyclePlugin, context);
  await app.register(responseHeadersPlugin, { appEnv: options.appEnv });
  await app.register(websocketGuardPlugin);
  await app.register(brandPlugin, { resolver: context.resolver });
  await app.register(errorHandlerPlugin);
  await app.register(pageFallbackPlugin, context.spa);

  // Routes.
  await app.register(healthRoute, { readiness: context.readiness });
  await app.register(configRoute, { cache: context.configCache });
  await app.register(localesRoute, { spaDir: context.spa.spaDir, brandLocales: context.brandLocales });
  await app.register(spaPlugin, context.spa);
  await app.register(proxyPlugin, { proxy: context.proxy });
  const { bff } = context;
  if (bff !== null) {
    await app.register(bffRoutes, {
      client: bff.client,
      sessions: bff.sessions,
      sealer: bff.sealer,
      forwarding: context.forwarding,
      sessionMaxAgeS: Math.ceil(bff.options.absoluteTimeoutMs / 1000),
    });
  }
  await app.register(pushPlugin, {
    hub: context.pushHub,
    verify: context.verifyToken,
    authGraceMs: options.pushAuthGraceMs ?? 10_000,
    pingIntervalMs: options.pushPingIntervalMs ?? 25_000,
    limiter: context.limiter,
    rules: {
      perAddress: { name: 'push-auth-per-address', max: settings.rateLimits.pushAuthPerAddress },
      perUser: { name: 'push-auth-per-user', max: settings.rateLimits.pushAuthPerUser },
    },
    sockets: context.pushSockets,
    metrics: context.metrics,
    forwarding: context.forwarding,
    log: context.log,
    ...(bff === null ? {} : { bff: pushSessionOf(bff, context) }),
  });
};

/** bff mode's /push: the upgrade's session cookie, its access token refreshed when due. */
function pushSessionOf(bff: Bff, context: GatewayContext) {
  return {
    async session(request: FastifyRequest) {
      const secure = context.forwarding.scheme(request.raw) === 'https';
      const id = readCookie(request.headers.cookie, cookieName('session', secure));
      const session = await bff.sessions.read(id);
      if (session === null || id === undefined) return null;
      const fresh = await bff.sessions.withFreshToken(id, session);
      return fresh === null ? null : { session: sessionDigest(id), token: fresh.accessToken };
    },
    onSessionEnded: bff.sessions.onEnded,
  };
}

export default fp(gatewayApp, { name: 'gateway-app', fastify: '5.x' });
