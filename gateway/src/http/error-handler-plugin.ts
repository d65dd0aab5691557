import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { gatewayErrorHandler } from './error-handlers';

/** Every error of a route or hook is answered as a `GatewayError`. */
const errorHandlerPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.setErrorHandler(gatewayErrorHandler);
  done();
};

export default fp(errorHandlerPlugin, { name: 'gateway-error-handler', fastify: '5.x' });
