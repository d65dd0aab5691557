import type { FastifyPluginCallback } from 'fastify';
import type { ApiProxy } from './api-proxy';

/**
 * `/api/*` through Fastify (used by `inject` and whenever the server's fast path does not take the request).
 * The body is never parsed here: it streams upstream untouched.
 */
const proxyPlugin: FastifyPluginCallback<{ proxy: ApiProxy }> = (app, { proxy }, done) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, next) => next(null));
  app.all('/api/*', { helmet: false }, (request, reply) => {
    reply.hijack();
    proxy.handle(request.raw, reply.raw, request.brand, request.id, false);
  });
  done();
};

export default proxyPlugin;
