import { connect, isIP, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { connect as connectTls } from 'node:tls';
import { requestHead, streamRequestBody } from './h1-request';
import {
  type ResponseHead,
  ResponseParser,
  UpstreamError,
  type UpstreamErrorCode,
} from './h1-response-parser';
import { type H1PoolOptions, RequestBodyError, type ResponseHandler, type UpstreamRequest } from './h1-types';

/**
 * One connection of the gateway's HTTP/1.1 client (`H1Pool` documents the client as a whole; its types are in
 * `h1-types.ts`): it writes a request (`requestHead`), streams its body with backpressure, and reads the answer with
 * `ResponseParser`. An answer that comes while the body is still being sent (a 413 or 401 before the upload is
 * read) is delivered like any other, and the rest of the body is not sent.
 */

/** Where every connection's reads land (see `Connection`); only ever read within the read's callback. */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

/** A copy of bytes of `READ_BUFFER` that must outlive the read (a handler may keep what it is given). */
function owned(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafe(bytes.length);
  bytes.copy(copy);
  return copy;
}
const KEEP_ALIVE_TIMEOUT = /(?:^|[,;\s])timeout=(\d{1,6})/i;

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
    this.stopBody = null;
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
    this.stopBody = streamRequestBody(this.socket, body, chunked, {
      current: () => this.current === pending,
      sent: () => {
        this.stopBody = null;
        this.bodySent = true;
      },
      failed: (error) => {
        this.stopBody = null;
        if (this.current === pending) this.failRequest(new RequestBodyError(error.message, { cause: error }));
      },
    });
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
