import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { listen, rawRequest, testOptions } from '../test/support';

/** Issue 57.4 and 57.5, through `inject`: what the proxy refuses to pass on, and what every answer carries. */

let app: FastifyInstance;
let upstream: Server;
/** The gateway on a real socket, for methods only its fast path sees. */
let base: string | undefined;
const seen: string[] = [];
const CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  app = await buildServer(testOptions({ upstreams: { orders: url, 'photo-upload': url } }));
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('the proxy’s path check', () => {
  it.each([
    '/api/orders/..;/__control/calls',
    '/api/orders/v2/..;jsessionid=1/x',
    '/api/orders/.;/x',
    '/api/orders/v2/%252e%252e/__control/calls',
    '/api/orders/v2/..%252f__control',
    '/api/orders/v2/%255c..%255c__control',
    '/api/orders/v2/%25252e%25252e/x',
    '/api/orders/v2/..%3b/x',
  ])('refuses %s with the gateway’s 400, before any upstream', async (url) => {
    seen.length = 0;
    const res = await app.inject({ method: 'GET', url, headers: { host: 'photobox-uk.localhost' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request', correlationId: expect.any(String) });
    expect(seen).toEqual([]);
  });

  it('passes a path whose percent signs and semicolons are not an escape', async () => {
    seen.length = 0;
    const url = '/api/orders/v2/superorders/me;x=1?q=%2525';
    const res = await app.inject({ method: 'GET', url, headers: { host: 'photobox-uk.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual(['GET /v2/superorders/me;x=1?q=%2525']);
  });
});

describe('the proxy’s methods', () => {
  it.each(['PURGE', 'PROPFIND', 'MKCOL'])(
    'refuses %s (a method Fastify does not route: the server’s fast path answers) with 405 and Allow',
    async (method) => {
      seen.length = 0;
      base ??= await listen(app);
      const res = await rawRequest(base, '/api/orders/v2/superorders/me', {
        method,
        headers: { host: 'photobox-uk.localhost' },
      });
      expect(res.status).toBe(405);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'method_not_allowed' });
      expect(res.headers.allow).toBe('GET, HEAD, POST, PUT');
      expect(seen).toEqual([]);
    },
  );

  it.each(['PATCH', 'OPTIONS', 'DELETE'])(
    'refuses %s to a service whose contracts do not declare it with 405 and Allow',
    async (method) => {
      seen.length = 0;
      const res = await app.inject({
        method: method as 'GET',
        url: '/api/orders/v2/superorders/me',
        headers: { host: 'photobox-uk.localhost' },
      });
      expect(res.statusCode).toBe(405);
      expect(res.json()).toMatchObject({ error: 'method_not_allowed' });
      expect(res.headers.allow).toBe('GET, HEAD, POST, PUT');
      expect(seen).toEqual([]);
    },
  );

  it('forwards the upload protocol’s PATCH and HEAD to the photo-upload service', async () => {
    seen.length = 0;
    for (const method of ['HEAD', 'PATCH'] as const) {
      const res = await app.inject({
        method,
        url: '/api/photo-upload/files/abc',
        headers: { host: 'photobox-uk.localhost' },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(seen).toEqual(['HEAD /files/abc', 'PATCH /files/abc']);
  });
});

describe('every proxied answer', () => {
  it('carries a CSP that stops an upstream’s HTML from running, and nosniff', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/orders/v2/superorders/me',
      headers: { host: 'photobox-uk.localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('carries them on the gateway’s own answers too', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/orders/..;/x',
      headers: { host: 'photobox-uk.localhost' },
    });
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
