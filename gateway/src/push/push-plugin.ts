import type { FastifyPluginCallback } from 'fastify';
import { PUSH_PATH } from '../config/build-app-config';
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
    ...errorResponses(403, 426),
  },
};

/**
 * `GET /push` (WebSocket). The handshake is refused with 403 before the upgrade unless its Origin is the
 * request's brand origin; a plain HTTP GET answers 426.
 */
const pushPlugin: FastifyPluginCallback<PushSessionOptions> = (app, options, done) => {
  app.route({
    method: 'GET',
    url: PUSH_PATH,
    schema: PUSH_SCHEMA,
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
