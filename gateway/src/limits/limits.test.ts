import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { generateKeyPair } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayOptions } from '../options';
import { buildServer } from '../server';
import { ISSUER, type KeyPair, signToken, startJwks, type TestJwks } from '../test/push-support';
import { listen, rawRequest, startServer, type TestServer, testOptions } from '../test/support';

let keys: KeyPair;
let jwks: TestJwks;
let app: FastifyInstance | undefined;
let upstream: TestServer | undefined;

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  jwks = await startJwks([{ pair: keys, kid: 'k1' }]);
});

afterAll(async () => {
  await jwks.close();
});

afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = undefined;
  upstream = undefined;
});

async function start(overrides: Partial<GatewayOptions>): Promise<string> {
  upstream = await startServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
  );
  app = await buildServer(
    testOptions({
      upstreams: { customers: upstream.url },
      oidc: { authority: ISSUER, clientId: 'account-area', issuer: ISSUER, jwksUrl: jwks.url },
      ...overrides,
    }),
  );
  return listen(app);
}

describe('rate limits of the API', () => {
  it('per client address: 429 with Retry-After as a JSON error, on the fast path and through Fastify', async () => {
    const base = await start({ rateLimits: { apiPerAddress: 3 } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await rawRequest(base, '/api/customers/x')).status);
    const limited = await rawRequest(base, '/api/customers/x');
    const injected = await app?.inject({ url: '/api/customers/x' });
    expect(statuses).toEqual([200, 200, 200]);
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toEqual({
      error: 'too_many_requests',
      correlationId: limited.headers['x-correlationid'],
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A sliding window (decision 430): the full window's count still weighs on the next one, so the wait can reach
    // past the window's end, never past two windows.
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(120);
    expect(injected?.statusCode).toBe(429);
  });

  it('per user, whatever address the requests come from, for verified tokens only', async () => {
    const base = await start({ rateLimits: { apiPerUser: 2 }, trustedProxies: ['127.0.0.1'] });
    const token = await signToken(keys, { sub: 'u-busy' });
    const as = (address: string, bearer: string) =>
      rawRequest(base, '/api/customers/x', {
        headers: { authorization: `Bearer ${bearer}`, 'x-forwarded-for': address },
      });
    expect((await as('203.0.113.1', token)).status).toBe(200);
    expect((await as('203.0.113.2', token)).status).toBe(200);
    expect((await as('203.0.113.3', token)).status).toBe(429);
    // Another user is not limited by it; nor is a forged token naming the busy user (it names nobody).
    expect((await as('203.0.113.4', await signToken(keys, { sub: 'u-calm' }))).status).toBe(200);
    const forged = `${token.split('.').slice(0, 2).join('.')}.Zm9yZ2Vk`;
    expect((await as('203.0.113.5', forged)).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless the connection comes from a trusted proxy', async () => {
    const base = await start({ rateLimits: { apiPerAddress: 2 } });
    const from = (address: string) =>
      rawRequest(base, '/api/customers/x', { headers: { 'x-forwarded-for': address } });
    expect((await from('198.51.100.1')).status).toBe(200);
    expect((await from('198.51.100.2')).status).toBe(200);
    // Same socket address each time: a client cannot pick a fresh address per request.
    expect((await from('198.51.100.3')).status).toBe(429);
  });
});

describe('rate limits of pages and the rest', () => {
  it('per client address (@fastify/rate-limit), as a JSON error; health checks are not limited', async () => {
    await start({ rateLimits: { pagesPerAddress: 2 } });
    const gateway = app as FastifyInstance;
    expect((await gateway.inject({ url: '/config.json' })).statusCode).toBe(200);
    expect((await gateway.inject({ url: '/locales/en-GB.json' })).statusCode).toBe(200);
    const limited = await gateway.inject({ url: '/config.json' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'too_many_requests',
      correlationId: limited.headers['x-correlationid'],
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await gateway.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('counts a build file once, when it is first read; names the build does not have count every time', async () => {
    await start({ rateLimits: { pagesPerAddress: 4 } });
    const gateway = app as FastifyInstance;
    // A page load's scripts, many times over: one count, for the first read.
    for (let load = 0; load < 6; load += 1) {
      const script = await gateway.inject({ url: `/assets/index-abc123.js?load=${load}` });
      expect(script.statusCode).toBe(200);
    }
    expect((await gateway.inject({ url: '/assets/missing-1.js' })).statusCode).toBe(404);
    expect((await gateway.inject({ url: '/assets/missing-2.js' })).statusCode).toBe(404);
    expect((await gateway.inject({ url: '/config.json' })).statusCode).toBe(200);
    expect((await gateway.inject({ url: '/assets/missing-3.js' })).statusCode).toBe(429);
    expect((await gateway.inject({ url: '/config.json' })).statusCode).toBe(429);
    // The held file is still sent to the address that reached the limit.
    expect((await gateway.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
  });
});

describe('overload', () => {
  it('answers 503 with Retry-After while the event loop lags, on pages and the API; /healthz still answers', async () => {
    const base = await start({ pressure: { maxEventLoopDelayMs: 50, retryAfterS: 7 } });
    // Block the event loop as an overloaded gateway would.
    const until = Date.now() + 1200;
    while (Date.now() < until) {
      // busy
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    const api = await rawRequest(base, '/api/customers/x');
    const page = await rawRequest(base, '/config.json');
    const health = await rawRequest(base, '/healthz');
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('7');
    expect(JSON.parse(api.body)).toEqual({
      error: 'service_unavailable',
      correlationId: api.headers['x-correlationid'],
    });
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('7');
    expect(JSON.parse(page.body)).toMatchObject({ error: 'service_unavailable' });
    expect(health.status).toBe(200);
  });
});

describe('slow clients', () => {
  it('closes a connection whose headers trickle in (slow-loris) with 408', async () => {
    const base = await start({ httpTimeouts: { headersTimeoutMs: 500 } });
    const { port } = new URL(base);
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n'),
      );
      const drip = setInterval(() => socket.write('X-Slow: a\r\n'), 100);
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(drip);
        resolve(text);
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Its own 500 ms, not the default 10 s (a bound far from both, for a busy machine).
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('closes an idle keep-alive connection after its timeout', async () => {
    const base = await start({ httpTimeouts: { keepAliveTimeoutMs: 300 } });
    const { port } = new URL(base);
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'),
      );
      const started = Date.now();
      socket.on('data', () => {});
      socket.on('close', () => resolve(Date.now() - started));
    });
    expect(closedAfter).toBeLessThan(2000);
  });
});
