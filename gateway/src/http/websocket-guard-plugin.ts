import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { PUSH_PATH } from '../config/build-app-config';
import { sendGatewayError } from './gateway-error';

/** Only /push speaks WebSocket: an upgrade anywhere else is a 404 before anything is upgraded. */
const websocketGuardPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onRequest', (request, reply, next) => {
    if (request.ws && request.routeOptions.url !== PUSH_PATH) {
      sendGatewayError(reply, 404);
      return;
    }
    next();
  });
  done();
};

export default fp(websocketGuardPlugin, {
  name: 'gateway-websocket-guard',
  fastify: '5.x',
  dependencies: ['@fastify/websocket'],
});
