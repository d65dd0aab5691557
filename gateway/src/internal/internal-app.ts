import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  LogController,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { correlationIdFrom } from '../http/correlation-id';
import { frameworkErrorHandler, gatewayErrorHandler } from '../http/error-handlers';
import { sendGatewayError } from '../http/gateway-error';
import { anyQuery, paramsOf } from '../http/route-schemas';
import type { GatewayMetrics } from '../observability/metrics';
import type { Readiness } from '../observability/readiness';
import type { PushHub } from '../push/push-hub';
import pushIngest from '../push/push-ingest';

export interface InternalAppOptions {
  log: Logger;
  metrics: GatewayMetrics;
  readiness: Readiness;
  hub: PushHub;
  /** Without a secret there is no push ingest. */
  pushIngestSecret: string | undefined;
}

const READY_REPORT = {
  type: 'object',
  properties: {
    ready: { type: 'boolean' },
    started: { type: 'boolean' },
    draining: { type: 'boolean' },
    checks: { type: 'object', additionalProperties: { type: 'boolean' } },
  },
  required: ['ready', 'started', 'draining', 'checks'],
  additionalProperties: false,
};

class QuietLogController extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(): void {}
}

const NO_INPUT = { params: paramsOf([]), querystring: anyQuery('not read') };

/**
 * The routes of the internal listener (INTERNAL_PORT, on a private address): Prometheus metrics, liveness and a
 * readiness report naming each dependency, and the push ingest of upstream services. Nothing here is for
 * browsers; the public listener has none of it.
 */
export const internalRoutes: FastifyPluginAsync<InternalAppOptions> = async (app, options) => {
  app.setErrorHandler(gatewayErrorHandler);
  app.setNotFoundHandler((_request, reply) => sendGatewayError(reply, 404));
  app.addHook('onRequest', (request, reply, next) => {
    reply.header('x-correlationid', request.id).header('cache-control', 'no-store');
    next();
  });

  app.get(
    '/metrics',
    { schema: { ...NO_INPUT, response: { 200: { type: 'string' } } } },
    async (_request, reply) => {
      const text = await options.metrics.registry.metrics();
      return reply.type(options.metrics.registry.contentType).send(text);
    },
  );
  app.get(
    '/healthz',
    {
      schema: {
        ...NO_INPUT,
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string', enum: ['ok'] } },
            required: ['status'],
            additionalProperties: false,
          },
        },
      },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    { schema: { ...NO_INPUT, response: { 200: READY_REPORT, 503: READY_REPORT } } },
    async (_request, reply) => {
      const report = await options.readiness.report();
      return reply.code(report.ready ? 200 : 503).send(report);
    },
  );
  if (options.pushIngestSecret !== undefined) {
    await app.register(pushIngest, { secret: options.pushIngestSecret, hub: options.hub });
  }
};

/** The internal listener's Fastify instance (`internalRoutes`), listened on by main.ts. */
export async function buildInternalApp(options: InternalAppOptions): Promise<FastifyInstance> {
  const logger: FastifyBaseLogger = options.log.child({ listener: 'internal' });
  const app = Fastify({
    loggerInstance: logger,
    // Scrapes and probes every few seconds: not worth a log line each.
    logController: new QuietLogController(),
    // Only the cluster reaches this listener (probes, scrapes, the push ingest): its ids are kept.
    genReqId: (req) => correlationIdFrom(req.headers['x-correlationid'], true),
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkErrorHandler,
    ajv: { customOptions: { coerceTypes: false } },
  });
  await app.register(fp(internalRoutes, { name: 'gateway-internal-routes', fastify: '5.x' }), options);
  return app;
}
