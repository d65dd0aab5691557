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
import { CLOSE_UNAUTHORIZED, type PushSessionOptions, startPushSession } from './push-session';
import type { TrackedSocket } from './push-sockets';
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
   * bff mode: the upgrade's session (cookie) and its fresh access token, or null (refused 401). The socket
   * authenticates with it at once and closes when the session ends (`onSessionEnded`).
   */
  bff?: {
    session(request: FastifyRequest): Promise<{ id: string; token: string } | null>;
    onSessionEnded(listener: (id: string) => void): () => void;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** bff mode: the session a /push upgrade authenticated with. */
    pushSession?: { id: string; token: string };
  }
}

/**
 * `GET /push` (WebSocket). The handshake is refused before the upgrade with 403 unless its Origin is the
 * request's brand origin (scheme included), and with 429 when the client address already holds its share of
 * sockets that have not authenticated; a plain HTTP GET answers 426.
 */
const pushPlugin: FastifyPluginCallback<PushPluginOptions> = (app, options, done) => {
  const { forwarding, bff, ...session } = options;
  /** bff mode: the open sockets of each session, closed when it ends. */
  const bySession = new Map<string, Set<TrackedSocket>>();
  if (bff !== undefined) {
    const stop = bff.onSessionEnded((id) => {
      for (const socket of bySession.get(id) ?? []) socket.close(CLOSE_UNAUTHORIZED, 'session ended');
      bySession.delete(id);
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
      const preset = request.pushSession;
      const tracked = startPushSession(
        socket,
        forwarding.clientAddress(request.raw),
        { ...session, log: session.log.child({ correlationId: request.id }) },
        preset,
      );
      if (preset === undefined || tracked === null) return;
      const sockets = bySession.get(preset.id) ?? new Set<TrackedSocket>();
      sockets.add(tracked);
      bySession.set(preset.id, sockets);
      socket.on('close', () => {
        sockets.delete(tracked);
        if (sockets.size === 0 && bySession.get(preset.id) === sockets) bySession.delete(preset.id);
      });
    },
  });
  done();
};

export default pushPlugin;
