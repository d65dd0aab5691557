import type { FastifyPluginCallback } from 'fastify';
import { anyQuery, HOOK_RESPONSES, paramsOf } from '../http/route-schemas';

const HEALTH_SCHEMA = {
  params: paramsOf([]),
  querystring: anyQuery('not read'),
  response: {
    200: {
      type: 'object',
      properties: { status: { type: 'string', enum: ['ok'] } },
      required: ['status'],
      additionalProperties: false,
    },
    ...HOOK_RESPONSES,
  },
};

/** `GET /healthz` for the container health check: answers without calling any upstream. */
const healthRoute: FastifyPluginCallback = (app, _options, done) => {
  app.get('/healthz', { schema: HEALTH_SCHEMA }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  done();
};

export default healthRoute;
