import { createServer } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import gatewayApp from './app';
import { createGatewayContext } from './context';
import { correlationIdFrom } from './http/correlation-id';
import { clientErrorHandler, frameworkErrorHandler } from './http/error-handlers';
import { GatewayLogController } from './http/request-log';
import type { GatewayOptions } from './options';

const BODY_LIMIT = 1024 * 1024;
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * The gateway's Fastify instance with the app (`app.ts`) registered. Its HTTP server hands proxied `/api/`
 * requests to the proxy's fast path before Fastify's router sees them; everything else goes through Fastify.
 */
export async function buildServer(options: GatewayOptions): Promise<FastifyInstance> {
  const context = createGatewayContext(options);
  const logger: FastifyBaseLogger = context.log;
  const app = Fastify({
    loggerInstance: logger,
    logController: new GatewayLogController(context.writeLine),
    genReqId: (req) => correlationIdFrom(req.headers['x-correlationid']),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    // Request parts are checked exactly as their contracts say: no number becomes a string on the way.
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    serverFactory: (handler) => {
      const server = createServer((req, res) => {
        if (!context.fastPath.take(req, res)) handler(req, res);
      });
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
  });
  await app.register(gatewayApp, context);
  return app;
}
