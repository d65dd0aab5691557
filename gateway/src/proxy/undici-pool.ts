import { Pool } from 'undici';
import type { H1PoolOptions, ResponseHandler, UpstreamRequest } from './h1/h1-pool';
import { RequestBodyError, UpstreamError, type UpstreamErrorCode } from './h1/h1-pool';

/**
 * The proxy's upstream client on undici's `Pool` instead of the gateway's own `H1Pool`, with the same interface
 * (`dispatch` with a `ResponseHandler`, `close`), chosen with `UPSTREAM_CLIENT=undici`. It exists so the proxy
 * benchmark can measure both clients in the same run (decision 420); the gateway uses `H1Pool` by default.
 * One request at a time per connection (pipelining 1), keep-alive, the same timeouts and head limit as `H1Pool`.
 */

/** undici's error codes as the proxy's (`UpstreamErrorCode`), which decide the browser's status and the circuit. */
const CODES: Readonly<Record<string, UpstreamErrorCode>> = {
  UND_ERR_CONNECT_TIMEOUT: 'UPSTREAM_CONNECT_TIMEOUT',
  UND_ERR_HEADERS_TIMEOUT: 'UPSTREAM_HEADERS_TIMEOUT',
  UND_ERR_BODY_TIMEOUT: 'UPSTREAM_BODY_TIMEOUT',
  UND_ERR_SOCKET: 'UPSTREAM_SOCKET_CLOSED',
  UND_ERR_CLOSED: 'UPSTREAM_POOL_CLOSED',
  UND_ERR_DESTROYED: 'UPSTREAM_POOL_CLOSED',
  UND_ERR_HEADERS_OVERFLOW: 'UPSTREAM_BAD_RESPONSE',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'UPSTREAM_BAD_RESPONSE',
  HPE_INVALID_CONSTANT: 'UPSTREAM_BAD_RESPONSE',
  UND_ERR_INVALID_ARG: 'UPSTREAM_BAD_REQUEST',
};

function translated(error: Error, bodyFailed: boolean): Error {
  if (bodyFailed) return new RequestBodyError(error.message, { cause: error });
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return error;
  const mapped = CODES[code] ?? (code.startsWith('HPE_') ? 'UPSTREAM_BAD_RESPONSE' : undefined);
  return mapped === undefined ? error : new UpstreamError(mapped, error.message, { cause: error });
}

/** The raw header list undici gives (Buffers, names as sent) as the proxy's: strings, names in lower case. */
function headerList(raw: Buffer[]): string[] {
  const out = new Array<string>(raw.length);
  for (let i = 0; i + 1 < raw.length; i += 2) {
    out[i] = (raw[i] as Buffer).toString('latin1').toLowerCase();
    out[i + 1] = (raw[i + 1] as Buffer).toString('latin1');
  }
  return out;
}

/** undici's (legacy, unwrapped: its cheapest) dispatch handler around the proxy's `ResponseHandler`. */
class Handler {
  bodyFailed = false;
  constructor(private readonly handler: ResponseHandler) {}
  onConnect(abort: (reason?: Error) => void): void {
    this.handler.onConnect(abort);
  }
  onHeaders(statusCode: number, raw: Buffer[], resume: () => void): boolean {
    if (statusCode < 200) return true;
    this.handler.onHeaders(statusCode, headerList(raw), resume);
    return true;
  }
  onData(chunk: Buffer): boolean {
    return this.handler.onData(chunk);
  }
  onComplete(): void {
    this.handler.onComplete(null);
  }
  onError(error: Error): void {
    this.handler.onError(translated(error, this.bodyFailed));
  }
}

export class UndiciPool {
  readonly host: string;
  private readonly pool: Pool;

  constructor(origin: string, options: H1PoolOptions) {
    this.host = new URL(origin).host;
    this.pool = new Pool(origin, {
      connections: options.connections,
      pipelining: 1,
      keepAliveTimeout: options.keepAliveMs,
      keepAliveMaxTimeout: options.keepAliveMs,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: { timeout: options.timeoutMs, ...options.tls },
      maxHeaderSize: 64 * 1024,
    });
  }

  dispatch(request: UpstreamRequest, handler: ResponseHandler): void {
    const wrapped = new Handler(handler);
    request.body?.once('error', () => {
      wrapped.bodyFailed = true;
    });
    this.pool.dispatch(
      {
        path: request.path,
        method: request.method,
        headers: request.headers as string[],
        body: request.body,
      },
      wrapped,
    );
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
