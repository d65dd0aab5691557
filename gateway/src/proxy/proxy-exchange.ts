import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';
import { errorNameFor, writeGatewayError } from '../http/gateway-error';
import { BodyTooLargeError } from './body-limit';
import { downstreamResponseHeaders } from './forward-headers';

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);
const kExchange = Symbol('proxy-exchange');

/** 413 for a body past its limit, 504 when the upstream took too long, 502 for every other failure. */
function statusFor(error: Error): number {
  if (error instanceof BodyTooLargeError) return 413;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && TIMEOUT_CODES.has(code) ? 504 : 502;
}

type ResponseWithExchange = ServerResponse & { [kExchange]?: ProxyExchange };

/** Called once per exchange when the browser's response is over (ended, failed or abandoned). */
export type ExchangeDone = (exchange: ProxyExchange) => void;
/** Called when the upstream call failed, with the status the browser got (or null when it was already answering). */
export type ExchangeFailed = (exchange: ProxyExchange, error: Error, status: number | null) => void;

// Listeners shared by every exchange (no closures per request): `this` is the response.
function onResponseClose(this: ResponseWithExchange): void {
  this[kExchange]?.closed();
}
function onResponseDrain(this: ResponseWithExchange): void {
  this[kExchange]?.drained();
}

/**
 * One proxied request: streams the upstream answer to the browser as it arrives, with backpressure, and turns a
 * failure before the answer started into a `GatewayError` (504 on timeout, 502 otherwise). A browser that goes
 * away aborts the upstream request.
 *
 * It implements undici's raw-header handler interface (onConnect/onHeaders/onData/onComplete/onError) rather
 * than the controller one: that skips a wrapper object and a parsed header object per request, which the
 * proxy's CPU budget notices. undici is pinned, so the interface cannot change under us.
 */
export class ProxyExchange implements Dispatcher.DispatchHandler {
  readonly startedAt = performance.now();
  private abortUpstream: ((reason?: Error) => void) | null = null;
  private resumeUpstream: (() => void) | null = null;
  private finished = false;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly correlationId: string,
    readonly brandId: string,
    private readonly onDone: ExchangeDone | null,
    private readonly onFailed: ExchangeFailed,
  ) {
    (res as ResponseWithExchange)[kExchange] = this;
    res.once('close', onResponseClose);
  }

  /** The browser's response is over: stop the upstream request if it is still running. */
  closed(): void {
    if (!this.finished) {
      this.finished = true;
      this.abortUpstream?.(new Error('client closed the connection'));
    }
    this.onDone?.(this);
  }

  drained(): void {
    this.resumeUpstream?.();
  }

  onConnect(abort: (reason?: Error) => void): void {
    this.abortUpstream = abort;
    if (this.finished) abort(new Error('client closed the connection'));
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void): boolean {
    if (statusCode < 200) return true;
    this.resumeUpstream = resume;
    if (!this.res.headersSent) {
      this.res.writeHead(statusCode, downstreamResponseHeaders(rawHeaders, this.correlationId));
    }
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.res.write(chunk)) return true;
    this.res.once('drain', onResponseDrain);
    return false;
  }

  onComplete(): void {
    this.finished = true;
    this.res.end();
  }

  onError(error: Error): void {
    const wasFinished = this.finished;
    this.finished = true;
    if (this.res.destroyed || wasFinished) return;
    if (this.res.headersSent) {
      this.onFailed(this, error, null);
      this.res.destroy();
      return;
    }
    const status = statusFor(error);
    this.onFailed(this, error, status);
    // The rest of a body that was too large is not read: the connection cannot be reused.
    if (status === 413) this.res.shouldKeepAlive = false;
    writeGatewayError(this.res, status, errorNameFor(status), this.correlationId);
  }
}
