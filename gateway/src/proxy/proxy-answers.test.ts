import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import {
  listen,
  type RawResponse,
  rawRequest,
  startServer,
  type TestServer,
  testOptions,
} from '../test/support';

let app: FastifyInstance | undefined;
let upstream: TestServer | undefined;

afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = undefined;
  upstream = undefined;
});

type Answer = (req: IncomingMessage, res: ServerResponse) => void;

/** The gateway in front of an upstream answering `answer`, called over a socket (the fast path) and by inject. */
async function through(answer: Answer, path = '/api/customers/x', method = 'GET'): Promise<RawResponse[]> {
  upstream = await startServer(answer);
  app = await buildServer(testOptions({ upstreams: { customers: upstream.url } }));
  const fast = await rawRequest(await listen(app), path, { method });
  const injected = await app.inject({ url: path, method: method as 'GET' });
  return [
    fast,
    { status: injected.statusCode, headers: injected.headers as RawResponse['headers'], body: injected.body },
  ];
}

const STACK = `Error: connect ECONNREFUSED 10.0.3.7:5432
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)
    at CustomerRepository.find (/srv/customers/src/repository.ts:42:11)`;

describe('what the browser sees of an upstream answer', () => {
  it('an upstream 5xx becomes the gateway’s own 502 with the correlation id: no stack trace, no internal header', async () => {
    for (const res of await through((_req, res) => {
      res.writeHead(500, {
        'content-type': 'text/plain',
        'x-internal-debug': 'db=10.0.3.7 node=customers-7f',
      });
      res.end(STACK);
    })) {
      expect(res.status).toBe(502);
      expect(JSON.parse(res.body)).toEqual({
        error: 'bad_gateway',
        correlationId: res.headers['x-correlationid'],
      });
      expect(res.headers['x-internal-debug']).toBeUndefined();
      expect(res.body).not.toContain('10.0.3.7');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('an upstream 503 and 504 keep their meaning (and a plain Retry-After), as the gateway’s own errors', async () => {
    for (const res of await through((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '30' });
      res.end(JSON.stringify({ error: 'maintenance', message: 'see http://status.internal:8080' }));
    })) {
      expect(res.status).toBe(503);
      expect(JSON.parse(res.body)).toEqual({
        error: 'service_unavailable',
        correlationId: res.headers['x-correlationid'],
      });
      expect(res.headers['retry-after']).toBe('30');
    }
    await app?.close();
    await upstream?.close();
    for (const res of await through((_req, res) => res.writeHead(504).end('gateway timeout at lb-3'))) {
      expect(res.status).toBe(504);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'upstream_timeout' });
    }
  });

  it('an upstream 4xx keeps its JSON error, without messages that name internal paths, hosts or frames', async () => {
    for (const res of await through((_req, res) => {
      res.writeHead(404, {
        'content-type': 'application/json; charset=utf-8',
        'x-internal-debug': 'route miss',
      });
      res.end(
        JSON.stringify({
          error: 'not_found',
          message: 'no route GET /internal/v2/customers/42 on customers-7f.svc.cluster.local:8443',
          stack: STACK,
          fields: { email: 'must be an e-mail address', name: 'see /srv/customers/src/validate.ts:12' },
        }),
      );
    })) {
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body)).toEqual({
        error: 'not_found',
        fields: { email: 'must be an e-mail address' },
        correlationId: res.headers['x-correlationid'],
      });
      expect(res.headers['x-internal-debug']).toBeUndefined();
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('an upstream 4xx that is not a JSON error becomes the gateway’s own error of the same status', async () => {
    for (const res of await through((_req, res) => {
      res.writeHead(403, { 'content-type': 'text/html' });
      res.end('<h1>Forbidden</h1><p>nginx/1.25 at 10.0.0.5</p>');
    })) {
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body)).toEqual({
        error: 'forbidden',
        correlationId: res.headers['x-correlationid'],
      });
    }
  });

  it('passes only an allow-list of response headers, and Cache-Control only for public data', async () => {
    const [fast, injected] = await through((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        etag: '"v1"',
        'last-modified': 'Wed, 21 Oct 2025 07:28:00 GMT',
        date: 'Tue, 24 Nov 2026 10:00:00 GMT',
        'content-disposition': 'attachment; filename="a.jpg"',
        'x-internal-debug': 'pod=customers-7f',
        'x-powered-by': 'Express',
        'x-envoy-upstream-service-time': '3',
        location: 'http://customers.internal/x',
        'cache-control': 'private, max-age=600',
      });
      res.end('{}');
    });
    for (const res of [fast, injected]) {
      expect(res?.status).toBe(200);
      const headers = res?.headers ?? {};
      expect(headers.etag).toBe('"v1"');
      expect(headers['last-modified']).toBe('Wed, 21 Oct 2025 07:28:00 GMT');
      // The service's time (the orders' in-progress rule reads it), not the gateway's.
      expect(headers.date).toBe('Tue, 24 Nov 2026 10:00:00 GMT');
      expect(headers['content-disposition']).toBe('attachment; filename="a.jpg"');
      for (const name of ['x-internal-debug', 'x-powered-by', 'x-envoy-upstream-service-time', 'location']) {
        expect(headers[name], name).toBeUndefined();
      }
      // Personal data: never stored, whatever the upstream asked for short of `public`.
      expect(headers['cache-control']).toBe('no-store');
    }
    await app?.close();
    await upstream?.close();
    for (const res of await through((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' })
        .end('{}');
    })) {
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
  });

  it('sends no-store with an answer the upstream gave no Cache-Control, and HSTS outside fixture mode', async () => {
    for (const res of await through((_req, res) => res.writeHead(200).end('{}'))) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('does not follow an upstream redirect, nor tell the browser where it pointed', async () => {
    let calls = 0;
    for (const res of await through((_req, res) => {
      calls += 1;
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    })) {
      expect(res.status).toBe(302);
      expect(res.headers.location).toBeUndefined();
    }
    expect(calls).toBe(2);
  });
});
