import type { FastifyPluginCallback } from 'fastify';
import { AppConfig } from '#contracts/app-config';
import { anyQuery, HOOK_RESPONSES, jsonSchemaOf, paramsOf } from '../http/route-schemas';
import type { AppConfigCache } from './app-config-cache';

const CONFIG_SCHEMA = {
  params: paramsOf([]),
  querystring: anyQuery('not read'),
  // The body is serialised once per brand by the cache: the schema documents it, nothing re-serialises it.
  response: { 200: jsonSchemaOf(AppConfig), ...HOOK_RESPONSES },
};

/** `GET /config.json`: the app config of the request's brand. */
const configRoute: FastifyPluginCallback<{ cache: AppConfigCache }> = (app, { cache }, done) => {
  app.get('/config.json', { schema: CONFIG_SCHEMA }, async (request, reply) => {
    const json = await cache.get(request.brand);
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(json);
  });
  done();
};

export default configRoute;
