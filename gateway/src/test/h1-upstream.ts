import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { afterEach, expect } from 'vitest';
import { H1Pool, type H1PoolOptions, type UpstreamRequest } from '../proxy/h1/h1-pool';

/**
 * The pool against real local TCP servers that write raw bytes, so the framing of every answer is exactly the
 * test's. Each exchange records what its handler saw and which callback ended it.
 */

export const servers: Server[] = [];
export const serverSockets: Socket[] = [];
export const pools: H1Pool[] = [];
/** Callbacks that came after the one that ended their request (there must be none). */
export const violations: string[] = [];

afterEach(async () => {
  for (const socket of serverSockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
  expect(violations.splice(0)).toEqual([]);
});

export interface Upstream {
  origin: string;
  /** The server's side of each connection the pool opened, in order. */
  sockets: Socket[];
  /** Every byte each connection received (latin1). */
  received: string[];
}

export async function listen(
  onConnection: (socket: Socket, index: number, upstream: Upstream) => void,
): Promise<Upstream> {
  const upstream: Upstream = { origin: '', sockets: [], received: [] };
  const server = createServer((socket) => {
    const index = upstream.sockets.push(socket) - 1;
    serverSockets.push(socket);
    socket.setNoDelay(true);
    upstream.received.push('');
    socket.on('data', (chunk: Buffer) => {
      upstream.received[index] += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    onConnection(socket, index, upstream);
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  upstream.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return upstream;
}

/** A server that gives every request head (requests without bodies) to `answer`, and writes what it returns. */
export function answering(
  answer: (head: string, socket: Socket, index: number) => string | Buffer | null,
): Promise<Upstream> {
  return listen((socket, index) => {
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      for (let end = buffered.indexOf('\r\n\r\n'); end !== -1; end = buffered.indexOf('\r\n\r\n')) {
        const head = buffered.slice(0, end);
        buffered = buffered.slice(end + 4);
        const bytes = answer(head, socket, index);
        if (bytes !== null) socket.write(bytes);
      }
    });
  });
}

export const ok = (body: string, extra = ''): string =>
  `HTTP/1.1 200 OK\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
export const pathOf = (head: string): string => head.split(' ')[1] as string;

/** Writes each piece on its own, letting the event loop turn in between so each arrives by itself. */
export async function writeApart(socket: Socket, pieces: ReadonlyArray<string | Buffer>): Promise<void> {
  for (const piece of pieces) {
    await new Promise<void>((resolve, reject) => socket.write(piece, (e) => (e ? reject(e) : resolve())));
    // Two turns: a write made in the poll phase would otherwise join the next one, made in the same turn.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * An upstream that answers every path with the path itself but holds /a, and a one-connection pool asked for /a
 * then /b: /b waits for /a's connection. `held` is /a's socket, to answer it when the test says.
 */
export async function oneHeldThenOneWaiting() {
  const gotFirst = deferred<Socket>();
  const upstream = await answering((head, socket) => {
    if (pathOf(head) !== '/a') return ok(pathOf(head));
    gotFirst.resolve(socket);
    return null;
  });
  const pool = poolFor(upstream, { connections: 1 });
  const a = exchange(pool, { path: '/a' });
  const b = exchange(pool, { path: '/b' });
  return { upstream, pool, a, b, held: await gotFirst.promise };
}

export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const DEFAULTS: H1PoolOptions = { connections: 4, timeoutMs: 5000, keepAliveMs: 5000 };

export function poolFor(upstream: { origin: string }, options: Partial<H1PoolOptions> = {}): H1Pool {
  const pool = new H1Pool(upstream.origin, { ...DEFAULTS, ...options });
  pools.push(pool);
  return pool;
}

export const EMPTY = Buffer.alloc(0);

export interface Answer {
  status: number | null;
  headers: string[];
  body: Buffer;
  /** 'complete', or the failure's code (an UpstreamError's or the socket's). */
  outcome: string;
  error: Error | null;
}

export interface Exchange {
  answer: Promise<Answer>;
  /** The `abort` the pool gave `onConnect`. */
  abort: (reason?: Error) => void;
  /** The `resume` the pool gave `onHeaders`. */
  resume: () => void;
  chunks: Buffer[];
}

export function exchange(
  pool: H1Pool,
  request: Partial<UpstreamRequest> = {},
  onData: (chunk: Buffer) => boolean = () => true,
): Exchange {
  const done = deferred<Answer>();
  const chunks: Buffer[] = [];
  const answer: Answer = { status: null, headers: [], body: EMPTY, outcome: 'pending', error: null };
  const ex: Exchange = { answer: done.promise, abort: () => {}, resume: () => {}, chunks };
  const end = (outcome: string, error: Error | null): void => {
    if (answer.outcome !== 'pending') {
      violations.push(`${outcome} after ${answer.outcome}`);
      return;
    }
    Object.assign(answer, { outcome, error, body: Buffer.concat(chunks) });
    done.resolve(answer);
  };
  pool.dispatch(
    { method: 'GET', path: '/', headers: [], body: null, ...request },
    {
      onConnect(abort) {
        ex.abort = abort;
      },
      onHeaders(status, headers, resume) {
        if (answer.outcome !== 'pending') violations.push(`headers after ${answer.outcome}`);
        Object.assign(answer, { status, headers });
        ex.resume = resume;
      },
      onData(chunk) {
        if (answer.outcome !== 'pending') violations.push(`data after ${answer.outcome}`);
        chunks.push(chunk);
        return onData(chunk);
      },
      onComplete(last) {
        if (last !== null) chunks.push(last);
        end('complete', null);
      },
      onError: (error) => end((error as { code?: string }).code ?? error.message, error),
    },
  );
  return ex;
}

export const request = (pool: H1Pool, req: Partial<UpstreamRequest> = {}): Promise<Answer> =>
  exchange(pool, req).answer;

/** A server that answers once the bytes it received end with `tail`. */
export const receiving = (tail: string): Promise<Upstream> =>
  listen((socket, index, upstream) =>
    socket.on('data', () => {
      if (upstream.received[index]?.endsWith(tail)) socket.write(ok('got'));
    }),
  );

/** A certificate for localhost and 127.0.0.1 made for these tests only (its key protects nothing). */
export const TEST_TLS = {
  cert: readFileSync(new URL('../test/tls/localhost.crt', import.meta.url)),
  key: readFileSync(new URL('../test/tls/localhost.key', import.meta.url)),
};

export async function httpsUpstream(): Promise<{ origin: string; connections: () => number }> {
  let connections = 0;
  const server = createHttpsServer(TEST_TLS, (req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`secure ${req.url}`);
  });
  server.on('secureConnection', () => {
    connections += 1;
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `https://localhost:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
  };
}
