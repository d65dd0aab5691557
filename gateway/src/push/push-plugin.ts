import type { FastifyPluginCallback } from 'fastify';
import { sendGatewayError } from '../http/gateway-error';
import { type PushSessionOptions, startPushSession } from './push-session';
import { isBrandOrigin } from './same-origin';

/**
 * `GET /push` (WebSocket). The handshake is refused with 403 before the upgrade unless its Origin is the
 * request's brand origin; a plain HTTP GET answers 426.
 */
const pushPlugin: FastifyPluginCallback<PushSessionOptions> = (app, options, done) => {
  app.route({
    method: 'GET',
    url: '/push',
    preValidation: (request, reply, next) => {
      if (isBrandOrigin(request.headers.origin, request.brandHost)) {
        next();
        return;
      }
      sendGatewayError(reply, 403, 'forbidden');
    },
    handler: (_request, reply) => sendGatewayError(reply, 426, 'upgrade_required'),
    wsHandler: (socket, request) => {
      startPushSession(socket, { ...options, log: options.log.child({ correlationId: request.id }) });
    },
  });
  done();
};

export default pushPlugin;
