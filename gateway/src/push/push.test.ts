import type { FastifyInstance } from 'fastify';
import { generateKeyPair } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayOptions } from '../options';
import { buildServer } from '../server';
import {
  archiveFinished,
  connectPush,
  handshakeStatus,
  ISSUER,
  type KeyPair,
  type PushClient,
  signToken,
  startJwks,
  type TestJwks,
  type TokenClaims,
} from '../test/push-support';
import { listen, testOptions } from '../test/support';

let keys: KeyPair;
let otherKeys: KeyPair;
let jwks: TestJwks;

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  otherKeys = await generateKeyPair('RS256');
  jwks = await startJwks([{ pair: keys, kid: 'k1' }]);
});

afterAll(async () => {
  await jwks.close();
});

let app: FastifyInstance | undefined;
let opened: PushClient[] = [];

afterEach(async () => {
  for (const client of opened) client.ws.close();
  opened = [];
  await app?.close();
  app = undefined;
});

const token = (claims: TokenClaims = {}, signer: KeyPair = keys) => signToken(signer, claims);

async function start(overrides: Partial<GatewayOptions> = {}): Promise<string> {
  app = await buildServer(
    testOptions({
      oidc: { authority: ISSUER, clientId: 'account-area', issuer: ISSUER, jwksUrl: jwks.url },
      ...overrides,
    }),
  );
  return listen(app);
}

function connect(base: string, origin: string, host?: string): PushClient {
  const client = connectPush(base, origin, host);
  opened.push(client);
  return client;
}

describe('GET /push', () => {
  it('refuses a handshake from another origin before upgrading', async () => {
    const base = await start();
    const port = new URL(base).port;
    expect(await handshakeStatus(base, { origin: 'http://evil.example' })).toBe(403);
    expect(await handshakeStatus(base, {})).toBe(403);
    expect(await handshakeStatus(base, { origin: `http://localhost:${Number(port) + 1}` })).toBe(403);
    expect(await handshakeStatus(base, { origin: 'null' })).toBe(403);
    expect(await handshakeStatus(base, { host: 'unknown.example', origin: 'http://unknown.example' })).toBe(
      403,
    );
    expect(await handshakeStatus(base, { origin: `http://127.0.0.1:${port}` })).toBe(101);
  });

  it('accepts only the scheme the page was really served over', async () => {
    const base = await start();
    const port = new URL(base).port;
    const host = `photobox-uk.localhost:${port}`;
    expect(await handshakeStatus(base, { host, origin: `http://${host}` })).toBe(101);
    // Plain HTTP here: an https:// page cannot be ours.
    expect(await handshakeStatus(base, { host, origin: `https://${host}` })).toBe(403);
    // A client saying so does not make it HTTPS: only a trusted proxy does.
    expect(
      await handshakeStatus(base, { host, origin: `https://${host}`, 'x-forwarded-proto': 'https' }),
    ).toBe(403);
    expect(await handshakeStatus(base, { host, origin: `http://albelli-nl.localhost:${port}` })).toBe(403);
  });

  it('believes X-Forwarded-Proto from a trusted proxy', async () => {
    const base = await start({ trustedProxies: ['127.0.0.1'] });
    const port = new URL(base).port;
    const host = `photobox-uk.localhost:${port}`;
    const https = { host, origin: `https://${host}`, 'x-forwarded-proto': 'https' };
    expect(await handshakeStatus(base, https)).toBe(101);
    expect(
      await handshakeStatus(base, { host, origin: `http://${host}`, 'x-forwarded-proto': 'https' }),
    ).toBe(403);
  });

  it('answers OK to a valid token, then relays that user’s messages only', async () => {
    const base = await start();
    const client = connect(base, base);
    await client.opened;
    client.authenticate(await token({ sub: 'u-customer' }));
    expect(await client.next()).toBe('OK');
    await app?.pushHub.publish('u-other', archiveFinished('u-other'));
    await app?.pushHub.publish('u-customer', archiveFinished('u-customer'));
    expect(JSON.parse(await client.next())).toEqual(archiveFinished('u-customer'));
    expect(client.messages).toEqual([]);
  });

  it('ignores invalid client messages', async () => {
    const base = await start();
    const client = connect(base, base);
    await client.opened;
    client.ws.send('not json');
    client.ws.send(JSON.stringify({ action: 'subscribe', token: 'x' }));
    client.ws.send(JSON.stringify({ action: 'authenticate' }));
    client.ws.send(new Uint8Array([1, 2, 3]));
    client.authenticate(await token());
    expect(await client.next()).toBe('OK');
  });

  it.each<[string, () => Promise<string>]>([
    ['signed by another key', () => token({}, otherKeys)],
    ['for another audience', () => token({ aud: 'urn:other' })],
    ['from another issuer', () => token({ iss: 'http://evil.example/oidc' })],
    ['expired', () => token({ expiresIn: '-1h' })],
    ['without an expiry', () => token({ expiresIn: null })],
    ['without a type', () => token({ typ: null })],
    ['of another type (an ID token)', () => token({ typ: 'JWT' })],
    ['not a JWT', async () => 'garbage'],
  ])('closes the socket with 4401 for a token %s', async (_name, makeToken) => {
    const base = await start();
    const client = connect(base, base);
    await client.opened;
    client.authenticate(await makeToken());
    expect((await client.closed).code).toBe(4401);
    expect(client.messages).toEqual([]);
  });

  it('sends nothing to an unauthenticated socket and closes it after the grace period', async () => {
    const base = await start({ pushAuthGraceMs: 300 });
    const client = connect(base, base);
    await client.opened;
    await app?.pushHub.publish('u-customer', archiveFinished('u-customer'));
    const started = Date.now();
    expect((await client.closed).code).toBe(4408);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(client.messages).toEqual([]);
  });

  it('closes with 1013 (try again later) when the keys cannot be fetched, not as unauthorized', async () => {
    const failing = await startJwks([{ pair: keys, kid: 'k1' }]);
    failing.fail(true);
    try {
      const base = await start({
        oidc: { authority: ISSUER, clientId: 'account-area', issuer: ISSUER, jwksUrl: failing.url },
      });
      const client = connect(base, base);
      await client.opened;
      client.authenticate(await token());
      expect((await client.closed).code).toBe(1013);
    } finally {
      await failing.close();
    }
  });

  it('picks up a rotated signing key without a restart', async () => {
    const rotating = await startJwks([{ pair: keys, kid: 'k1' }]);
    try {
      const base = await start({
        oidc: { authority: ISSUER, clientId: 'account-area', issuer: ISSUER, jwksUrl: rotating.url },
        jwksCooldownMs: 0,
      });
      const before = connect(base, base);
      await before.opened;
      before.authenticate(await token());
      expect(await before.next()).toBe('OK');
      // The provider rotates: a new key signs from now on.
      await rotating.serve([
        { pair: otherKeys, kid: 'k2' },
        { pair: keys, kid: 'k1' },
      ]);
      const after = connect(base, base);
      await after.opened;
      after.authenticate(await token({ kid: 'k2' }, otherKeys));
      expect(await after.next()).toBe('OK');
      expect(rotating.fetches).toBe(2);
    } finally {
      await rotating.close();
    }
  });

  it('closes every socket with 1001 when the gateway closes, so clients go to another copy', async () => {
    const base = await start();
    const authenticated = connect(base, base);
    await authenticated.opened;
    authenticated.authenticate(await token());
    expect(await authenticated.next()).toBe('OK');
    const waiting = connect(base, base);
    await waiting.opened;
    await app?.close();
    app = undefined;
    expect(await authenticated.closed).toEqual({ code: 1001, reason: 'server shutting down' });
    expect((await waiting.closed).code).toBe(1001);
  });
});
