import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { AppEnv } from '../options';
import { robotsFor } from '../security/robots';
import { PERMISSIONS_POLICY } from '../security/security-headers';

/** Every answer through Fastify carries the request's correlation id, its robots rule and the Permissions-Policy. */
const responseHeadersPlugin: FastifyPluginCallback<{ appEnv: AppEnv }> = (app, { appEnv }, done) => {
  app.addHook('onRequest', (request, reply, next) => {
    reply.header('x-correlationid', request.id);
    reply.header('x-robots-tag', robotsFor(appEnv, request.method, request.url));
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    next();
  });
  done();
};

export default fp(responseHeadersPlugin, { name: 'gateway-response-headers', fastify: '5.x' });
