import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import {
  captureLogs,
  freePort,
  listen,
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

/** Sends a GET and goes away as soon as the response head arrives, or after `ms` without one. */
function abandon(base: string, path: string, ms: number): Promise<void> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const req = request({ agent: false, host: hostname, port, path });
    req.on('response', (res) => {
      res.destroy();
      req.destroy();
      resolve();
    });
    req.on('error', () => resolve());
    setTimeout(() => {
      req.destroy();
      resolve();
    }, ms);
    req.end();
  });
}

async function requestLines(logs: ReturnType<typeof captureLogs>, count: number) {
  for (let i = 0; i < 50 && logs.lines().filter((line) => line.msg === 'request').length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return logs.lines().filter((line) => line.msg === 'request');
}

const secrets = {
  authorization: 'Bearer top-secret-access-token',
  cookie: 'refresh=top-secret-refresh-token',
};

describe('request logging', () => {
  it('writes one line per request with method, safe URL, status, duration, correlation id and brand', async () => {
    const logs = captureLogs();
    app = await buildServer(testOptions({ logger: logs.logger }));
    const res = await app.inject({
      url: '/change-email-confirmation?confirmation-token=top-secret-link-token',
      headers: {
        ...secrets,
        host: 'www.photobox.de',
        'x-correlationid': '0b7e4c1a-2d3f-4a5b-9c6d-7e8f9a0b1c2d',
      },
    });
    const lines = logs.lines().filter((line) => line.msg === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      method: 'GET',
      url: '/change-email-confirmation?confirmation-token=[redacted]',
      status: 200,
      correlationId: res.headers['x-correlationid'],
      brand: 'photobox-de',
    });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(logs.text()).not.toContain('top-secret');
    expect(logs.lines().some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('logs proxied requests on the fast path too, without tokens or cookies', async () => {
    const logs = captureLogs();
    const port = await freePort();
    app = await buildServer(
      testOptions({ logger: logs.logger, upstreams: { customers: `http://127.0.0.1:${port}` } }),
    );
    const base = await listen(app);
    const res = await rawRequest(base, '/api/customers/customers/me', { headers: secrets });
    expect(res.status).toBe(502);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = logs.lines().filter((line) => line.msg === 'request');
    expect(lines).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/customers/customers/me',
        status: 502,
        correlationId: res.headers['x-correlationid'],
        brand: 'albelli-nl',
      }),
    ]);
    expect(logs.text()).not.toContain('top-secret');
  });

  it('logs what really happened to a proxied request the browser abandoned', async () => {
    const logs = captureLogs();
    upstream = await startServer((req, res) => {
      if (req.url?.endsWith('/slow-404')) {
        // The head of an error comes, its body never ends.
        res.writeHead(404, { 'content-type': 'application/json', 'content-length': '100' });
        res.write('{"error":');
      } else if (req.url?.endsWith('/slow-201')) {
        res.writeHead(201, { 'content-type': 'application/json', 'content-length': '100' });
        res.write('{"id":');
      }
      // /silent: no answer at all.
    });
    app = await buildServer(
      testOptions({ logger: logs.logger, upstreams: { customers: upstream.url }, proxyTimeoutMs: 10_000 }),
    );
    const base = await listen(app);
    await abandon(base, '/api/customers/slow-404', 300);
    await abandon(base, '/api/customers/slow-201', 2000);
    await abandon(base, '/api/customers/silent', 300);
    const lines = await requestLines(logs, 3);
    const byUrl = (url: string) => lines.find((line) => line.url === url);
    // The browser never got an answer: 499 (it went away), and the upstream's 404 is said.
    expect(byUrl('/api/customers/slow-404')).toMatchObject({
      status: 499,
      upstreamStatus: 404,
      clientGone: true,
    });
    // The browser had the head (201) when it left.
    expect(byUrl('/api/customers/slow-201')).toMatchObject({ status: 201, clientGone: true });
    expect(byUrl('/api/customers/silent')).toMatchObject({
      status: 499,
      upstreamStatus: null,
      clientGone: true,
    });
    expect(lines.some((line) => line.status === 200)).toBe(false);
  });
});
