import type { Readable } from 'node:stream';
import type { ConnectionOptions } from 'node:tls';

/** The interface of the gateway's HTTP/1.1 client (`H1Pool`): what is sent, who receives the answer, options. */

/**
 * What `dispatch` sends. Headers are a flat [name, value, …] list, names in lower case and valid tokens (as Node's
 * parser gives them, or constants); a value with a line break or NUL fails the request. Host is added.
 */
export interface UpstreamRequest {
  method: string;
  /** Path and query, starting with '/'. */
  path: string;
  headers: readonly string[];
  /** A streamed body; sent as it is with the request's Content-Length, else chunked. */
  body: Readable | null;
}

/**
 * The receiver of one answer. `onHeaders` gets the final status (interim 1xx answers are skipped) and the headers
 * as a flat [name, value, …] list (names in lower case, values as sent); `onData` returning false pauses the
 * upstream until `resume` is called. Exactly one of `onComplete` and `onError` ends every request (`onError` also
 * after `abort`, with its reason).
 */
export interface ResponseHandler {
  onConnect(abort: (reason?: Error) => void): void;
  onHeaders(statusCode: number, headers: string[], resume: () => void): void;
  onData(chunk: Buffer): boolean;
  /** The answer is over; `last`: its final bytes when they came with its end (then not given to `onData`). */
  onComplete(last: Buffer | null): void;
  onError(error: Error): void;
}

export interface H1PoolOptions {
  /** At most this many connections; further requests wait for one to be free. */
  connections: number;
  /** No byte from the upstream for this long, while it owes an answer (or while connecting): the request fails. */
  timeoutMs: number;
  /** An idle connection is not reused after this long (nor after the upstream's own Keep-Alive timeout, less 1 s). */
  keepAliveMs: number;
  /** For an https origin: TLS options beyond the host's name (another certificate authority, in tests). */
  tls?: ConnectionOptions;
}

/** The request's own body failed (the browser's upload broke off): nothing the upstream did. */
export class RequestBodyError extends Error {
  override name = 'RequestBodyError';
  readonly code = 'REQUEST_BODY_FAILED';
}
