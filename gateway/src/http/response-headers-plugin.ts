import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { AppEnv } from '../options';
import { robotsFor } from '../security/robots';

/** Every answer through Fastify carries the request's correlation id and its robots rule. */
const responseHeadersPlugin: FastifyPluginCallback<{ appEnv: AppEnv }> = (app, { appEnv }, done) => {
  app.addHook('onRequest', (request, reply, next) => {
    reply.header('x-correlationid', request.id);
    reply.header('x-robots-tag', robotsFor(appEnv, request.method, request.url));
    next();
  });
  done();
};

export default fp(responseHeadersPlugin, { name: 'gateway-response-headers', fastify: '5.x' });
