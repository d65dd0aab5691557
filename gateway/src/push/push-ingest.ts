import type { FastifyPluginCallback } from 'fastify';
import { PushEnvelope } from '#contracts/push';
import { sendGatewayError } from '../http/gateway-error';
import { anyQuery, errorResponses, jsonSchemaOf, noBody, paramsOf } from '../http/route-schemas';
import { secretMatches } from '../security/secret-compare';
import type { PushHub } from './push-hub';

export const PUSH_INGEST_PATH = '/internal/push';

const INGEST_SCHEMA = {
  params: paramsOf([]),
  querystring: anyQuery('not read'),
  body: jsonSchemaOf(PushEnvelope, 'input'),
  response: {
    204: noBody('accepted: handed to the relay, which delivers it to the user’s open sockets on every copy'),
    ...errorResponses(400, 401, 403, 404, 413, 415, 500, 503),
  },
};

/**
 * `POST /internal/push` (`PushEnvelope`) on the internal listener only: how upstream services hand a message
 * to a user's sockets. Requires `x-push-secret`; a request that carries an Origin (only a browser sends one)
 * is refused with 403 whatever its secret, and so is anything but JSON (415). 204 when handed to the relay, 400
 * for a body that is not an envelope, 401 for a wrong secret, 503 while the relay (Redis) cannot take it.
 */
const pushIngest: FastifyPluginCallback<{ secret: string; hub: PushHub }> = (app, { secret, hub }, done) => {
  app.post(
    PUSH_INGEST_PATH,
    {
      schema: INGEST_SCHEMA,
      bodyLimit: 64 * 1024,
      onRequest: (request, reply, next) => {
        if (request.headers.origin !== undefined) {
          sendGatewayError(reply, 403, 'forbidden');
          return;
        }
        if (!secretMatches(request.headers['x-push-secret'], secret)) {
          sendGatewayError(reply, 401, 'unauthorized');
          return;
        }
        if (!/^application\/json\s*(?:;|$)/i.test(request.headers['content-type'] ?? '')) {
          sendGatewayError(reply, 415, 'unsupported_media_type');
          return;
        }
        next();
      },
    },
    async (request, reply) => {
      // The schema has checked the shape already; the contract's parse gives the typed (and stripped) envelope.
      const envelope = PushEnvelope.safeParse(request.body);
      if (!envelope.success) return sendGatewayError(reply, 400, 'bad_request');
      // Traced, this is the ingest's server span (observability/tracing.ts): the message continues its trace.
      const { traceparent } = request.headers;
      try {
        await hub.publish(
          envelope.data.userId,
          envelope.data.message,
          typeof traceparent === 'string' ? traceparent : undefined,
        );
      } catch (error) {
        request.log.warn({ err: error }, 'push relay refused a message');
        return sendGatewayError(reply, 503, 'service_unavailable');
      }
      return reply.code(204).send();
    },
  );
  done();
};

export default pushIngest;
