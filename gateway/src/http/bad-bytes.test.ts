import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BFF_HOST, startBffGateway } from '../test/bff-support';
import { listen, startServer, type TestServer } from '../test/support';
import { startTestIdp, type TestIdp } from '../test/test-idp';

/**
 * Bad bytes to every route family: whatever the gateway refuses, it refuses with its own JSON error and a
 * correlation id (never the framework's text, never a 5xx), and it keeps serving.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Answer {
  status: number;
  head: string;
  body: string;
}

/** Writes `bytes` (a request with `Connection: close`) and parses the one answer. */
function exchange(base: string, bytes: Buffer): Promise<Answer> {
  const { port } = new URL(base);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: text.slice(split + 4),
      });
    });
  });
}

function request(line: string, headers: string[] = [], body = ''): Buffer {
  const lines = [line, `Host: ${BFF_HOST}`, 'Connection: close', ...headers];
  if (body !== '') lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(body)]);
}

/** The route families and a request of each that is served. */
const FAMILIES = [
  ['GET', '/api/customers/customers/me'],
  ['POST', '/api/customers/customers/me'],
  ['GET', '/bff/login'],
  ['GET', '/bff/user'],
  ['POST', '/bff/logout'],
  ['GET', '/push'],
  ['GET', '/config.json'],
  ['GET', '/locales/en-GB.json'],
  ['GET', '/photos'],
  ['GET', '/healthz'],
] as const;

/** Bad inputs: each must be refused with a 4xx. */
const BAD: ReadonlyArray<[string, (method: string, path: string) => Buffer]> = [
  ['invalid UTF-8 in the path', (m, p) => request(`${m} ${p}/%C0%AF%FF HTTP/1.1`)],
  ['raw non-ASCII bytes in the path', (m, p) => request(`${m} ${p}/\xff\xfe HTTP/1.1`)],
  ['a header value with a NUL', (m, p) => request(`${m} ${p} HTTP/1.1`, ['X-Test: a\x00b'])],
  ['a header value with a bare CR', (m, p) => request(`${m} ${p} HTTP/1.1`, ['X-Test: a\rb'])],
  ['a 20 KB query', (m, p) => request(`${m} ${p}?q=${'a'.repeat(20_000)} HTTP/1.1`)],
];

/** Inputs that may be served (ignored) but must never answer 5xx or a foreign error. */
const ODD: ReadonlyArray<[string, (method: string, path: string) => Buffer]> = [
  ['invalid UTF-8 in the query', (m, p) => request(`${m} ${p}?returnTo=%FF%FE&x=%C0 HTTP/1.1`)],
  [
    'a non-ASCII return path',
    (m, p) => request(`${m} ${p}?returnTo=%2F%EF%BC%8F%EF%BC%8Fevil.example HTTP/1.1`),
  ],
  [
    'bad JSON',
    (m, p) => request(`${m} ${p} HTTP/1.1`, ['X-CSRF: 1', `Origin: http://${BFF_HOST}`], '{"a":\xff'),
  ],
  [
    'a correlation id with bytes',
    (m, p) => request(`${m} ${p} HTTP/1.1`, ['X-CorrelationId: \xe2\x80\xae1']),
  ],
];

function expectGatewayError(answer: Answer, label: string): void {
  expect(answer.head, label).toMatch(/content-type: application\/json/i);
  if (answer.body === '') return; // a HEAD-like answer without a body is allowed only for parser refusals
  const body = JSON.parse(answer.body) as { error?: unknown; correlationId?: unknown };
  expect(typeof body.error, label).toBe('string');
  expect(String(body.correlationId), label).toMatch(UUID);
}

let idp: TestIdp;
let upstream: TestServer;
let app: FastifyInstance;
let base: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  idp = await startTestIdp();
  upstream = await startServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  });
  app = await startBffGateway({ idp, upstreamUrl: upstream.url, now: Date.now, apps });
  base = await listen(app);
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await upstream.close();
  await idp.close();
});

describe('bad bytes to every route family', () => {
  for (const [method, path] of FAMILIES) {
    it(`${method} ${path}: refused with the gateway's JSON error and an id`, async () => {
      for (const [label, build] of BAD) {
        // The API passes percent-encoded bytes on as sent: the service decides what its path means (below).
        if (path.startsWith('/api/') && label === 'invalid UTF-8 in the path') continue;
        const answer = await exchange(base, build(method, path));
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
        expectGatewayError(answer, label);
        expect(answer.head, label).not.toMatch(/ERR_|Fastify/);
      }
      for (const [label, build] of path.startsWith('/api/') ? [...ODD, BAD[0] as (typeof BAD)[0]] : ODD) {
        const answer = await exchange(base, build(method, path));
        expect(answer.status, label).toBeGreaterThan(0);
        expect(answer.status, label).toBeLessThan(500);
        if (answer.status >= 400) expectGatewayError(answer, label);
      }
      const health = await exchange(base, request('GET /healthz HTTP/1.1'));
      expect(health.status).toBe(200);
    });
  }
});
