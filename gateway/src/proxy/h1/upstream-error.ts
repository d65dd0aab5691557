/** The failures of the gateway's HTTP/1.1 client, as codes the proxy maps to its answer. */

/** Why an upstream request failed, as a code the proxy maps to its answer (504 for timeouts, 502 otherwise). */
export type UpstreamErrorCode =
  | 'UPSTREAM_CONNECT_TIMEOUT'
  | 'UPSTREAM_HEADERS_TIMEOUT'
  | 'UPSTREAM_BODY_TIMEOUT'
  /** The connection ended before the answer was complete. */
  | 'UPSTREAM_SOCKET_CLOSED'
  /**
   * The connection failed while the request's body was still being sent and before any answer: the upstream
   * stopped reading it (a refusal whose answer was lost with the connection), not a failure of the service.
   */
  | 'UPSTREAM_BODY_REFUSED'
  /** Not HTTP/1.1 as RFC 9112 frames it (status line, header syntax, sizes, framing). */
  | 'UPSTREAM_BAD_RESPONSE'
  | 'UPSTREAM_POOL_CLOSED'
  /** A request header or path the gateway would not send (a line break in it). */
  | 'UPSTREAM_BAD_REQUEST';

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly code: UpstreamErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
