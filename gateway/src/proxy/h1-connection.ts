import { connect, isIP, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { type ConnectionOptions, connect as connectTls } from 'node:tls';
import { requestHead } from './h1-request';
import {
  type ResponseHead,
  ResponseParser,
  UpstreamError,
  type UpstreamErrorCode,
} from './h1-response-parser';

/**
 * One connection of the gateway's HTTP/1.1 client (`H1Pool` documents the client as a whole) and the client's
 * types: it writes a request (`requestHead`), streams its body with backpressure, and reads the answer with
 * `ResponseParser`. An answer that comes while the body is still being sent (a 413 or 401 before the upload is
 * read) is delivered like any other, and the rest of the body is not sent.
 */

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

/** Where every connection's reads land (see `Connection`); only ever read within the read's callback. */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

/** A copy of bytes of `READ_BUFFER` that must outlive the read (a handler may keep what it is given). */
function owned(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafe(bytes.length);
  bytes.copy(copy);
  return copy;
}
const KEEP_ALIVE_TIMEOUT = /(?:^|[,;\s])timeout=(\d{1,6})/i;
function ignore(): void {}

export interface Pending {
  request: UpstreamRequest;
  handler: ResponseHandler;
  aborted: boolean;
  /** The connection it was sent on (null while it waits for one). */
  connection: Connection | null;
}

/** What a connection needs of its pool. */
export interface ConnectionOwner {
  readonly options: H1PoolOptions;
  /** An https origin: connections speak TLS. */
  readonly secure: boolean;
  /** The origin's host (and port), as the Host header names it. */
  readonly host: string;
  /** The connection finished its request. */
  released(connection: Connection): void;
  /** The connection closed. */
  gone(connection: Connection): void;
}

export class Connection {
  readonly socket: Socket;
  /** The request being answered on this connection. */
  current: Pending | null = null;
  connected = false;
  /** The connection can carry another request after this one. */
  reusable = true;
  idleSince = 0;
  /** The upstream's Keep-Alive timeout for idle connections, less a margin (ms). */
  idleLimitMs: number;
  private keepAliveSeen: string | null = null;
  private readonly parser: ResponseParser;
  private bodySent = true;
  /** Stops streaming the current request's body (set while one streams). */
  private stopBody: (() => void) | null = null;
  private failure: Error | null = null;
  /** The handler's downstream could take more: read on, with the upstream's silence timed again. */
  private readonly resume = (): void => {
    if (!this.socket.isPaused()) return;
    this.socket.setTimeout(this.pool.options.timeoutMs);
    this.socket.resume();
  };

  constructor(
    private readonly pool: ConnectionOwner,
    host: string,
    port: number,
  ) {
    this.idleLimitMs = pool.options.keepAliveMs;
    this.parser = new ResponseParser({
      onHead: (head) => this.head(head),
      onBody: (data) => this.deliver(data),
      onEnd: (last, extra) => this.complete(last === null ? null : owned(last), extra),
    });
    let socket: Socket;
    if (pool.secure) {
      socket = connectTls({
        host,
        port,
        servername: isIP(host) === 0 ? host : undefined,
        ALPNProtocols: ['http/1.1'],
        ...pool.options.tls,
      });
      socket.setNoDelay(true);
      socket.on('data', (chunk: Buffer) => this.read(chunk));
    } else {
      // Plain TCP reads land in one buffer shared by every connection (no 64 KiB allocation and no stream
      // machinery per read); whatever outlives the read is copied out of it (`owned`).
      socket = connect({
        host,
        port,
        noDelay: true,
        onread: {
          buffer: READ_BUFFER,
          callback: (length: number) => {
            this.read(READ_BUFFER.subarray(0, length));
            return true; // backpressure pauses the socket itself (`deliver`)
          },
        },
      });
    }
    this.socket = socket;
    socket.setTimeout(pool.options.timeoutMs);
    socket.on('connect', () => {
      this.connected = true;
    });
    socket.on('end', () => this.ended());
    socket.on('timeout', () => this.timedOut());
    socket.on('error', (error) => {
      this.failure ??= error;
    });
    socket.on('close', () => this.closed());
  }

  /** Sends a request on this connection. */
  send(pending: Pending): void {
    this.current = pending;
    pending.connection = this;
    const { request } = pending;
    this.parser.start(request.method === 'HEAD');
    const body = request.body;
    const head = requestHead(request.method, request.path, this.pool.host, request.headers, body !== null);
    if (head === null) {
      this.failRequest(new UpstreamError('UPSTREAM_BAD_REQUEST', 'the path or a header cannot be sent'));
      return;
    }
    this.socket.write(head.text, 'latin1');
    if (body === null) {
      this.bodySent = true;
      return;
    }
    this.bodySent = false;
    this.streamBody(body, head.chunked, pending);
  }

  private streamBody(body: Readable, chunked: boolean, pending: Pending): void {
    const socket = this.socket;
    const onDrain = (): void => {
      body.resume();
    };
    const cleanup = (): void => {
      this.stopBody = null;
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      socket.off('drain', onDrain);
    };
    const onData = (chunk: Buffer | string): void => {
      if (this.current !== pending) {
        cleanup();
        return;
      }
      let ok: boolean;
      if (chunked) {
        if (chunk.length === 0) return;
        socket.cork();
        socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n`, 'latin1');
        socket.write(chunk);
        ok = socket.write('\r\n', 'latin1');
        socket.uncork();
      } else {
        ok = socket.write(chunk);
      }
      if (!ok) body.pause();
    };
    const onEnd = (): void => {
      cleanup();
      if (this.current !== pending) return;
      if (chunked) socket.write('0\r\n\r\n', 'latin1');
      this.bodySent = true;
    };
    const onError = (error: Error): void => {
      cleanup();
      if (this.current === pending) this.failRequest(new RequestBodyError(error.message, { cause: error }));
    };
    this.stopBody = () => {
      cleanup();
      // The rest of the body is read and dropped (an error of it, too: nobody waits for it any more).
      body.on('error', ignore);
      body.resume();
    };
    body.on('data', onData);
    body.on('end', onEnd);
    body.on('error', onError);
    socket.on('drain', onDrain);
  }

  /** Stops the current request: its handler gets `reason`, and the connection (mid-exchange) is closed. */
  abort(pending: Pending, reason: Error): void {
    if (this.current === pending) this.failRequest(reason);
  }

  private read(chunk: Buffer): void {
    if (this.current === null) {
      // Bytes nobody asked for: the connection's framing is lost.
      this.reusable = false;
      this.socket.destroy();
      return;
    }
    try {
      this.parser.feed(chunk);
    } catch (error) {
      // A handler that threw (a header Node refuses to send) or a malformed answer: the request fails, once.
      this.failRequest(
        error instanceof Error ? error : new UpstreamError('UPSTREAM_BAD_RESPONSE', String(error)),
      );
    }
  }

  private deliver(data: Buffer): void {
    const pending = this.current as Pending;
    if (!pending.handler.onData(owned(data)) && this.current === pending && !this.socket.isPaused()) {
      // The browser is slower than the upstream: its silence while it waits is not the upstream's fault.
      this.socket.setTimeout(0);
      this.socket.pause();
    }
  }

  private head(head: ResponseHead): void {
    const pending = this.current as Pending;
    if (head.close) this.reusable = false;
    const keepAlive = head.keepAlive;
    if (keepAlive !== null && keepAlive !== this.keepAliveSeen) {
      // Servers send the same value every time: it is read once per connection.
      this.keepAliveSeen = keepAlive;
      const seconds = KEEP_ALIVE_TIMEOUT.exec(keepAlive)?.[1];
      if (seconds !== undefined) {
        this.idleLimitMs = Math.min(this.pool.options.keepAliveMs, Number(seconds) * 1000 - 1000);
      }
    }
    if (!this.bodySent && (head.statusCode >= 400 || head.close)) {
      // An early refusal (413, 401, 400 … before the body was read): the rest of the body is not sent, and
      // the connection, whose request was cut short, is not reused.
      this.reusable = false;
      this.stopBody?.();
    }
    pending.handler.onHeaders(head.statusCode, head.headers, this.resume);
  }

  private complete(last: Buffer | null, extra: number): void {
    const pending = this.current;
    if (pending === null) return;
    this.current = null;
    // Bytes after the answer (nobody asked for them) or a body not sent whole: the framing is lost.
    if (!this.bodySent || extra > 0) this.reusable = false;
    this.resume();
    pending.handler.onComplete(last);
    this.pool.released(this);
  }

  /** Ends the current request with `error` and closes the connection. */
  private failRequest(error: Error): void {
    const pending = this.current;
    this.current = null;
    this.parser.stop();
    this.reusable = false;
    this.stopBody?.();
    this.socket.destroy();
    if (pending !== null) pending.handler.onError(error);
  }

  /** Why the connection broke off: a refused body when it failed while the body was sent and nothing answered. */
  private brokenOff(): Error {
    const error =
      this.failure ?? new UpstreamError('UPSTREAM_SOCKET_CLOSED', 'the upstream closed the connection');
    if (this.bodySent || !this.parser.readingHead || !this.connected) return error;
    return new UpstreamError('UPSTREAM_BODY_REFUSED', 'the upstream stopped reading the request body', {
      cause: error,
    });
  }

  private ended(): void {
    if (this.current !== null && this.parser.finish()) return;
    this.reusable = false;
    if (this.current !== null) this.failRequest(this.brokenOff());
    else this.socket.destroy();
  }

  private timedOut(): void {
    if (this.current === null) {
      this.reusable = false;
      this.socket.destroy();
      return;
    }
    const code: UpstreamErrorCode = !this.connected
      ? 'UPSTREAM_CONNECT_TIMEOUT'
      : this.parser.readingHead
        ? 'UPSTREAM_HEADERS_TIMEOUT'
        : 'UPSTREAM_BODY_TIMEOUT';
    this.failRequest(new UpstreamError(code, 'the upstream did not answer in time'));
  }

  private closed(): void {
    this.reusable = false;
    const pending = this.current;
    if (pending !== null) {
      if (this.failure === null && this.parser.finish()) {
        this.pool.gone(this);
        return;
      }
      this.current = null;
      this.parser.stop();
      this.stopBody?.();
      pending.handler.onError(this.brokenOff());
    }
    this.pool.gone(this);
  }
}
