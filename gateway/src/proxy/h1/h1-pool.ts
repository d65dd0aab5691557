import { performance } from 'node:perf_hooks';
import { Connection, type ConnectionOwner, type Pending } from './h1-connection';
import { UpstreamError } from './h1-response-parser';
import type { H1PoolOptions, ResponseHandler, UpstreamRequest } from './h1-types';

export { UpstreamError, type UpstreamErrorCode } from './h1-response-parser';
export {
  type H1PoolOptions,
  RequestBodyError,
  type ResponseHandler,
  type UpstreamRequest,
} from './h1-types';

/**
 * The gateway's HTTP/1.1 client for its upstreams: a pool of keep-alive connections to one origin. It replaces
 * undici on the proxy's path because the proxy's CPU per request is budgeted against nginx's, and a
 * general-purpose client (WebAssembly parser, request objects, header validation of what Node's server has
 * already validated) spent a third of it. It does only what the proxy needs: one request at a time per connection
 * (no pipelining), over plain TCP or TLS (https origins, certificates checked against the system's authorities),
 * streamed bodies both ways with backpressure, timeouts, and it never follows redirects. Answers are read by
 * `ResponseParser` (its own file, pure and fuzzed): anything an upstream sends that is not well-formed HTTP/1.1
 * fails the request.
 */

/** Keep-alive connections to one origin (http or https), handing each request to a free one. */
export class H1Pool implements ConnectionOwner {
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
