import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/support';
import { answersHead } from './answers-head';
import { H1Pool, type H1PoolOptions, UpstreamError, type UpstreamRequest } from './h1-pool';

/**
 * The pool against real local TCP servers that write raw bytes, so the framing of every answer is exactly the
 * test's. Each exchange records what its handler saw and which callback ended it.
 */

const servers: Server[] = [];
const serverSockets: Socket[] = [];
const pools: H1Pool[] = [];
/** Callbacks that came after the one that ended their request (there must be none). */
const violations: string[] = [];

afterEach(async () => {
  for (const socket of serverSockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
  expect(violations.splice(0)).toEqual([]);
});

interface Upstream {
  origin: string;
  /** The server's side of each connection the pool opened, in order. */
  sockets: Socket[];
  /** Every byte each connection received (latin1). */
  received: string[];
}

async function listen(
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
function answering(
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

const ok = (body: string, extra = ''): string =>
  `HTTP/1.1 200 OK\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const pathOf = (head: string): string => head.split(' ')[1] as string;

/** Writes each piece on its own, letting the event loop turn in between so each arrives by itself. */
async function writeApart(socket: Socket, pieces: ReadonlyArray<string | Buffer>): Promise<void> {
  for (const piece of pieces) {
    await new Promise<void>((resolve, reject) => socket.write(piece, (e) => (e ? reject(e) : resolve())));
    // Two turns: a write made in the poll phase would otherwise join the next one, made in the same turn.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
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
async function oneHeldThenOneWaiting() {
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

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const DEFAULTS: H1PoolOptions = { connections: 4, timeoutMs: 5000, keepAliveMs: 5000 };

function poolFor(upstream: { origin: string }, options: Partial<H1PoolOptions> = {}): H1Pool {
  const pool = new H1Pool(upstream.origin, { ...DEFAULTS, ...options });
  pools.push(pool);
  return pool;
}

const EMPTY = Buffer.alloc(0);

interface Answer {
  status: number | null;
  headers: string[];
  body: Buffer;
  /** 'complete', or the failure's code (an UpstreamError's or the socket's). */
  outcome: string;
  error: Error | null;
}

interface Exchange {
  answer: Promise<Answer>;
  /** The `abort` the pool gave `onConnect`. */
  abort: (reason?: Error) => void;
  /** The `resume` the pool gave `onHeaders`. */
  resume: () => void;
  chunks: Buffer[];
}

function exchange(
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

const request = (pool: H1Pool, req: Partial<UpstreamRequest> = {}): Promise<Answer> =>
  exchange(pool, req).answer;

describe('H1Pool answers', () => {
  it('reads a content-length body and gives status and headers as sent; sends the request as given', async () => {
    const upstream = await answering(
      () =>
        'HTTP/1.1 201 Created\r\nContent-Type: text/plain\r\nX-Two: a\r\nx-two: \t b \t\r\nX-Empty: \r\nContent-Length: 5\r\n\r\nhello',
    );
    const req = { path: '/p?q=1', headers: ['x-a', '1', 'accept', '*/*'] };
    const answer = await request(poolFor(upstream), req);
    expect(answer).toMatchObject({ status: 201, outcome: 'complete' });
    expect(answer.headers.join('|')).toBe(
      'content-type|text/plain|x-two|a|x-two|b|x-empty||content-length|5',
    );
    expect(answer.body.toString()).toBe('hello');
    const host = upstream.origin.slice('http://'.length);
    expect(upstream.received).toEqual([
      `GET /p?q=1 HTTP/1.1\r\nhost: ${host}\r\nx-a: 1\r\naccept: */*\r\n\r\n`,
    ]);
  });

  it('reads a head and body split across many TCP writes', async () => {
    const body = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const response = ok(body, 'X-Long-Header-Name: some value\r\n');
    const pieces = response.match(/[\s\S]{1,7}/g) as string[];
    const upstream = await answering((_head, socket) => {
      void writeApart(socket, pieces);
      return null;
    });
    const ex = exchange(poolFor(upstream));
    const answer = await ex.answer;
    expect(answer).toMatchObject({ status: 200, outcome: 'complete' });
    expect(answer.body.toString()).toBe(body);
    expect(ex.chunks.length).toBeGreaterThan(1);
  });

  it('completes a zero-length body, a HEAD answer, a 204 and a 304 without reading a body', async () => {
    const upstream = await answering((head) => {
      const path = pathOf(head);
      if (path === '/empty') return 'HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n';
      if (path === '/head') return 'HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n';
      if (path === '/204') return 'HTTP/1.1 204 No Content\r\n\r\n';
      if (path === '/304') return 'HTTP/1.1 304 Not Modified\r\nContent-Length: 50\r\n\r\n';
      return ok('after');
    });
    const pool = poolFor(upstream, { connections: 1, timeoutMs: 2000 });
    const answers = [
      await request(pool, { path: '/empty' }),
      await request(pool, { method: 'HEAD', path: '/head' }),
      await request(pool, { path: '/204' }),
      await request(pool, { path: '/304' }),
    ];
    expect(answers.map((a) => [a.status, a.outcome, a.body.length])).toEqual([
      [200, 'complete', 0],
      [200, 'complete', 0],
      [204, 'complete', 0],
      [304, 'complete', 0],
    ]);
    // The connection is still in step: the next answer is read whole, on the same connection.
    expect((await request(pool)).body.toString()).toBe('after');
    expect(upstream.sockets).toHaveLength(1);
  });

  it('reads a chunked body with chunk extensions and trailers, and reuses the connection', async () => {
    const upstream = await answering((head) =>
      pathOf(head) === '/chunked'
        ? 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n' +
          '5;name=value\r\nhello\r\n1 ; ext\r\n \r\nA;a;b="c"\r\nworld12345\r\n' +
          '0;last\r\nX-Checksum: abc\r\nX-More: 1\r\n\r\n'
        : ok('next'),
    );
    const pool = poolFor(upstream, { connections: 1 });
    const answer = await request(pool, { path: '/chunked' });
    expect(answer).toMatchObject({ status: 200, outcome: 'complete' });
    expect(answer.body.toString()).toBe('hello world12345');
    expect((await request(pool)).body.toString()).toBe('next');
    expect(upstream.sockets).toHaveLength(1);
  });

  it('reads the same chunked body however the answer is split into writes', async () => {
    let pieces: Buffer[] = [];
    const upstream = await answering((_head, socket) => {
      void writeApart(socket, pieces);
      return null;
    });
    const pool = poolFor(upstream, { connections: 1 });
    const cases = fc.record({
      body: fc.uint8Array({ maxLength: 200 }),
      sizes: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 }),
      extensions: fc.boolean(),
      trailers: fc.boolean(),
      cuts: fc.uniqueArray(fc.nat(), { maxLength: 8 }),
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ body, sizes, extensions, trailers, cuts }) => {
        const parts: Buffer[] = [Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n')];
        for (let at = 0, i = 0; at < body.length; i++) {
          const size = Math.min(sizes[i % sizes.length] as number, body.length - at);
          const ext = extensions ? `;i=${i}` : '';
          const data = Buffer.from(body.subarray(at, at + size));
          parts.push(Buffer.from(`${size.toString(16)}${ext}\r\n`), data, Buffer.from('\r\n'));
          at += size;
        }
        parts.push(Buffer.from(`0${extensions ? ';end' : ''}\r\n${trailers ? 'X-Trailer: t\r\n' : ''}\r\n`));
        const whole = Buffer.concat(parts);
        const at = [...new Set(cuts.map((cut) => cut % whole.length))].sort((a, b) => a - b);
        pieces = [0, ...at]
          .map((start, i) => whole.subarray(start, at[i] ?? whole.length))
          .filter((p) => p.length);
        const answer = await request(pool);
        expect(answer.outcome).toBe('complete');
        expect(answer.body.equals(Buffer.from(body))).toBe(true);
      }),
      { numRuns: 60 },
    );
    // Every answer left the connection in step for the next one.
    expect(upstream.sockets).toHaveLength(1);
  });

  it('reads a body without length nor chunking until the server closes, and does not reuse the connection', async () => {
    const upstream = await answering((head, socket) => {
      if (pathOf(head) !== '/until-close') return ok('fresh');
      void writeApart(socket, ['HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n', 'abc', 'def']).then(
        () => socket.end(),
      );
      return null;
    });
    const pool = poolFor(upstream, { connections: 1 });
    const answer = await request(pool, { path: '/until-close' });
    expect(answer).toMatchObject({ status: 200, outcome: 'complete' });
    expect(answer.body.toString()).toBe('abcdef');
    expect((await request(pool)).body.toString()).toBe('fresh');
    expect(upstream.sockets).toHaveLength(2);
  });

  it('skips an interim 100 Continue and reads the final answer', async () => {
    const upstream = await answering((_head, socket) => {
      void writeApart(socket, ['HTTP/1.1 100 Continue\r\n\r\n', ok('final', 'X-Final: 1\r\n')]);
      return null;
    });
    const answer = await request(poolFor(upstream));
    expect(answer).toMatchObject({ status: 200, outcome: 'complete' });
    expect(answer.headers).toEqual(['x-final', '1', 'content-length', '5']);
    expect(answer.body.toString()).toBe('final');
  });

  it('fails on 101 Switching Protocols', async () => {
    const upstream = await answering(
      () => 'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    );
    const answer = await request(poolFor(upstream));
    expect(answer).toMatchObject({ status: null, outcome: 'UPSTREAM_BAD_RESPONSE' });
  });
});

describe('H1Pool connections', () => {
  it('reuses one connection for sequential requests', async () => {
    const upstream = await answering((head) => ok(pathOf(head)));
    const pool = poolFor(upstream);
    expect((await request(pool, { path: '/one' })).body.toString()).toBe('/one');
    expect((await request(pool, { path: '/two' })).body.toString()).toBe('/two');
    expect(upstream.sockets).toHaveLength(1);
    expect(upstream.received[0]).toMatch(/^GET \/one [\s\S]*GET \/two /);
  });

  it.each([
    ['Connection: close', 'Connection: close\r\n'],
    [
      'a Keep-Alive timeout of 1 s (idle limit 0 ms)',
      'Connection: keep-alive\r\nKeep-Alive: timeout=1, max=100\r\n',
    ],
    ['an HTTP/1.0 answer', null],
  ])('opens a new connection after %s', async (_name, extra) => {
    const upstream = await answering(() =>
      extra === null ? 'HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok' : ok('ok', extra),
    );
    const pool = poolFor(upstream);
    expect((await request(pool)).body.toString()).toBe('ok');
    expect((await request(pool)).body.toString()).toBe('ok');
    expect(upstream.sockets).toHaveLength(2);
  });

  it('drops an idle connection the server closed; the next request succeeds on a new one', async () => {
    const upstream = await answering((head) => ok(pathOf(head)));
    const pool = poolFor(upstream);
    expect((await request(pool, { path: '/one' })).outcome).toBe('complete');
    const first = upstream.sockets[0] as Socket;
    first.end();
    // Its 'close' needs the pool's FIN back: the pool has seen the end by then.
    await once(first, 'close');
    expect((await request(pool, { path: '/two' })).body.toString()).toBe('/two');
    expect(upstream.sockets).toHaveLength(2);
  });

  it('with connections: 2, a third request waits and is sent when one is free', async () => {
    const held: Array<{ path: string; socket: Socket; index: number }> = [];
    const twoHeld = deferred();
    const upstream = await answering((head, socket, index) => {
      if (pathOf(head) === '/3') return ok('three');
      held.push({ path: pathOf(head), socket, index });
      if (held.length === 2) twoHeld.resolve();
      return null;
    });
    const pool = poolFor(upstream, { connections: 2 });
    const one = exchange(pool, { path: '/1' });
    const two = exchange(pool, { path: '/2' });
    const three = exchange(pool, { path: '/3' });
    await twoHeld.promise;
    expect(held.map((h) => h.path).sort()).toEqual(['/1', '/2']);
    const first = held.find((h) => h.path === '/1') as (typeof held)[number];
    first.socket.write(ok('one'));
    expect((await one.answer).body.toString()).toBe('one');
    expect((await three.answer).body.toString()).toBe('three');
    expect(upstream.received[first.index]).toMatch(/^GET \/1 [\s\S]*GET \/3 /);
    (held.find((h) => h.path === '/2') as (typeof held)[number]).socket.write(ok('two'));
    expect((await two.answer).body.toString()).toBe('two');
    expect(upstream.sockets).toHaveLength(2);
  });

  it('a waiting request aborted gets onError with the reason and is never sent', async () => {
    const { upstream, pool, a, b, held: socket } = await oneHeldThenOneWaiting();
    const reason = new Error('browser left');
    b.abort(reason);
    const bAnswer = await b.answer;
    expect(bAnswer.outcome).toBe('browser left');
    expect(bAnswer.error).toBe(reason);
    socket.write(ok('a'));
    expect((await a.answer).outcome).toBe('complete');
    expect((await request(pool, { path: '/c' })).body.toString()).toBe('/c');
    expect(upstream.received.join('').match(/^GET \S+/gm)).toEqual(['GET /a', 'GET /c']);
  });

  it('an abort before the answer fails the request with the reason and closes the connection', async () => {
    const got = deferred();
    const upstream = await answering(() => {
      got.resolve();
      return null;
    });
    const ex = exchange(poolFor(upstream));
    await got.promise;
    const reason = new Error('stop');
    ex.abort(reason);
    const answer = await ex.answer;
    expect(answer).toMatchObject({ status: null, outcome: 'stop' });
    expect(answer.error).toBe(reason);
    await once(upstream.sockets[0] as Socket, 'close');
  });

  it('an abort mid-body (from onData) fails the request with the reason and closes the connection', async () => {
    const upstream = await answering(() => 'HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc');
    const reason = new Error('stop');
    const ex = exchange(poolFor(upstream), {}, () => {
      ex.abort(reason);
      return true;
    });
    const answer = await ex.answer;
    expect(answer).toMatchObject({ status: 200, outcome: 'stop' });
    expect(answer.error).toBe(reason);
    await once(upstream.sockets[0] as Socket, 'close');
  });

  it('close() fails waiting requests, lets the one in flight finish, then resolves', async () => {
    const { upstream, pool, a, b, held: socket } = await oneHeldThenOneWaiting();
    const order: string[] = [];
    void a.answer.then((answer) => order.push(answer.outcome));
    const closed = pool.close().then(() => order.push('closed'));
    expect((await b.answer).outcome).toBe('UPSTREAM_POOL_CLOSED');
    expect((await request(pool)).outcome).toBe('UPSTREAM_POOL_CLOSED');
    expect(order).toEqual([]);
    socket.write(ok('a'));
    await closed;
    expect(order).toEqual(['complete', 'closed']);
    expect((await a.answer).body.toString()).toBe('a');
    expect(upstream.received.join('')).not.toContain('/b');
  });
});

describe('H1Pool framing kept', () => {
  it('bytes after an answer make its connection unusable, even with a request waiting for it', async () => {
    const { upstream, a, b, held } = await oneHeldThenOneWaiting();
    // The answer to /a and, in the same write, an answer nobody asked for.
    held.write(`${ok('a')}${ok('stray')}`);
    expect((await a.answer).body.toString()).toBe('a');
    const second = await b.answer;
    expect(second.body.toString()).toBe('/b');
    expect(upstream.sockets).toHaveLength(2);
    expect(upstream.received[0]).not.toContain('/b');
  });

  it('close() called twice resolves both calls once the request in flight is over', async () => {
    const got = deferred<Socket>();
    const upstream = await answering((_head, socket) => {
      got.resolve(socket);
      return null;
    });
    const pool = poolFor(upstream);
    const a = exchange(pool);
    const socket = await got.promise;
    const both = Promise.all([pool.close(), pool.close()]);
    socket.write(ok('a'));
    await both;
    expect((await a.answer).outcome).toBe('complete');
  });
});

describe('H1Pool flow', () => {
  it('onData returning false pauses reading (and the silence timeout) until resume', async () => {
    const firstRead = deferred();
    const upstream = await answering((_head, socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Length: 8\r\n\r\nfirst');
      void firstRead.promise.then(() => socket.write('end'));
      return null;
    });
    const ex = exchange(poolFor(upstream, { timeoutMs: 150 }), {}, () => {
      firstRead.resolve();
      return false;
    });
    await firstRead.promise;
    // Twice the silence timeout: a paused connection neither reads on nor times out.
    await delay(300);
    expect(ex.chunks.map(String)).toEqual(['first']);
    ex.resume();
    const answer = await ex.answer;
    expect(answer.outcome).toBe('complete');
    expect(answer.body.toString()).toBe('firstend');
  });

  /** A server that answers once the bytes it received end with `tail`. */
  const receiving = (tail: string): Promise<Upstream> =>
    listen((socket, index, upstream) =>
      socket.on('data', () => {
        if (upstream.received[index]?.endsWith(tail)) socket.write(ok('got'));
      }),
    );

  it('sends a body with its content-length as it is', async () => {
    const upstream = await receiving('hello world');
    const body = Readable.from([Buffer.from('hello '), Buffer.from('world')]);
    const req = { method: 'POST', headers: ['content-length', '11'], body };
    const answer = await request(poolFor(upstream), req);
    expect(answer.outcome).toBe('complete');
    expect(upstream.received[0]).toMatch(
      /^POST \/ HTTP\/1\.1\r\nhost: [^\r]+\r\ncontent-length: 11\r\n\r\nhello world$/,
    );
  });

  it('sends a body without content-length chunked', async () => {
    const upstream = await receiving('0\r\n\r\n');
    const body = Readable.from([Buffer.from('hello '), Buffer.from(''), 'wörld']);
    const answer = await request(poolFor(upstream), { method: 'PUT', body });
    expect(answer.outcome).toBe('complete');
    expect(upstream.received[0]).toMatch(
      /^PUT \/ HTTP\/1\.1\r\nhost: [^\r]+\r\ntransfer-encoding: chunked\r\n\r\n6\r\nhello \r\n6\r\nwÃ¶rld\r\n0\r\n\r\n$/,
    );
  });

  it('fails with the error of a request body that errors', async () => {
    const upstream = await receiving('never');
    const failure = new Error('body broke');
    const body = new Readable({ read() {} });
    body.push('part');
    const ex = exchange(poolFor(upstream), { method: 'POST', body });
    setImmediate(() => body.destroy(failure));
    const answer = await ex.answer;
    expect(answer.error).toBe(failure);
  });
});

describe('H1Pool failures', () => {
  it.each([
    ['a reset', (socket: Socket) => socket.resetAndDestroy(), 'ECONNRESET'],
    ['a close before answering', (socket: Socket) => socket.end(), 'UPSTREAM_SOCKET_CLOSED'],
    ['a close mid-body', (socket: Socket) => socket.end(ok('abcdef').slice(0, -3)), 'UPSTREAM_SOCKET_CLOSED'],
  ])('fails on %s', async (_name, act, code) => {
    const upstream = await answering((_head, socket) => {
      act(socket);
      return null;
    });
    const answer = await request(poolFor(upstream));
    expect(answer.outcome).toBe(code);
  });

  it('fails with ECONNREFUSED when nothing listens', async () => {
    const pool = poolFor({ origin: `http://127.0.0.1:${await freePort()}` });
    expect((await request(pool)).outcome).toBe('ECONNREFUSED');
  });

  it.each([
    ['headers', '', 'UPSTREAM_HEADERS_TIMEOUT'],
    ['body', 'HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc', 'UPSTREAM_BODY_TIMEOUT'],
    [
      'chunked body',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n',
      'UPSTREAM_BODY_TIMEOUT',
    ],
  ])('fails when the upstream goes silent in the %s', async (_name, sent, code) => {
    const upstream = await answering(() => sent || null);
    const answer = await request(poolFor(upstream, { timeoutMs: 150 }));
    expect(answer.outcome).toBe(code);
    expect(answer.error).toBeInstanceOf(UpstreamError);
  });

  it.each([
    ['a garbage status line', 'HTTP/1.1 2x0 OK\r\nContent-Length: 0\r\n\r\n'],
    ['a status line that is not HTTP/1.x', 'HTTP/2 200\r\nContent-Length: 0\r\n\r\n'],
    ['a bad content-length', 'HTTP/1.1 200 OK\r\nContent-Length: 1x\r\n\r\nabc'],
    ['conflicting content-lengths', 'HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd'],
    ['a space before a colon', 'HTTP/1.1 200 OK\r\nContent-Length : 3\r\n\r\nabc'],
    ['an obs-fold line', 'HTTP/1.1 200 OK\r\nX-A: a\r\n folded: b\r\nContent-Length: 0\r\n\r\n'],
    ['a header line without a colon', 'HTTP/1.1 200 OK\r\nX-A\r\nContent-Length: 0\r\n\r\n'],
    ['a head over 64 KiB', `HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(70_000)}\r\nContent-Length: 0\r\n\r\n`],
    ['an unfinished head over 64 KiB', `HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(70_000)}`],
    ['a bad chunk size', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n'],
    [
      'a chunk without its CRLF',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabcX\r\n0\r\n\r\n',
    ],
  ])('fails with UPSTREAM_BAD_RESPONSE on %s', async (_name, response) => {
    const upstream = await answering(() => response);
    const answer = await request(poolFor(upstream, { timeoutMs: 2000 }));
    expect(answer.outcome).toBe('UPSTREAM_BAD_RESPONSE');
    await once(upstream.sockets[0] as Socket, 'close');
  });

  it.each([
    ['a header value with CR/LF', { headers: ['x-a', 'b\r\nx-injected: 1'] }],
    ['a header value with NUL', { headers: ['x-a', 'b\0'] }],
    ['a header value with a lone CR', { headers: ['x-a', 'b\rc', 'x-b', 'd'] }],
    ['a header name with CR/LF', { headers: ['x-a: 1\r\nx-injected', '2'] }],
    ['a path with CR/LF', { path: '/a\r\nx-injected:1' }],
    ['a path with NUL', { path: '/a\0' }],
    ['a path with a space', { path: '/a b' }],
  ])('fails with UPSTREAM_BAD_REQUEST on %s, sending nothing', async (_name, req) => {
    const upstream = await answering((head) => ok(pathOf(head)));
    const pool = poolFor(upstream);
    const answer = await request(pool, req);
    expect(answer.outcome).toBe('UPSTREAM_BAD_REQUEST');
    expect((await request(pool, { path: '/ok' })).outcome).toBe('complete');
    expect(upstream.received.join('')).toMatch(/^GET \/ok HTTP\/1\.1\r\nhost: [^\r]+\r\n\r\n$/);
  });
});

/** A certificate for localhost and 127.0.0.1 made for these tests only (its key protects nothing). */
const TEST_TLS = {
  cert: readFileSync(new URL('../test/tls/localhost.crt', import.meta.url)),
  key: readFileSync(new URL('../test/tls/localhost.key', import.meta.url)),
};

async function httpsUpstream(): Promise<{ origin: string; connections: () => number }> {
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

describe('H1Pool over TLS', () => {
  it('speaks https to an origin whose certificate it trusts, reusing the connection', async () => {
    const upstream = await httpsUpstream();
    const pool = poolFor(upstream, { tls: { ca: TEST_TLS.cert } });
    expect((await request(pool, { path: '/a' })).body.toString()).toBe('secure /a');
    expect((await request(pool, { path: '/b' })).body.toString()).toBe('secure /b');
    expect(upstream.connections()).toBe(1);
  });

  it('refuses an origin whose certificate no trusted authority signed', async () => {
    const answer = await request(poolFor(await httpsUpstream()));
    expect(answer.status).toBeNull();
    expect(answer.outcome).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
  });
});

describe('answersHead', () => {
  it('is true for any status', async () => {
    const upstream = await answering((head) =>
      head.startsWith('HEAD /health ') ? 'HTTP/1.1 503 Unavailable\r\nContent-Length: 20\r\n\r\n' : null,
    );
    expect(await answersHead(poolFor(upstream), '/health', 1000)).toBe(true);
  });

  it('is false when the connection is refused', async () => {
    const pool = poolFor({ origin: `http://127.0.0.1:${await freePort()}` });
    expect(await answersHead(pool, '/', 1000)).toBe(false);
  });

  it('is false when no answer comes in time', async () => {
    const upstream = await answering(() => null);
    // The probe's own time limit, not the pool's silence timeout, ends it.
    expect(await answersHead(poolFor(upstream, { timeoutMs: 60_000 }), '/', 150)).toBe(false);
    await once(upstream.sockets[0] as Socket, 'close');
  });
});
