import type { FastifyPluginCallback } from 'fastify';
import { PushEnvelope } from '#contracts/push';
import { sendGatewayError } from '../http/gateway-error';
import {
  anyQuery,
  errorResponses,
  HOOK_RESPONSES,
  jsonSchemaOf,
  noBody,
  paramsOf,
} from '../http/route-schemas';
import { secretMatches } from '../security/secret-compare';
import type { PushHub } from './push-hub';

const INGEST_SCHEMA = {
  params: paramsOf([]),
  querystring: anyQuery('not read'),
  body: jsonSchemaOf(PushEnvelope, 'input'),
  response: {
    204: noBody('accepted: delivered to the user’s open sockets'),
    ...HOOK_RESPONSES,
    ...errorResponses(400, 401, 413, 415),
  },
};

/**
 * `POST /internal/push` (`PushEnvelope`): how upstream services hand a message to a user's sockets. Requires
 * `x-push-secret`; 204 when accepted, 400 for a body that is not an envelope, 401 for a wrong secret.
 */
const pushIngest: FastifyPluginCallback<{ secret: string; hub: PushHub }> = (app, { secret, hub }, done) => {
  app.post(
    '/internal/push',
    {
      schema: INGEST_SCHEMA,
      onRequest: (request, reply, next) => {
        if (secretMatches(request.headers['x-push-secret'], secret)) {
          next();
          return;
        }
        sendGatewayError(reply, 401, 'unauthorized');
      },
    },
    async (request, reply) => {
      // The schema has checked the shape already; the contract's parse gives the typed (and stripped) envelope.
      const envelope = PushEnvelope.safeParse(request.body);
      if (!envelope.success) return sendGatewayError(reply, 400, 'bad_request');
      await hub.publish(envelope.data.userId, envelope.data.message);
      return reply.code(204).send();
    },
  );
  done();
};

export default pushIngest;
