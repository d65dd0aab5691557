import type { FastifyPluginCallback } from 'fastify';
import type { AppConfigCache } from './app-config-cache';

/** `GET /config.json`: the app config of the request's brand. */
const configRoute: FastifyPluginCallback<{ cache: AppConfigCache }> = (app, { cache }, done) => {
  app.get('/config.json', async (request, reply) => {
    const json = await cache.get(request.brand);
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(json);
  });
  done();
};

export default configRoute;
