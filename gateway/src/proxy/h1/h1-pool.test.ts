import { once } from 'node:events';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  answering,
  deferred,
  delay,
  exchange,
  httpsUpstream,
  ok,
  oneHeldThenOneWaiting,
  pathOf,
  poolFor,
  receiving,
  request,
  TEST_TLS,
} from '../../test/h1-upstream';
import { freePort } from '../../test/support';
import { answersHead } from '../answers-head';
import { RequestBodyError } from './h1-pool';

/** The pool's connections, their reuse, flow and TLS against real local TCP servers (`h1-upstream.ts`). */

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

  it('fails with a RequestBodyError when the request body errors', async () => {
    const upstream = await receiving('never');
    const failure = new Error('body broke');
    const body = new Readable({ read() {} });
    body.push('part');
    const ex = exchange(poolFor(upstream), { method: 'POST', body });
    setImmediate(() => body.destroy(failure));
    const answer = await ex.answer;
    // Told as the body's failure (the browser's, not the upstream's), with the body's error as its cause.
    expect(answer.error).toBeInstanceOf(RequestBodyError);
    expect(answer.error?.cause).toBe(failure);
  });
});

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
