import { connect, isIP, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { type ConnectionOptions, connect as connectTls } from 'node:tls';

/**
 * The gateway's HTTP/1.1 client for its upstreams: a pool of keep-alive connections to one origin, with a small
 * response parser of its own. It replaces undici on the proxy's path because the proxy's CPU per request is
 * budgeted against nginx's, and a general-purpose client (WebAssembly parser, request objects, header validation
 * of what Node's server has already validated) spent a third of it. It does only what the proxy needs: one request
 * at a time per connection (no pipelining), over plain TCP or TLS (https origins, certificates checked against the
 * system's authorities), streamed bodies both ways with backpressure, timeouts, and it never follows redirects. Anything an upstream sends that is not well-formed HTTP/1.1 fails the request.
 */

/** Why an upstream request failed, as a code the proxy maps to its answer (504 for timeouts, 502 otherwise). */
export type UpstreamErrorCode =
  | 'UPSTREAM_CONNECT_TIMEOUT'
  | 'UPSTREAM_HEADERS_TIMEOUT'
  | 'UPSTREAM_BODY_TIMEOUT'
  /** The connection ended before the answer was complete. */
  | 'UPSTREAM_SOCKET_CLOSED'
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
  ) {
    super(message);
  }
}

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
 * The receiver of one answer. `onHeaders` gets the final status (interim 1xx answers are skipped) and the headers as a flat [name, value, …] list (names
 * in lower case, values as sent); `onData` returning false pauses the upstream until `resume` is called. Exactly
 * one of `onComplete` and `onError` ends every request (`onError` also after `abort`, with its reason).
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

/** The largest response head read (status line and headers). */
const MAX_HEAD_BYTES = 64 * 1024;
/** The largest chunk-size line (with extensions) or trailer section. */
const MAX_LINE_BYTES = 8 * 1024;
const CRLF_CRLF = Buffer.from('\r\n\r\n');
/** Where every connection's reads land (see `Connection`); only ever read within the read's callback. */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

/** A copy of bytes of `READ_BUFFER` that must outlive the read (a handler may keep what it is given). */
function owned(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafe(bytes.length);
  bytes.copy(copy);
  return copy;
}
const CONNECTION_CLOSE = /(?:^|,)\s*close\s*(?:,|$)/i;
/** Transfer-Encoding whose last coding is chunked. */
const CHUNKED_LAST = /(?:^|,)\s*chunked\s*$/i;
const DIGITS = /^\d{1,15}$/;
const CHUNK_SIZE = /^([0-9A-Fa-f]{1,12})[\t ]*(?:;[^\r\n]*)?$/;

/** A space or a tab: HTTP's optional whitespace. */
function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

/** How many times `char` occurs in `text` (indexOf runs memchr: far cheaper than a regex over every character). */
function occurrences(text: string, char: string): number {
  let count = 0;
  for (let at = text.indexOf(char); at !== -1; at = text.indexOf(char, at + 1)) count += 1;
  return count;
}

/**
 * A request head of `lines` lines holds no CR, LF or NUL but its own line ends: a path, name or value with one of
 * them would end a line early (a header of its own, or a request of its own).
 */
function headIsWhole(head: string, lines: number): boolean {
  return head.indexOf('\0') === -1 && occurrences(head, '\n') === lines && occurrences(head, '\r') === lines;
}
const KEEP_ALIVE_TIMEOUT = /(?:^|[,;\s])timeout=(\d{1,6})/i;

/** Where a connection is in reading an answer. */
const State = {
  /** No request, or a request sent and its answer's head not yet complete. */
  Head: 0,
  /** A body of a known length. */
  Length: 1,
  ChunkSize: 2,
  ChunkData: 3,
  /** The CRLF after a chunk's data. */
  ChunkEnd: 4,
  Trailers: 5,
  /** A body that ends when the connection does. */
  UntilClose: 6,
} as const;
type State = (typeof State)[keyof typeof State];

/** The status code of a status line `HTTP/1.x NNN[ reason]` ending at `end`; throws on anything else. */
function statusOf(text: string, end: number): number {
  if (!text.startsWith('HTTP/1.') || (end > 12 && text.charCodeAt(12) !== 32) || end < 12) {
    throw badResponse('bad status line');
  }
  const minor = text.charCodeAt(7);
  if ((minor !== 48 && minor !== 49) || text.charCodeAt(8) !== 32) throw badResponse('bad status line');
  let code = 0;
  for (let i = 9; i < 12; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) throw badResponse('bad status line');
    code = code * 10 + digit;
  }
  if (code < 100) throw badResponse('bad status line');
  return code;
}

function badResponse(message: string): UpstreamError {
  return new UpstreamError('UPSTREAM_BAD_RESPONSE', message);
}

interface Pending {
  request: UpstreamRequest;
  handler: ResponseHandler;
  aborted: boolean;
  /** The connection it was sent on (null while it waits for one). */
  connection: Connection | null;
}

class Connection {
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
  private state: State = State.Head;
  private remaining = 0;
  /** Bytes of an unfinished head, chunk-size line or trailer section. */
  private partial: Buffer | null = null;
  /** Bytes of the read being parsed that follow the answer's end, when it completes. */
  private unread = 0;
  private bodySent = true;
  private noBody = false;
  private failure: Error | null = null;
  /** The handler's downstream could take more: read on, with the upstream's silence timed again. */
  private readonly resume = (): void => {
    if (!this.socket.isPaused()) return;
    this.socket.setTimeout(this.pool.options.timeoutMs);
    this.socket.resume();
  };

  constructor(
    private readonly pool: H1Pool,
    host: string,
    port: number,
  ) {
    this.idleLimitMs = pool.options.keepAliveMs;
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
    this.state = State.Head;
    const { request } = pending;
    const headers = request.headers;
    this.noBody = request.method === 'HEAD';
    // A space would end the path early; CR, LF and NUL are refused with the head's other lines (`headIsWhole`).
    if (request.path.includes(' ')) {
      this.failRequest(new UpstreamError('UPSTREAM_BAD_REQUEST', 'the path cannot be sent'));
      return;
    }
    let head = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${this.pool.host}\r\n`;
    let length = false;
    let lines = 3; // the request line, host, and the empty line that ends the head
    for (let i = 0; i + 1 < headers.length; i += 2) {
      const name = headers[i] as string;
      if (name === 'content-length') length = true;
      head += `${name}: ${headers[i + 1] as string}\r\n`;
      lines += 1;
    }
    const body = request.body;
    const chunked = body !== null && !length;
    if (chunked) {
      head += 'transfer-encoding: chunked\r\n';
      lines += 1;
    }
    head += '\r\n';
    if (!headIsWhole(head, lines)) {
      this.failRequest(new UpstreamError('UPSTREAM_BAD_REQUEST', 'the path or a header cannot be sent'));
      return;
    }
    this.socket.write(head, 'latin1');
    if (body === null) {
      this.bodySent = true;
      return;
    }
    this.bodySent = false;
    this.streamBody(body, chunked, pending);
  }

  private streamBody(body: Readable, chunked: boolean, pending: Pending): void {
    const socket = this.socket;
    const onDrain = (): void => {
      body.resume();
    };
    const cleanup = (): void => {
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
      if (this.current === pending) this.failRequest(error);
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
    const pending = this.current;
    if (pending === null) {
      // Bytes nobody asked for: the connection's framing is lost.
      this.reusable = false;
      this.socket.destroy();
      return;
    }
    try {
      this.parse(chunk, pending);
    } catch (error) {
      // A handler that threw (a header Node refuses to send) or a malformed answer: the request fails, once.
      this.failRequest(error instanceof Error ? error : badResponse(String(error)));
    }
  }

  private parse(input: Buffer, pending: Pending): void {
    let chunk = input;
    if (this.partial !== null) {
      chunk = Buffer.concat([this.partial, chunk]);
      this.partial = null;
    }
    let at = 0;
    while (at < chunk.length && this.current === pending) {
      switch (this.state) {
        case State.Head: {
          const end = chunk.indexOf(CRLF_CRLF, at);
          if (end === -1) {
            if (chunk.length - at > MAX_HEAD_BYTES) throw badResponse('response head too large');
            this.partial = owned(chunk.subarray(at));
            return;
          }
          if (end - at > MAX_HEAD_BYTES) throw badResponse('response head too large');
          const head = chunk.toString('latin1', at, end);
          at = end + 4;
          this.unread = chunk.length - at;
          this.head(head, pending);
          break;
        }
        case State.Length: {
          const take = Math.min(this.remaining, chunk.length - at);
          const data = chunk.subarray(at, at + take);
          at += take;
          this.remaining -= take;
          if (this.remaining === 0) {
            this.unread = chunk.length - at;
            // The body's end: handed over with the completion, so the answer can be written out in one call.
            this.complete(pending, data.length > 0 ? owned(data) : null);
          } else {
            this.deliver(data, pending);
          }
          break;
        }
        case State.UntilClose: {
          this.deliver(at === 0 ? chunk : chunk.subarray(at), pending);
          at = chunk.length;
          break;
        }
        case State.ChunkSize: {
          const end = chunk.indexOf('\r\n', at, 'latin1');
          if (end === -1) {
            if (chunk.length - at > MAX_LINE_BYTES) throw badResponse('chunk size line too long');
            this.partial = owned(chunk.subarray(at));
            return;
          }
          const match = CHUNK_SIZE.exec(chunk.toString('latin1', at, end));
          if (match === null) throw badResponse('bad chunk size');
          at = end + 2;
          this.remaining = Number.parseInt(match[1] as string, 16);
          this.state = this.remaining === 0 ? State.Trailers : State.ChunkData;
          break;
        }
        case State.ChunkData: {
          const take = Math.min(this.remaining, chunk.length - at);
          const data = chunk.subarray(at, at + take);
          at += take;
          this.remaining -= take;
          if (this.remaining === 0) this.state = State.ChunkEnd;
          this.deliver(data, pending);
          break;
        }
        case State.ChunkEnd: {
          if (chunk.length - at < 2) {
            this.partial = owned(chunk.subarray(at));
            return;
          }
          if (chunk[at] !== 13 || chunk[at + 1] !== 10) throw badResponse('chunk not followed by CRLF');
          at += 2;
          this.state = State.ChunkSize;
          break;
        }
        case State.Trailers: {
          // No trailers: an empty line. Otherwise header lines up to an empty line (read and dropped).
          if (chunk.length - at >= 2 && chunk[at] === 13 && chunk[at + 1] === 10) {
            at += 2;
            this.unread = chunk.length - at;
            this.complete(pending);
            break;
          }
          const end = chunk.indexOf(CRLF_CRLF, at);
          if (end === -1) {
            if (chunk.length - at > MAX_LINE_BYTES) throw badResponse('trailers too large');
            this.partial = owned(chunk.subarray(at));
            return;
          }
          at = end + 4;
          this.unread = chunk.length - at;
          this.complete(pending);
          break;
        }
      }
    }
  }

  private deliver(data: Buffer, pending: Pending): void {
    if (data.length === 0) return;
    if (!pending.handler.onData(owned(data)) && this.current === pending && !this.socket.isPaused()) {
      // The browser is slower than the upstream: its silence while it waits is not the upstream's fault.
      this.socket.setTimeout(0);
      this.socket.pause();
    }
  }

  /** Parses a response head; calls `onHeaders` for a final answer, skips an interim (1xx) one. */
  private head(text: string, pending: Pending): void {
    let lineEnd = text.indexOf('\r\n');
    if (lineEnd === -1) lineEnd = text.length;
    const statusCode = statusOf(text, lineEnd);
    const headers: string[] = [];
    let length: string | null = null;
    let transferEncoding: string | null = null;
    let close = text.charCodeAt(7) === 48; // an HTTP/1.0 answer: its connection is not reused
    let keepAlive: string | null = null;
    while (lineEnd < text.length) {
      const start = lineEnd + 2;
      lineEnd = text.indexOf('\r\n', start);
      if (lineEnd === -1) lineEnd = text.length;
      const colon = text.indexOf(':', start);
      if (colon <= start || colon >= lineEnd) throw badResponse('bad header line');
      // No space before the colon nor at the start of a line (an obsolete folded value): RFC 9112 §5.
      const first = text.charCodeAt(start);
      const beforeColon = text.charCodeAt(colon - 1);
      if (first === 32 || first === 9 || beforeColon === 32 || beforeColon === 9) {
        throw badResponse('bad header name');
      }
      const name = text.slice(start, colon).toLowerCase();
      // The value without the optional whitespace (spaces and tabs only) around it.
      let from = colon + 1;
      let to = lineEnd;
      while (from < to && isBlank(text.charCodeAt(from))) from += 1;
      while (to > from && isBlank(text.charCodeAt(to - 1))) to -= 1;
      const value = text.slice(from, to);
      switch (name) {
        case 'content-length':
          if (!DIGITS.test(value) || (length !== null && length !== value)) {
            throw badResponse('bad content-length');
          }
          length = value;
          break;
        case 'transfer-encoding':
          transferEncoding = transferEncoding === null ? value : `${transferEncoding}, ${value}`;
          break;
        case 'connection':
          if (CONNECTION_CLOSE.test(value)) close = true;
          break;
        case 'keep-alive':
          keepAlive = value;
          break;
      }
      headers.push(name, value);
    }
    if (statusCode < 200) {
      if (statusCode === 101) throw badResponse('unexpected protocol switch');
      return; // interim answer: the final one follows
    }
    if (close) this.reusable = false;
    if (keepAlive !== null && keepAlive !== this.keepAliveSeen) {
      // Servers send the same value every time: it is read once per connection.
      this.keepAliveSeen = keepAlive;
      const seconds = KEEP_ALIVE_TIMEOUT.exec(keepAlive)?.[1];
      if (seconds !== undefined) {
        this.idleLimitMs = Math.min(this.pool.options.keepAliveMs, Number(seconds) * 1000 - 1000);
      }
    }
    if (this.noBody || statusCode === 204 || statusCode === 304) {
      this.remaining = 0;
    } else if (transferEncoding !== null) {
      // The last coding decides; a body not chunked runs to the connection's end (RFC 9112 §6.3).
      this.reusable = this.reusable && length === null;
      if (CHUNKED_LAST.test(transferEncoding)) this.state = State.ChunkSize;
      else {
        this.state = State.UntilClose;
        this.reusable = false;
      }
    } else if (length !== null) {
      this.remaining = Number(length);
      if (this.remaining > 0) this.state = State.Length;
    } else {
      this.state = State.UntilClose;
      this.reusable = false;
    }
    pending.handler.onHeaders(statusCode, headers, this.resume);
    if (this.current !== pending) return;
    if (this.state === State.Head) this.complete(pending);
  }

  private complete(pending: Pending, last: Buffer | null = null): void {
    if (this.current !== pending) return;
    this.current = null;
    this.state = State.Head;
    this.partial = null;
    // Bytes after the answer (nobody asked for them) or a body not sent whole: the framing is lost.
    if (!this.bodySent || this.unread > 0) this.reusable = false;
    this.unread = 0;
    this.resume();
    pending.handler.onComplete(last);
    this.pool.released(this);
  }

  /** Ends the current request with `error` and closes the connection. */
  private failRequest(error: Error): void {
    const pending = this.current;
    this.current = null;
    this.reusable = false;
    this.socket.destroy();
    if (pending !== null) pending.handler.onError(error);
  }

  private ended(): void {
    if (this.current !== null && this.state === State.UntilClose) {
      this.complete(this.current);
      return;
    }
    this.reusable = false;
    if (this.current !== null) {
      this.failRequest(
        this.failure ?? new UpstreamError('UPSTREAM_SOCKET_CLOSED', 'the upstream closed the connection'),
      );
    } else {
      this.socket.destroy();
    }
  }

  private timedOut(): void {
    if (this.current === null) {
      this.reusable = false;
      this.socket.destroy();
      return;
    }
    const code: UpstreamErrorCode = !this.connected
      ? 'UPSTREAM_CONNECT_TIMEOUT'
      : this.state === State.Head
        ? 'UPSTREAM_HEADERS_TIMEOUT'
        : 'UPSTREAM_BODY_TIMEOUT';
    this.failRequest(new UpstreamError(code, 'the upstream did not answer in time'));
  }

  private closed(): void {
    this.reusable = false;
    const pending = this.current;
    if (pending !== null) {
      this.current = null;
      const error =
        this.failure ?? new UpstreamError('UPSTREAM_SOCKET_CLOSED', 'the upstream closed the connection');
      if (this.state === State.UntilClose && this.failure === null) pending.handler.onComplete(null);
      else pending.handler.onError(error);
    }
    this.pool.gone(this);
  }
}

/** Keep-alive connections to one origin (http or https), handing each request to a free one. */
export class H1Pool {
  readonly host: string;
  /** An https origin: connections speak TLS. */
  readonly secure: boolean;
  private readonly hostname: string;
  private readonly port: number;
  private readonly idle: Connection[] = [];
  private readonly waiting: Pending[] = [];
  private waitingHead = 0;
  private count = 0;
  private closing = false;
  private onEmpty: (() => void) | null = null;

  constructor(
    origin: string,
    readonly options: H1PoolOptions,
  ) {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`the upstream ${origin} is neither http nor https`);
    }
    this.secure = url.protocol === 'https:';
    this.host = url.host;
    this.hostname = url.hostname.replace(/^\[|\]$/g, '');
    this.port = Number(url.port || (this.secure ? 443 : 80));
  }

  /** Sends a request on a free connection (a new one, or the next to be free); `handler` gets the answer. */
  dispatch(request: UpstreamRequest, handler: ResponseHandler): void {
    const pending: Pending = { request, handler, aborted: false, connection: null };
    handler.onConnect((reason) => {
      if (pending.aborted) return;
      pending.aborted = true;
      const error = reason ?? new Error('aborted');
      const connection = pending.connection;
      // Not yet sent (it waits, and is skipped): told at once. Sent and not yet answered: the connection stops.
      if (connection === null) handler.onError(error);
      else connection.abort(pending, error);
    });
    if (pending.aborted) return;
    if (this.closing) {
      handler.onError(new UpstreamError('UPSTREAM_POOL_CLOSED', 'the gateway is closing'));
      return;
    }
    const connection = this.take();
    if (connection !== null) connection.send(pending);
    else this.waiting.push(pending); // every connection is busy: the next one free takes it
  }

  /** A free connection: an idle one still fresh, else a new one while under the limit; null when all are busy. */
  private take(): Connection | null {
    const now = performance.now();
    while (this.idle.length > 0) {
      const connection = this.idle.pop() as Connection;
      if (connection.reusable && now - connection.idleSince < connection.idleLimitMs) return connection;
      connection.socket.destroy();
    }
    if (this.count >= this.options.connections) return null;
    this.count += 1;
    return new Connection(this, this.hostname, this.port);
  }

  /** A connection finished its request: the next waiting request gets it, or it waits idle. */
  released(connection: Connection): void {
    if (!connection.reusable || this.closing) {
      connection.socket.destroy();
      this.next();
      return;
    }
    const pending = this.nextWaiting();
    if (pending !== null) {
      connection.send(pending);
      return;
    }
    connection.idleSince = performance.now();
    this.idle.push(connection);
  }

  /** A connection closed. */
  gone(connection: Connection): void {
    this.count -= 1;
    const at = this.idle.indexOf(connection);
    if (at !== -1) this.idle.splice(at, 1);
    this.next();
    if (this.closing && this.count === 0) this.onEmpty?.();
  }

  /** Starts the next waiting request on a new connection, if there is room. */
  private next(): void {
    if (this.closing || this.waitingHead >= this.waiting.length) return;
    const connection = this.take();
    if (connection === null) return;
    const pending = this.nextWaiting();
    if (pending === null) {
      connection.idleSince = performance.now();
      this.idle.push(connection);
      return;
    }
    connection.send(pending);
  }

  private nextWaiting(): Pending | null {
    while (this.waitingHead < this.waiting.length) {
      const pending = this.waiting[this.waitingHead] as Pending;
      this.waiting[this.waitingHead] = undefined as unknown as Pending;
      this.waitingHead += 1;
      if (this.waitingHead === this.waiting.length) {
        this.waiting.length = 0;
        this.waitingHead = 0;
      }
      if (!pending.aborted) return pending;
    }
    return null;
  }

  /** Stops taking requests, lets those under way finish, then closes every connection. */
  close(): Promise<void> {
    this.closing = true;
    for (const pending of this.waiting.splice(this.waitingHead)) {
      if (!pending.aborted) {
        pending.aborted = true;
        pending.handler.onError(new UpstreamError('UPSTREAM_POOL_CLOSED', 'the gateway is closing'));
      }
    }
    this.waiting.length = 0;
    this.waitingHead = 0;
    for (const connection of this.idle.splice(0)) connection.socket.destroy();
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const before = this.onEmpty;
      this.onEmpty =
        before === null
          ? resolve
          : () => {
              before();
              resolve();
            };
    });
  }
}

/** True when the origin answers `HEAD path` with any status within `timeoutMs` (readiness probes). */
export function answersHead(pool: H1Pool, path: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let abort: ((reason?: Error) => void) | null = null;
    const timer = setTimeout(() => {
      abort?.(new UpstreamError('UPSTREAM_HEADERS_TIMEOUT', 'no answer to the probe'));
    }, timeoutMs);
    const done = (answered: boolean): void => {
      clearTimeout(timer);
      resolve(answered);
    };
    pool.dispatch(
      { method: 'HEAD', path, headers: [], body: null },
      {
        onConnect(stop) {
          abort = stop;
        },
        onHeaders: () => {},
        onData: () => true,
        onComplete: () => done(true),
        onError: () => done(false),
      },
    );
  });
}
