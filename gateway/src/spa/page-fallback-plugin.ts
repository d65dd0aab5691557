import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { sendGatewayError } from '../http/gateway-error';
import { type SpaOptions, sendIndex, wantsPageFallback } from './spa-plugin';

/** A path no route takes: index.html when a browser asks for a page, a JSON 404 otherwise. */
const pageFallbackPlugin: FastifyPluginCallback<SpaOptions> = (app, spa, done) => {
  app.setNotFoundHandler((request, reply) =>
    wantsPageFallback(request) ? sendIndex(spa, request, reply) : sendGatewayError(reply, 404),
  );
  done();
};

export default fp(pageFallbackPlugin, { name: 'gateway-page-fallback', fastify: '5.x' });
