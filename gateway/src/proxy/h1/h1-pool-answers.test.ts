import { once } from 'node:events';
import type { Socket } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answering, exchange, ok, pathOf, poolFor, request, writeApart } from '../../test/h1-upstream';
import { freePort } from '../../test/support';
import { UpstreamError } from './h1-pool';

/** What the pool reads of real sockets: answers as they are framed, and the failures of malformed ones. */

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
    ['a header value with a lone LF', { headers: ['x-b', 'd', 'x-a', 'b\nc'] }],
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
