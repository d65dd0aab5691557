import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
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
import { type PushSessionOf, type PushSessionOptions, startPushSession } from './push-session';
import { isBrandOrigin } from './same-origin';

const PUSH_SCHEMA = {
  params: paramsOf([]),
  querystring: anyQuery('not read (the token comes in the first message, never in the URL)'),
  response: {
    101: noBody('the WebSocket: `{"action":"authenticate","token":…}` first, then the user’s push messages'),
    ...UPGRADE_ROUTE_HOOK_RESPONSES,
    ...errorResponses(401, 403, 426, 429),
  },
};

export interface PushPluginOptions extends PushSessionOptions {
  forwarding: Forwarding;
  /**
   * bff mode: the upgrade's session (cookie; its digest) and its fresh access token, or null (refused 401). The
   * socket authenticates with it at once. A session ending on this copy (`onSessionEnded`) is told to every
   * copy through the hub, whose sockets of that session then close.
   */
  bff?: {
    session(request: FastifyRequest): Promise<PushSessionOf | null>;
    onSessionEnded(listener: (digest: string, userId: string) => void): () => void;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** bff mode: the session a /push upgrade authenticated with. */
    pushSession?: PushSessionOf;
  }
}

/**
 * `GET /push` (WebSocket). The handshake is refused before the upgrade with 403 unless its Origin is the
 * request's brand origin (scheme included), and with 429 when the client address already holds its share of
 * sockets that have not authenticated; a plain HTTP GET answers 426.
 */
const pushPlugin: FastifyPluginCallback<PushPluginOptions> = (app, options, done) => {
  const { forwarding, bff, ...session } = options;
  if (bff !== undefined) {
    const stop = bff.onSessionEnded((digest, userId) => {
      session.hub.endSession(userId, digest).catch((error: unknown) => {
        session.log.warn({ err: error }, 'push relay: a session end was not relayed');
      });
    });
    app.addHook('onClose', async () => stop());
  }
  app.route({
    method: 'GET',
    url: PUSH_PATH,
    schema: PUSH_SCHEMA,
    preValidation: async (request, reply) => {
      if (!isBrandOrigin(request.headers.origin, request.brandHost, forwarding.scheme(request.raw))) {
        return sendGatewayError(reply, 403, 'forbidden');
      }
      if (request.ws && !session.sockets.hasRoomFor(forwarding.clientAddress(request.raw))) {
        return sendGatewayError(reply, 429, 'too_many_requests');
      }
      if (bff !== undefined && request.ws) {
        const found = await bff.session(request);
        if (found === null) return sendGatewayError(reply, 401, 'unauthorized');
        request.pushSession = found;
      }
    },
    handler: (_request, reply) => sendGatewayError(reply, 426, 'upgrade_required'),
    wsHandler: (socket, request) => {
      startPushSession(
        socket,
        forwarding.clientAddress(request.raw),
        { ...session, log: session.log.child({ correlationId: request.id }) },
        request.pushSession,
      );
    },
  });
  done();
};

export default pushPlugin;
