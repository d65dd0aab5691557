import { createServer } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import gatewayApp from './app';
import { createGatewayContext, type GatewayContext } from './context';
import { correlationIdFrom } from './http/correlation-id';
import { clientErrorHandler, frameworkErrorHandler } from './http/error-handlers';
import { GatewayLogController } from './http/request-log';
import { buildInternalApp } from './internal/internal-app';
import type { GatewayOptions } from './options';

const BODY_LIMIT = 1024 * 1024;
/** How often Node looks for requests past their header or request timeout. */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The internal listener's app (metrics, readiness, push ingest); closed with the gateway. */
    internal: FastifyInstance;
    /** What the gateway's parts share (readiness, push sockets, metrics…), for its lifecycle and tests. */
    gateway: GatewayContext;
  }
}

/**
 * The gateway's Fastify instance with the app (`app.ts`) registered, and its internal app (`app.internal`,
 * listened on by `main.ts` on its own port). The HTTP server hands proxied `/api/` requests to the proxy's fast
 * path before Fastify's router sees them; everything else goes through Fastify. Its timeouts close slow clients:
 * headers must be complete within `headersTimeoutMs` (slow-loris), the whole request within `requestTimeoutMs`,
 * and an idle keep-alive connection goes after `keepAliveTimeoutMs`.
 */
export async function buildServer(options: GatewayOptions): Promise<FastifyInstance> {
  const context = createGatewayContext(options);
  const logger: FastifyBaseLogger = context.log;
  const timeouts = context.settings.httpTimeouts;
  const app = Fastify({
    loggerInstance: logger,
    logController: new GatewayLogController(context.record),
    genReqId: (req) =>
      correlationIdFrom(
        req.headers['x-correlationid'],
        context.forwarding.trusts(req.socket.remoteAddress ?? ''),
      ),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    // Request parts are checked exactly as their contracts say: no number becomes a string on the way.
    ajv: { customOptions: { coerceTypes: false } },
    // X-Forwarded-* are believed only from the configured proxies.
    trustProxy: (address) => context.forwarding.trusts(address),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // While closing, a request that arrives on an open connection is still served (with Connection: close).
    return503OnClosing: false,
    serverFactory: (handler) => {
      const server = createServer(
        {
          headersTimeout: timeouts.headersTimeoutMs,
          requestTimeout: timeouts.requestTimeoutMs,
          keepAliveTimeout: timeouts.keepAliveTimeoutMs,
          connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
        },
        (req, res) => {
          if (!context.fastPath.take(req, res)) handler(req, res);
        },
      );
      return server;
    },
  });
  app.decorate('gateway', context);
  await app.register(gatewayApp, context);
  const internal = await buildInternalApp({
    log: context.log,
    metrics: context.metrics,
    readiness: context.readiness,
    hub: context.pushHub,
    pushIngestSecret: options.pushIngestSecret,
  });
  app.decorate('internal', internal);
  app.addHook('onClose', async () => {
    await internal.close();
  });
  return app;
}
