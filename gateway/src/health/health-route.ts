import type { FastifyPluginCallback } from 'fastify';

/** `GET /healthz` for the container health check: answers without calling any upstream. */
const healthRoute: FastifyPluginCallback = (app, _options, done) => {
  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    },
  );
  done();
};

export default healthRoute;
