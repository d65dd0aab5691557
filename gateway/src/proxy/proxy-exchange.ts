import type { IncomingMessage, ServerResponse } from 'node:http';
// `performance` from its module: the global is an accessor, so every `performance.now()` through it ran an inline
// cache miss and a getter call.
import { performance } from 'node:perf_hooks';
import { errorNameFor, writeGatewayError } from '../http/gateway-error';
import { BodyTooLargeError } from './body-limit';
import { type CompressedBody, compressInto, negotiateCompression } from './compression';
import { canRetry, isTimeout, owesBody, statusFor, upstreamsFault } from './exchange-failures';
import { downstreamResponseHeaders, rawHeaderValue } from './forward-headers';
import type { ResponseHandler, UpstreamRequest } from './h1/h1-pool';
import { writeCheckedHead } from './response-head';
import { cleanClientErrorBody, ERROR_BODY_LIMIT, gatewayStatusForUpstream5xx } from './upstream-errors';
import type { Upstream } from './upstreams';

const kExchange = Symbol('proxy-exchange');

/** Why the upstream request was stopped by the gateway itself (not an upstream failure). */
class StoppedByGateway extends Error {
  override name = 'StoppedByGateway';
}

type ResponseWithExchange = ServerResponse & { [kExchange]?: ProxyExchange };

/** What the upstream answered to a proxied response's request (null: nothing yet; undefined: not proxied). */
export function upstreamStatusOf(res: ServerResponse): number | null | undefined {
  return (res as ResponseWithExchange)[kExchange]?.upstreamStatus;
}

/** Called once per exchange when the browser's response is over (ended, failed or abandoned). */
export type ExchangeDone = (exchange: ProxyExchange) => void;
/** Called when the upstream call failed, with the status the browser got (or null when it was already answering). */
export type ExchangeFailed = (exchange: ProxyExchange, error: Error, status: number | null) => void;

/** What the exchanges of one proxy share. */
export interface ExchangeSettings {
  /** The gateway's own headers on every proxied answer (correlation id excluded). */
  gatewayHeaders: readonly string[];
  /** Extra attempts for a safe, bodiless request whose connection failed before any answer. */
  retries: number;
  onDone: ExchangeDone | null;
  onFailed: ExchangeFailed;
  onRetry(exchange: ProxyExchange): void;
}

// Listeners shared by every exchange (no closures per request): `this` is the response.
function onResponseClose(this: ResponseWithExchange): void {
  this[kExchange]?.closed();
}
function onResponseDrain(this: ResponseWithExchange): void {
  this[kExchange]?.drained();
}

/**
 * One proxied request: streams the upstream answer to the browser as it arrives, with backpressure. A failure
 * before the answer started becomes a `GatewayError` (504 on timeout, 502 otherwise), after one retry for a safe
 * bodiless request whose connection failed. An upstream 5xx becomes the gateway's own error; an upstream 4xx is
 * read whole (it is small) and passed on without internal details. Every outcome is told to the service's
 * circuit. A browser that goes away aborts the upstream request, and the log says so.
 */
export class ProxyExchange implements ResponseHandler {
  readonly startedAt = performance.now();
  /** The status the upstream answered, once it has. */
  upstreamStatus: number | null = null;
  /** The browser went away before its answer was complete. */
  clientGone = false;
  private abortUpstream: ((reason?: Error) => void) | null = null;
  private resumeUpstream: (() => void) | null = null;
  private finished = false;
  private attempts = 0;
  private circuitTold = false;
  /** 'pass' streams; 'clean' reads a 4xx whole; 'replace' reads a 5xx to drop it. */
  private mode: 'pass' | 'clean' | 'replace' = 'pass';
  private errorHeaders: string[] = [];
  private errorChunks: Buffer[] = [];
  private errorLength = 0;
  /** The answer's body when it is compressed on its way to the browser (JSON and text over 1 KB). */
  private compressed: CompressedBody | null = null;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly correlationId: string,
    readonly brandId: string,
    readonly upstream: Upstream,
    private readonly dispatchOptions: UpstreamRequest,
    private readonly settings: ExchangeSettings,
  ) {
    (res as ResponseWithExchange)[kExchange] = this;
    // 'close' comes once: `on` spares the wrapper `once` would make per request.
    res.on('close', onResponseClose);
  }

  get service(): string {
    return this.upstream.service;
  }

  start(): void {
    this.attempts += 1;
    this.upstream.pool.dispatch(this.dispatchOptions, this);
  }

  /** The browser's response is over: stop the upstream request if it is still running. */
  closed(): void {
    if (!this.finished) {
      this.finished = true;
      this.clientGone = true;
      this.abortUpstream?.(new StoppedByGateway('client closed the connection'));
    }
    if (!this.circuitTold) {
      this.circuitTold = true;
      this.upstream.breaker.release();
    }
    this.settings.onDone?.(this);
  }

  drained(): void {
    this.resumeUpstream?.();
  }

  onConnect(abort: (reason?: Error) => void): void {
    this.abortUpstream = abort;
    if (this.finished) abort(new StoppedByGateway('client closed the connection'));
  }

  onHeaders(statusCode: number, rawHeaders: string[], resume: () => void): void {
    this.upstreamStatus = statusCode;
    this.resumeUpstream = resume;
    this.tellCircuit(statusCode !== 502 && statusCode !== 503 && statusCode !== 504);
    if (this.finished || this.res.headersSent) return;
    if (statusCode >= 400) {
      this.mode = statusCode >= 500 ? 'replace' : 'clean';
      this.errorHeaders = rawHeaders;
      return;
    }
    const headers = downstreamResponseHeaders(
      rawHeaders,
      this.settings.gatewayHeaders,
      this.upstream.location,
    );
    headers.push('x-correlationid', this.correlationId);
    const encoding = negotiateCompression(this.req, statusCode, headers);
    // Names from the allow-list, upstream values checked by `downstreamResponseHeaders`, the rest the gateway's.
    writeCheckedHead(this.res, statusCode, headers);
    if (encoding !== null) this.compressed = compressInto(this.res, encoding, () => this.drained());
  }

  onData(chunk: Buffer): boolean {
    if (this.mode !== 'pass') {
      this.errorLength += chunk.length;
      if (this.errorLength > ERROR_BODY_LIMIT) {
        // No error body is that large: answer now and drop the rest with the connection.
        this.answerUpstreamError(null);
        this.abortUpstream?.(new StoppedByGateway('upstream error body too large'));
      } else if (this.mode === 'clean') {
        this.errorChunks.push(chunk);
      }
      return true;
    }
    if (this.compressed !== null) return this.compressed.write(chunk);
    if (this.res.write(chunk)) return true;
    this.res.once('drain', onResponseDrain);
    return false;
  }

  onComplete(last: Buffer | null): void {
    // The upstream connection may carry another request now: a late 'drain' must not resume it.
    this.resumeUpstream = null;
    if (this.mode !== 'pass') {
      if (last !== null) this.onData(last);
      this.answerUpstreamError(Buffer.concat(this.errorChunks));
      return;
    }
    this.finished = true;
    if (this.compressed !== null) this.compressed.end(last);
    // A whole small answer goes out in one write: head and body together.
    else if (last === null) this.res.end();
    else this.res.end(last);
  }

  onError(failure: Error): void {
    this.resumeUpstream = null;
    // A body past its limit is told as the body's failure: it is answered as what it is (413).
    const error = failure.cause instanceof BodyTooLargeError ? failure.cause : failure;
    const wasFinished = this.finished;
    if (error instanceof StoppedByGateway || wasFinished || this.res.destroyed) {
      this.finished = true;
      return;
    }
    const attemptsLeft = this.attempts <= this.settings.retries;
    if (canRetry(error, this.dispatchOptions, this.upstreamStatus !== null, attemptsLeft)) {
      this.settings.onRetry(this);
      this.abortUpstream = null;
      setImmediate(() => {
        if (!this.finished) this.start();
      });
      return;
    }
    if (this.mode !== 'pass' && this.upstreamStatus !== null && !this.res.headersSent) {
      // The upstream's error answer broke off (it closed after an early 413 or 401): the browser still gets
      // that status. The circuit was told at the head.
      this.answerUpstreamError(null);
      return;
    }
    this.finished = true;
    // A timeout while the browser has not sent the body it announced is the browser's delay, not the upstream's
    // (an upstream cannot answer a request it has not read): 408, and no count towards the circuit.
    const browserLate = isTimeout(error) && owesBody(this.req);
    if (upstreamsFault(error) && !browserLate) this.tellCircuit(false);
    if (this.res.headersSent) {
      this.settings.onFailed(this, error, null);
      this.res.destroy();
      return;
    }
    const status = browserLate ? 408 : statusFor(error);
    this.settings.onFailed(this, error, status);
    // The rest of a body that was too large is not read: the connection cannot be reused.
    if (status === 413) this.res.shouldKeepAlive = false;
    writeGatewayError(
      this.res,
      status,
      errorNameFor(status),
      this.correlationId,
      this.settings.gatewayHeaders,
    );
  }

  private tellCircuit(ok: boolean): void {
    if (this.circuitTold) return;
    this.circuitTold = true;
    if (ok) this.upstream.breaker.success();
    else this.upstream.breaker.failure();
  }

  /** The gateway's answer to an upstream 4xx (its cleaned body) or 5xx (the gateway's own error). */
  private answerUpstreamError(body: Buffer | null): void {
    if (this.finished) return;
    this.finished = true;
    const upstreamStatus = this.upstreamStatus ?? 502;
    const gatewayHeaders = this.settings.gatewayHeaders;
    if (this.mode === 'clean' && body !== null) {
      const cleaned = cleanClientErrorBody(
        rawHeaderValue(this.errorHeaders, 'content-type'),
        body,
        this.correlationId,
      );
      if (cleaned !== null) {
        const headers = [
          'content-type',
          'application/json; charset=utf-8',
          'content-length',
          String(Buffer.byteLength(cleaned)),
          'cache-control',
          'no-store',
          ...gatewayHeaders,
          'x-correlationid',
          this.correlationId,
        ];
        const authenticate = rawHeaderValue(this.errorHeaders, 'www-authenticate');
        if (authenticate !== undefined) headers.push('www-authenticate', authenticate);
        const retryAfter = rawHeaderValue(this.errorHeaders, 'retry-after');
        if (retryAfter !== undefined) headers.push('retry-after', retryAfter);
        this.res.writeHead(upstreamStatus, headers);
        this.res.end(cleaned);
        return;
      }
    }
    const status = this.mode === 'clean' ? upstreamStatus : gatewayStatusForUpstream5xx(upstreamStatus);
    const retryAfter = status === 503 ? rawHeaderValue(this.errorHeaders, 'retry-after') : undefined;
    const extra = retryAfter !== undefined && /^\d{1,6}$/.test(retryAfter) ? ['retry-after', retryAfter] : [];
    writeGatewayError(this.res, status, errorNameFor(status), this.correlationId, [
      ...gatewayHeaders,
      ...extra,
    ]);
  }
}
