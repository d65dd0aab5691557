import type { FastifyPluginCallback } from 'fastify';
import { PUSH_PATH } from '../config/build-app-config';
import type { Forwarding } from '../http/forwarding';
import { sendGatewayError } from '../http/gateway-error';
import {
  anyQuery,
  errorResponses,
  noBody,
  paramsOf,
  UPGRADE_ROUTE_HOOK_RESPONSES,
} from '../http/route-schemas';
import { type PushSessionOptions, startPushSession } from './push-session';
import { isBrandOrigin } from './same-origin';

const PUSH_SCHEMA = {
  params: paramsOf([]),
  querystring: anyQuery('not read (the token comes in the first message, never in the URL)'),
  response: {
    101: noBody('the WebSocket: `{"action":"authenticate","token":…}` first, then the user’s push messages'),
    ...UPGRADE_ROUTE_HOOK_RESPONSES,
    ...errorResponses(403, 426, 429),
  },
};

export interface PushPluginOptions extends PushSessionOptions {
  forwarding: Forwarding;
}

/**
 * `GET /push` (WebSocket). The handshake is refused before the upgrade with 403 unless its Origin is the
 * request's brand origin (scheme included), and with 429 when the client address already holds its share of
 * sockets that have not authenticated; a plain HTTP GET answers 426.
 */
const pushPlugin: FastifyPluginCallback<PushPluginOptions> = (app, options, done) => {
  const { forwarding, ...session } = options;
  app.route({
    method: 'GET',
    url: PUSH_PATH,
    schema: PUSH_SCHEMA,
    preValidation: (request, reply, next) => {
      if (!isBrandOrigin(request.headers.origin, request.brandHost, forwarding.scheme(request.raw))) {
        sendGatewayError(reply, 403, 'forbidden');
        return;
      }
      if (request.ws && !session.sockets.hasRoomFor(forwarding.clientAddress(request.raw))) {
        sendGatewayError(reply, 429, 'too_many_requests');
        return;
      }
      next();
    },
    handler: (_request, reply) => sendGatewayError(reply, 426, 'upgrade_required'),
    wsHandler: (socket, request) => {
      startPushSession(socket, forwarding.clientAddress(request.raw), {
        ...session,
        log: session.log.child({ correlationId: request.id }),
      });
    },
  });
  done();
};

export default pushPlugin;
