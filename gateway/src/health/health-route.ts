import type { FastifyPluginCallback } from 'fastify';
import { anyQuery, HOOK_RESPONSES, paramsOf } from '../http/route-schemas';
import type { Readiness } from '../observability/readiness';

const statusOf = (values: string[]) => ({
  type: 'object',
  properties: { status: { type: 'string', enum: values } },
  required: ['status'],
  additionalProperties: false,
});

const HEALTH_SCHEMA = {
  params: paramsOf([]),
  querystring: anyQuery('not read'),
  response: { 200: statusOf(['ok']), ...HOOK_RESPONSES },
};

const READY_SCHEMA = {
  params: paramsOf([]),
  querystring: anyQuery('not read'),
  response: {
    200: statusOf(['ready']),
    503: {
      ...statusOf(['not_ready']),
      description: 'an upstream, the identity provider or Redis is away, or the gateway is stopping',
    },
    ...HOOK_RESPONSES,
  },
};

/**
 * `GET /healthz` (alive: answers without calling anything) and `GET /readyz` (ready for traffic: upstreams,
 * identity provider and Redis reachable, not stopping) for load balancers. Which dependency is missing is told
 * on the internal port only.
 */
const healthRoute: FastifyPluginCallback<{ readiness: Readiness }> = (app, { readiness }, done) => {
  app.get('/healthz', { schema: HEALTH_SCHEMA, config: { rateLimit: false } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { schema: READY_SCHEMA, config: { rateLimit: false } }, async (_request, reply) => {
    const report = await readiness.report();
    reply.header('cache-control', 'no-store');
    return report.ready ? { status: 'ready' } : reply.code(503).send({ status: 'not_ready' });
  });
  done();
};

export default healthRoute;
