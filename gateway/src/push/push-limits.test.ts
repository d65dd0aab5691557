import type { FastifyInstance } from 'fastify';
import { generateKeyPair } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RateLimits } from '../options';
import { buildServer } from '../server';
import {
  connectPush,
  handshakeStatus,
  ISSUER,
  type KeyPair,
  type PushClient,
  signToken,
  startJwks,
  type TestJwks,
} from '../test/push-support';
import { listen, testOptions } from '../test/support';

let keys: KeyPair;
let jwks: TestJwks;
let app: FastifyInstance | undefined;
let clients: PushClient[] = [];

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  jwks = await startJwks([{ pair: keys, kid: 'k1' }]);
});

afterAll(async () => {
  await jwks.close();
});

afterEach(async () => {
  for (const client of clients) client.ws.close();
  clients = [];
  await app?.close();
  app = undefined;
});

async function start(rateLimits: Partial<RateLimits>): Promise<string> {
  app = await buildServer(
    testOptions({
      oidc: { authority: ISSUER, clientId: 'account-area', issuer: ISSUER, jwksUrl: jwks.url },
      rateLimits,
    }),
  );
  return listen(app);
}

function connect(base: string): PushClient {
  const client = connectPush(base, base);
  clients.push(client);
  return client;
}

describe('limits of /push', () => {
  it('refuses more unauthenticated sockets per address than its cap, and frees the room on authentication', async () => {
    const base = await start({ pushUnauthenticatedPerAddress: 3 });
    const waiting = [connect(base), connect(base), connect(base)];
    await Promise.all(waiting.map((client) => client.opened));
    // The fourth is refused before the upgrade.
    expect(await handshakeStatus(base, { origin: base })).toBe(429);
    // Opened at once (as an attacker would): none of them gets past the cap either.
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => handshakeStatus(base, { origin: base })),
    );
    expect(burst.every((status) => status === 429)).toBe(true);
    (waiting[0] as PushClient).authenticate(await signToken(keys));
    expect(await (waiting[0] as PushClient).next()).toBe('OK');
    expect(await handshakeStatus(base, { origin: base })).toBe(101);
  });

  it('limits authentication attempts per client address (4429)', async () => {
    const base = await start({ pushAuthPerAddress: 2 });
    for (let i = 0; i < 2; i++) {
      const client = connect(base);
      await client.opened;
      client.authenticate(await signToken(keys, { sub: `u-${i}` }));
      expect(await client.next()).toBe('OK');
    }
    const third = connect(base);
    await third.opened;
    third.authenticate(await signToken(keys, { sub: 'u-3' }));
    expect(await third.closed).toEqual({ code: 4429, reason: 'too many authentication attempts' });
  });

  it('limits authentication attempts per user (4429)', async () => {
    const base = await start({ pushAuthPerUser: 2 });
    for (let i = 0; i < 2; i++) {
      const client = connect(base);
      await client.opened;
      client.authenticate(await signToken(keys));
      expect(await client.next()).toBe('OK');
    }
    const third = connect(base);
    await third.opened;
    third.authenticate(await signToken(keys));
    expect((await third.closed).code).toBe(4429);
    // Another user is not affected.
    const other = connect(base);
    await other.opened;
    other.authenticate(await signToken(keys, { sub: 'u-other' }));
    expect(await other.next()).toBe('OK');
  });

  it('counts its sockets in the metrics', async () => {
    const base = await start({});
    const client = connect(base);
    await client.opened;
    client.authenticate(await signToken(keys));
    expect(await client.next()).toBe('OK');
    await connect(base).opened;
    await vi.waitFor(
      async () => {
        const metrics = await app?.internal.inject({ url: '/metrics' });
        expect(metrics?.body).toContain('gateway_push_sockets{state="authenticated"} 1');
        expect(metrics?.body).toContain('gateway_push_sockets{state="unauthenticated"} 1');
      },
      { timeout: 10_000, interval: 20 },
    );
  });
});
