import { randomUUID } from 'node:crypto';
import { STATUS_CODES, validateHeaderValue } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BASE_RESPONSE_HEADERS, errorNameFor, gatewayErrorBody, sendGatewayError } from './gateway-error';

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * Drops what a failed answer must not carry, or cannot: its Location (an error redirects nowhere) and every header
 * whose value Node refuses (a character outside Latin-1, a line break: `ERR_INVALID_CHAR`). Otherwise the error
 * answer fails on the same header and Fastify's last resort answers with its own text.
 */
function dropUnsendableHeaders(reply: FastifyReply): void {
  reply.removeHeader('location');
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    try {
      for (const one of [value].flat()) validateHeaderValue(name, String(one));
    } catch {
      reply.removeHeader(name);
    }
  }
}

/** Every error becomes a `GatewayError`; 5xx answers never carry the cause (it is logged instead). */
export function gatewayErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = statusOf(error);
  if (status >= 500) request.log.error({ err: error, correlationId: request.id }, 'request failed');
  dropUnsendableHeaders(reply);
  sendGatewayError(reply, status, errorNameFor(status));
}

/** Malformed URLs (bad percent-encoding) and the like, found while routing: 400 without echoing the URL. */
export function frameworkErrorHandler(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  sendGatewayError(reply, 400, 'bad_request');
}

/** The start of a request line of any method but HEAD. */
const NOT_HEAD = /^(?!HEAD )[A-Z]{1,20} /;

/**
 * Requests Node's HTTP parser rejects (huge headers, unknown methods, garbage): a JSON answer, then close. The
 * body goes only where the bytes read show a request line of a method other than HEAD: a HEAD answer never
 * carries one (nor one to a request whose method is not known, as when the overflow came in a later read).
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException & { rawPacket?: unknown },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const start = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1', 0, 24) : '';
  const body = NOT_HEAD.test(start) ? gatewayErrorBody(errorNameFor(status), randomUUID()) : '';
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Robots-Tag: ${BASE_RESPONSE_HEADERS['x-robots-tag']}\r\n` +
      `X-Content-Type-Options: ${BASE_RESPONSE_HEADERS['x-content-type-options']}\r\nConnection: close\r\n\r\n${body}`,
  );
}
