import type { FastifyPluginCallback, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { sendGatewayError } from '../http/gateway-error';
import { anyQuery, errorResponses, HOOK_RESPONSES, paramsOf } from '../http/route-schemas';
import type { ApiProxy } from './api-proxy';
import { PROXY_REFUSED_METHODS } from './fast-path';

/** Methods Fastify takes without a body (a body schema on them is refused). */
const BODYLESS_METHODS: readonly HTTPMethods[] = ['GET', 'HEAD', 'TRACE'];

/**
 * Documentation of the proxy, not a cost on it: the reply is hijacked and streamed (nothing is serialised), and
 * the server's fast path never reaches this route.
 */
const PROXY_SCHEMA = {
  params: paramsOf(['*']),
  querystring: anyQuery('passed to the upstream untouched'),
  response: {
    default: { description: "the upstream's answer, streamed untouched" },
    ...HOOK_RESPONSES,
    ...errorResponses(400, 404, 405, 413, 429, 502, 503, 504),
  },
};
const BODY_SCHEMA = { description: 'any body, streamed to the upstream untouched (never parsed)' };

/**
 * `/api/*` through Fastify (used by `inject` and whenever the server's fast path does not take the request).
 * The gateway's own answers (GatewayError): 400 a path escaping its service, 404 an unknown service, 405 TRACE,
 * 413 a body over the service's limit, 429 a rate limit, 502 an upstream refusing, resetting, answering 5xx or
 * with its circuit open, 503 under pressure (or the upstream's own 503), 504 an upstream not answering in time.
 */
const proxyPlugin: FastifyPluginCallback<{ proxy: ApiProxy }> = (app, { proxy }, done) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, next) => next(null));
  app.addHook('onRequest', (request, reply, next) => {
    if (PROXY_REFUSED_METHODS.has(request.method)) {
      sendGatewayError(reply, 405);
      return;
    }
    next();
  });
  const handler = (request: FastifyRequest, reply: FastifyReply): void => {
    reply.hijack();
    proxy.handle(request.raw, reply.raw, request.brand, request.id, false);
  };
  // The proxy counts its own rate limits (per address and per user, on the fast path too), and passes on the
  // upstream's answer without the gateway's page headers.
  const config = { rateLimit: false, securityHeaders: false } as const;
  app.route({
    method: [...BODYLESS_METHODS],
    url: '/api/*',
    config,
    schema: PROXY_SCHEMA,
    handler,
  });
  app.route({
    method: app.supportedMethods.filter((method) => !BODYLESS_METHODS.includes(method)),
    url: '/api/*',
    config,
    schema: { ...PROXY_SCHEMA, body: BODY_SCHEMA },
    handler,
  });
  done();
};

export default proxyPlugin;
