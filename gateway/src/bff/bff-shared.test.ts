import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BFF_HOST as HOST, BFF_ORIGIN as ORIGIN, signIn, startBffGateway } from '../test/bff-support';
import { archiveFinished, connectPush, handshakeStatus } from '../test/push-support';
import { startRedis, type TestRedis } from '../test/redis-server';
import { listen, startServer, type TestServer } from '../test/support';
import { startTestIdp, type TestIdp } from '../test/test-idp';

let idp: TestIdp;
let upstream: TestServer;
/** The bearer of each call the service received. */
const bearers: (string | undefined)[] = [];
const apps: FastifyInstance[] = [];
/** The copies' clock runs ahead of the real one by this much (access tokens fall due without waiting). */
let ahead = 0;
const gateway = (redisUrl?: string) =>
  startBffGateway(
    { idp, upstreamUrl: upstream.url, now: () => Date.now() + ahead, apps },
    redisUrl === undefined ? {} : { redisUrl },
  );

beforeAll(async () => {
  idp = await startTestIdp();
  upstream = await startServer((req, res) => {
    bearers.push(req.headers.authorization);
    res.writeHead(204).end();
  });
});
afterAll(async () => {
  await idp.close();
  await upstream.close();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  bearers.length = 0;
  ahead = 0;
  idp.setAccessTtl(3600);
});

const csrf = { host: HOST, origin: ORIGIN, 'x-csrf': '1' };

describe('push in bff mode', () => {
  it('authenticates the socket with the session cookie and closes it when the session ends', async () => {
    const app = await gateway();
    const base = await listen(app);
    const { cookie } = await signIn(app);
    // Undici's WebSocket sends its own Host: the page's origin is then the listening address (a fixture alias).
    const socket = connectPush(base, base, undefined, { cookie });
    await socket.opened;
    expect(await socket.next()).toBe('OK');
    await app.pushHub.publish('u-customer', archiveFinished('u-customer'));
    expect(JSON.parse(await socket.next())).toEqual(archiveFinished('u-customer'));
    await app.inject({ method: 'POST', url: '/bff/logout', headers: { ...csrf, cookie } });
    expect(await socket.closed).toEqual({ code: 4401, reason: 'session ended' });
  });

  it('refuses the upgrade without a session (401) and from another origin even with the cookie (403)', async () => {
    const app = await gateway();
    const base = await listen(app);
    const { cookie } = await signIn(app);
    expect(await handshakeStatus(base, { host: HOST, origin: ORIGIN })).toBe(401);
    expect(await handshakeStatus(base, { host: HOST, origin: 'http://evil.example', cookie })).toBe(403);
    expect(await handshakeStatus(base, { host: HOST, origin: ORIGIN, cookie })).toBe(101);
  });
});

describe('sessions shared through Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis.close();
  });

  it('a session made on one copy works on another, and a sign-out on either ends it on both', async () => {
    const first = await gateway(redis.url);
    const second = await gateway(redis.url);
    const { cookie } = await signIn(first);
    const onSecond = await second.inject({ url: '/bff/user', headers: { host: HOST, cookie } });
    expect(onSecond.statusCode).toBe(200);
    expect(onSecond.json().sub).toBe('u-customer');
    const out = await second.inject({ method: 'POST', url: '/bff/logout', headers: { ...csrf, cookie } });
    expect(out.statusCode).toBe(200);
    expect((await first.inject({ url: '/bff/user', headers: { host: HOST, cookie } })).statusCode).toBe(401);
  });

  it('two copies needing a refresh at once: one refresh reaches the provider, both calls carry its token', async () => {
    // Access tokens of 90 s, refreshed 60 s before expiry: due once the clock is 31 s further.
    idp.setAccessTtl(90);
    const first = await gateway(redis.url);
    const second = await gateway(redis.url);
    const { cookie } = await signIn(first);
    const call = (app: FastifyInstance) =>
      app.inject({ url: '/api/customers/me', headers: { host: HOST, cookie } });
    await call(first);
    const signedInWith = bearers.at(-1);
    const before = idp.stats.refreshes;

    ahead += 31_000;
    // The provider holds the refresh open: both copies have the due session in hand before it is answered.
    const release = idp.holdRefreshes();
    const calls = Promise.all([call(first), call(second)]);
    await expect.poll(() => idp.stats.refreshes, { timeout: 10_000 }).toBe(before + 1);
    release();
    await calls;
    expect(idp.stats.refreshes).toBe(before + 1);
    const [one, other] = bearers.slice(-2);
    expect(one).toMatch(/^Bearer eyJ/);
    expect(other).toBe(one);
    expect(one).not.toBe(signedInWith);

    // The rotated refresh token was kept: the next refresh is accepted (a reused one would end the grant).
    ahead += 31_000;
    await call(second);
    expect(idp.stats.refreshes).toBe(before + 2);
    expect(bearers.at(-1)).toMatch(/^Bearer eyJ/);
    expect(bearers.at(-1)).not.toBe(one);
    expect((await first.inject({ url: '/bff/user', headers: { host: HOST, cookie } })).statusCode).toBe(200);
  });

  it('a session ended on one copy closes its sockets on another at once, and only that session’s', async () => {
    const first = await gateway(redis.url);
    const second = await gateway(redis.url);
    const base = await listen(second);
    const ending = await signIn(first);
    const staying = await signIn(first);
    const socket = connectPush(base, base, undefined, { cookie: ending.cookie });
    const other = connectPush(base, base, undefined, { cookie: staying.cookie });
    await Promise.all([socket.opened, other.opened]);
    expect(await socket.next()).toBe('OK');
    expect(await other.next()).toBe('OK');
    await first.inject({ method: 'POST', url: '/bff/logout', headers: { ...csrf, cookie: ending.cookie } });
    expect(await socket.closed).toEqual({ code: 4401, reason: 'session ended' });
    // The same user's other session keeps its socket.
    await first.pushHub.publish('u-customer', archiveFinished('u-customer'));
    expect(JSON.parse(await other.next())).toEqual(archiveFinished('u-customer'));
    other.ws.close();
  });

  it('a stolen session cookie is useless from another origin for state changes', async () => {
    const first = await gateway(redis.url);
    const { cookie } = await signIn(first);
    const post = await first.inject({
      method: 'POST',
      url: '/api/customers/me',
      headers: { host: HOST, cookie, origin: 'https://attacker.example', 'x-csrf': '1' },
    });
    expect(post.statusCode).toBe(403);
  });
});
