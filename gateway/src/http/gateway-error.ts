import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { GatewayError } from '#contracts/errors';

const ERROR_NAMES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  410: 'gone',
  411: 'length_required',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  422: 'unprocessable_entity',
  426: 'upgrade_required',
  429: 'too_many_requests',
  431: 'request_header_fields_too_large',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'upstream_timeout',
};

/** The `error` word of a status: 404 → 'not_found'; unknown 4xx → 'client_error', unknown 5xx → 'internal_error'. */
export function errorNameFor(status: number): string {
  return ERROR_NAMES[status] ?? (status < 500 ? 'client_error' : 'internal_error');
}

export function gatewayErrorBody(error: string, correlationId: string): string {
  const body: GatewayError = { error, correlationId };
  return JSON.stringify(body);
}

/**
 * Answers a `GatewayError` through Fastify (hooks, headers and the request log line still apply); the route's
 * response schema for the status serialises it.
 */
export function sendGatewayError(
  reply: FastifyReply,
  status: number,
  error = errorNameFor(status),
): FastifyReply {
  const body: GatewayError = { error, correlationId: reply.request.id };
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Headers every response of the gateway carries, also the ones written outside Fastify. */
export const BASE_RESPONSE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-robots-tag': 'noindex, nofollow',
} as const;

/** `BASE_RESPONSE_HEADERS` as a flat [name, value, …] list. */
export const BASE_HEADER_LIST: readonly string[] = Object.entries(BASE_RESPONSE_HEADERS).flat();

/**
 * Answers a `GatewayError` on a raw response (the proxy's own path, client errors before routing), with the
 * gateway's own headers (`gatewayHeaders`, a flat list: by default nosniff and robots).
 */
export function writeGatewayError(
  res: ServerResponse,
  status: number,
  error: string,
  correlationId: string,
  gatewayHeaders: readonly string[] = BASE_HEADER_LIST,
): void {
  const body = gatewayErrorBody(error, correlationId);
  res.writeHead(status, [
    ...gatewayHeaders,
    'content-type',
    'application/json; charset=utf-8',
    'content-length',
    String(Buffer.byteLength(body)),
    'cache-control',
    'no-store',
    'x-correlationid',
    correlationId,
  ]);
  res.end(body);
}
