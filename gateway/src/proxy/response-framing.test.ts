import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { listen, testOptions } from '../test/support';

/**
 * Issue 57.1: the gateway re-frames every upstream answer. An answer whose framing is ambiguous or malformed
 * (Content-Length beside Transfer-Encoding, two lengths, a coding other than chunked, an obs-fold, a lone CR or LF,
 * an oversized head) is refused with the gateway's 502; what the browser's connection carries is framed by the
 * gateway alone, so bytes an upstream hides in a body never become the answer to the browser's next request.
 */

let app: FastifyInstance;
let tcp: Server;
let base: string;
/** What the raw upstream answers to its next request (one answer per request, in order). */
let answers: string[] = [];
const sockets = new Set<Socket>();

beforeAll(async () => {
  tcp = createTcpServer((socket) => {
    sockets.add(socket);
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\r\n\r\n'); end !== -1; end = buffer.indexOf('\r\n\r\n')) {
        buffer = buffer.slice(end + 4);
        socket.write(answers.shift() ?? OK);
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const upstream = `http://127.0.0.1:${(tcp.address() as AddressInfo).port}`;
  // Every refusal counts towards the circuit: a threshold out of reach keeps each answer the upstream's.
  app = await buildServer(
    testOptions({ upstreams: { customers: upstream }, resilience: { circuitFailureThreshold: 1_000_000 } }),
  );
  base = await listen(app);
});

afterAll(async () => {
  await app.close();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => tcp.close(() => resolve()));
});

const OK = 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\n\r\n{"ok":true}';
const SMUGGLED = '{"smuggled":true}';
const SMUGGLED_ANSWER = `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${SMUGGLED.length}\r\n\r\n${SMUGGLED}`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  reused: boolean;
}

/** A GET through `agent` (one keep-alive connection: a browser's), read whole. */
function get(agent: Agent, path = '/api/customers/customers/me', headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${base}${path}`, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('latin1'),
          reused: req.reusedSocket,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A chunked body holding `text` in one chunk. */
const chunk = (text: string) => `${text.length.toString(16)}\r\n${text}\r\n0\r\n\r\n`;
const head = (lines: string[]) =>
  `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n${lines.join('\r\n')}\r\n\r\n`;

/** A name in any case. */
const anyCase = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((upper) => [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

/** Framings an upstream must not be trusted with, as whole answers. */
const malformed: fc.Arbitrary<string> = fc.oneof(
  // Content-Length beside Transfer-Encoding, in either order, any case, any length.
  fc
    .record({
      cl: anyCase('content-length'),
      te: anyCase('transfer-encoding'),
      length: fc.nat({ max: 200 }),
      clFirst: fc.boolean(),
    })
    .map(({ cl, te, length, clFirst }) => {
      const lines = [`${cl}: ${length}`, `${te}: chunked`];
      return head(clFirst ? lines : lines.reverse()) + chunk(SMUGGLED_ANSWER);
    }),
  // Two lengths, equal or not.
  fc
    .tuple(fc.nat({ max: 40 }), fc.nat({ max: 40 }))
    .map(
      ([a, b]) => `${head([`content-length: ${a}`, `Content-Length: ${b}`])}${'x'.repeat(Math.max(a, b))}`,
    ),
  // A length that is not digits alone.
  fc
    .constantFrom('+5', '5 5', '0x5', '-5', '5,5', '', '1e1', '5.0')
    .map((length) => `${head([`content-length: ${length}`])}12345`),
  // A coding other than chunked alone.
  fc
    .constantFrom('gzip', 'chunked, gzip', 'gzip, chunked', 'chunked, chunked', 'identity', 'chunked;q=1')
    .map((coding) => head([`transfer-encoding: ${coding}`]) + chunk(SMUGGLED)),
  // An obs-fold, a lone CR or LF in a line or as a line end, a NUL.
  fc
    .constantFrom(
      ['etag: "a"', ' content-length: 0'],
      ['etag: "a"', '\tfolded'],
      ['etag: "a"\ncontent-length: 0'],
      ['etag: "a"\rcontent-length: 0'],
      ['etag: "a\0"', 'content-length: 0'],
    )
    .map((lines) => head([...lines])),
  // A head past the limit.
  fc
    .integer({ min: 65 * 1024, max: 80 * 1024 })
    .map((size) => head([`x-big: ${'a'.repeat(size)}`, 'content-length: 0'])),
);

describe('upstream answers re-framed by the gateway', () => {
  it('refuses every ambiguous or malformed framing with the gateway’s 502, and keeps the connection usable', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await fc.assert(
        fc.asyncProperty(malformed, async (answer) => {
          answers = [answer];
          const refused = await get(agent);
          expect(refused.status).toBe(502);
          expect(JSON.parse(refused.body)).toMatchObject({ error: 'bad_gateway' });
          // The browser's next request on its connection gets its own answer, nothing the upstream hid.
          answers = [OK];
          const next = await get(agent);
          expect(next).toMatchObject({ status: 200, body: '{"ok":true}', reused: true });
        }),
        { numRuns: 40 },
      );
    } finally {
      agent.destroy();
    }
  });

  it('never gives the browser’s next request a response smuggled in a chunk', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // The probe's answer: no length to speak of, and a whole HTTP response in its one chunk.
      answers = [head(['content-length: 0', 'transfer-encoding: chunked']) + chunk(SMUGGLED_ANSWER), OK];
      const first = await get(agent);
      const second = await get(agent);
      expect(first.status).toBe(502);
      expect(second).toMatchObject({ status: 200, body: '{"ok":true}', reused: true });
      // Chunked alone is well-formed: the hidden response is the first answer's body, framed by the gateway.
      answers = [head(['transfer-encoding: chunked']) + chunk(SMUGGLED_ANSWER), OK];
      const third = await get(agent);
      const fourth = await get(agent);
      expect(third).toMatchObject({ status: 200, body: SMUGGLED_ANSWER });
      expect(third.headers['content-length']).toBeUndefined();
      expect(fourth).toMatchObject({ status: 200, body: '{"ok":true}', reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('sends no upstream length with a body it compresses', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const json = JSON.stringify({ items: 'x'.repeat(2000) });
      answers = [head([`content-length: ${json.length}`]) + json];
      const answer = await get(agent, undefined, { 'accept-encoding': 'gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['content-length']).toBeUndefined();
    } finally {
      agent.destroy();
    }
  });
});
