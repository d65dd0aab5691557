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
      description: 'not started yet, stopping, or the configured Redis does not answer',
    },
    ...HOOK_RESPONSES,
  },
};

/**
 * `GET /healthz` (alive: answers without calling anything) and `GET /readyz` (this copy can serve: started, not
 * stopping, its Redis answering when configured; never an upstream) for load balancers. Why it is not ready is
 * told on the internal port only.
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
