import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { generateKeyPair } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RateLimits } from '../options';
import { buildServer } from '../server';
import {
  connectPush,
  ISSUER,
  type KeyPair,
  type PushClient,
  signToken,
  startJwks,
  type TestJwks,
} from '../test/push-support';
import { startRedis, type TestRedis } from '../test/redis-server';
import { listen, rawRequest, startServer, type TestServer, testOptions } from '../test/support';

let keys: KeyPair;
let jwks: TestJwks;
let redis: TestRedis;
let upstream: TestServer;
let copies: FastifyInstance[] = [];
let clients: PushClient[] = [];
let prefix = '';

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  jwks = await startJwks([{ pair: keys, kid: 'k1' }]);
  redis = await startRedis();
  upstream = await startServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
  );
});

afterAll(async () => {
  await Promise.all([jwks.close(), redis.close(), upstream.close()]);
});

beforeEach(() => {
  prefix = `limits${Date.now()}:`;
});

afterEach(async () => {
  for (const client of clients) client.ws.close();
  clients = [];
  await Promise.all(copies.map((copy) => copy.close()));
  copies = [];
});

/** Two gateway copies sharing Redis; resolves to their base URLs. */
async function twoCopies(rateLimits: Partial<RateLimits>): Promise<[string, string]> {
  const bases: string[] = [];
  for (let i = 0; i < 2; i++) {
    const app = await buildServer(
      testOptions({
        upstreams: { customers: upstream.url },
        oidc: { authority: ISSUER, clientId: 'account-area', issuer: ISSUER, jwksUrl: jwks.url },
        redisUrl: redis.url,
        redisKeyPrefix: prefix,
        rateLimits,
      }),
    );
    copies.push(app);
    bases.push(await listen(app));
  }
  return [bases[0] as string, bases[1] as string];
}

/**
 * Resolves once Redis holds a rate count of at least `hits` under this test's prefix: a copy sends what it counted
 * every 50 ms, later than that on a busy machine, and the other copy starts from what Redis holds.
 */
async function untilShared(hits: number): Promise<void> {
  const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  try {
    await vi.waitFor(
      async () => {
        const keys = await client.keys(`${prefix}rate:*`);
        const counts = keys.length === 0 ? [] : await client.mget(keys);
        expect(counts.some((count) => Number(count) >= hits)).toBe(true);
      },
      { timeout: 10_000, interval: 20 },
    );
  } finally {
    client.disconnect();
  }
}

describe('rate limits shared by gateway copies through Redis', () => {
  it('the API limit per address counts the requests of both copies', async () => {
    const [a, b] = await twoCopies({ apiPerAddress: 10 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await rawRequest(a, '/api/customers/x')).status);
    await untilShared(6);
    for (let i = 0; i < 6; i++) statuses.push((await rawRequest(b, '/api/customers/x')).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('the limit of pages per address (the sliding counter as @fastify/rate-limit’s store) counts both copies', async () => {
    const [a, b] = await twoCopies({ pagesPerAddress: 3 });
    expect((await rawRequest(a, '/config.json')).status).toBe(200);
    expect((await rawRequest(a, '/config.json')).status).toBe(200);
    // A copy adds its counts to Redis every sync interval; the other starts from them, as for the API's limits.
    await untilShared(2);
    expect((await rawRequest(b, '/config.json')).status).toBe(200);
    const limited = await rawRequest(b, '/config.json');
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toMatchObject({ error: 'too_many_requests' });
  });

  it('push authentications per user count both copies', async () => {
    const [a, b] = await twoCopies({ pushAuthPerUser: 2 });
    const authenticate = async (base: string) => {
      const client = connectPush(base, base);
      clients.push(client);
      await client.opened;
      client.authenticate(await signToken(keys, { sub: 'u-shared' }));
      return client;
    };
    expect(await (await authenticate(a)).next()).toBe('OK');
    await untilShared(1);
    expect(await (await authenticate(b)).next()).toBe('OK');
    await untilShared(2);
    expect((await (await authenticate(b)).closed).code).toBe(4429);
  });

  it('let requests through when Redis is away (counting on each copy) rather than refusing everyone', async () => {
    const [a] = await twoCopies({ apiPerAddress: 100, pagesPerAddress: 100 });
    await redis.kill();
    try {
      expect((await rawRequest(a, '/api/customers/x')).status).toBe(200);
      expect((await rawRequest(a, '/config.json')).status).toBe(200);
    } finally {
      await redis.start();
    }
  });
});
