import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError } from './body-limit';
import type { UpstreamErrorCode, UpstreamRequest } from './h1/h1-pool';

/** How a failed upstream call is told apart: whose fault, which status, whether it is tried again. */

const TIMEOUT_CODES: ReadonlySet<string> = new Set<UpstreamErrorCode>([
  'UPSTREAM_HEADERS_TIMEOUT',
  'UPSTREAM_BODY_TIMEOUT',
  'UPSTREAM_CONNECT_TIMEOUT',
]);
/** Failures of the connection before any answer, which a new connection may not have (a stale keep-alive). */
const RETRYABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'UPSTREAM_SOCKET_CLOSED',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** Methods that are retried: safe ones, and only without a body (which could not be sent twice anyway). */
const RETRIED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function codeOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Failures the browser's request caused, not the upstream: its body broke off or would not be sent, the upstream
 * refused the body before answering, or the gateway was closing. They never count towards a circuit, so no
 * anonymous client can open one for everybody; only the upstream's own failures do (no connection, timeouts,
 * 502/503/504, broken framing).
 */
const CLIENT_CAUSED_CODES: ReadonlySet<string> = new Set([
  'REQUEST_BODY_FAILED',
  'UPSTREAM_BODY_REFUSED',
  'UPSTREAM_BAD_REQUEST',
  'UPSTREAM_POOL_CLOSED',
]);

/**
 * The browser's answer to a failed upstream call: 413 for a body past its limit, 400 for a body that broke off,
 * 504 on timeout (408 instead while the browser still owes its body: see `onError`), else 502.
 */
export function statusFor(error: Error): number {
  if (error instanceof BodyTooLargeError) return 413;
  const code = codeOf(error);
  if (code === 'REQUEST_BODY_FAILED') return 400;
  return isTimeout(error) ? 504 : 502;
}

/** The browser announced a body and has not sent all of it yet. */
export function owesBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  const announced =
    (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
  return announced && !req.complete;
}

export function isTimeout(error: Error): boolean {
  const code = codeOf(error);
  return code !== undefined && TIMEOUT_CODES.has(code);
}

/** True when a failure is the upstream's own (see `CLIENT_CAUSED_CODES`). */
export function upstreamsFault(error: Error): boolean {
  if (error instanceof BodyTooLargeError) return false;
  const code = codeOf(error);
  return code === undefined || !CLIENT_CAUSED_CODES.has(code);
}

/** A safe, bodiless request whose connection failed before any answer, with attempts left, is tried again. */
export function canRetry(
  error: Error,
  request: UpstreamRequest,
  answered: boolean,
  attemptsLeft: boolean,
): boolean {
  const code = codeOf(error);
  return (
    !answered &&
    attemptsLeft &&
    request.body == null &&
    RETRIED_METHODS.has(request.method) &&
    code !== undefined &&
    RETRYABLE_CODES.has(code)
  );
}
