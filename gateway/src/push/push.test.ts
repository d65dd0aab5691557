import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { WebSocket } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_AUDIENCE } from '#contracts/claims';
import type { PushMessage } from '#contracts/push';
import type { GatewayOptions } from '../options';
import { buildServer } from '../server';
import { listen, startServer, type TestServer, testOptions } from '../test/support';

const ISSUER = 'http://localhost:8090/oidc';
type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

let keys: KeyPair;
let otherKeys: KeyPair;
let jwksServer: TestServer;

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  otherKeys = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwksServer = await startServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
});
afterAll(async () => {
  await jwksServer.close();
});

let app: FastifyInstance | undefined;
let opened: WebSocket[] = [];
afterEach(async () => {
  for (const ws of opened) ws.close();
  opened = [];
  await app?.close();
  app = undefined;
});

function token(
  claims: { sub?: string; aud?: string; iss?: string; expiresIn?: string } = {},
  signer: KeyPair = keys,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(claims.sub ?? 'u-customer')
    .setIssuer(claims.iss ?? ISSUER)
    .setAudience(claims.aud ?? API_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(claims.expiresIn ?? '1h')
    .sign(signer.privateKey);
}

async function start(overrides: Partial<GatewayOptions> = {}): Promise<string> {
  app = await buildServer(
    testOptions({
      oidc: {
        authority: ISSUER,
        clientId: 'account-area',
        issuer: ISSUER,
        jwksUrl: `${jwksServer.url}/jwks`,
      },
      ...overrides,
    }),
  );
  return listen(app);
}

interface Client {
  ws: WebSocket;
  messages: string[];
  opened: Promise<void>;
  closed: Promise<number>;
  next(): Promise<string>;
}

function connectPush(base: string, origin: string, host?: string): Client {
  const url = `${base.replace('http://', 'ws://')}/push`;
  const ws = new WebSocket(url, { headers: { origin, ...(host ? { host } : {}) } });
  opened.push(ws);
  const messages: string[] = [];
  const waiters: ((m: string) => void)[] = [];
  ws.addEventListener('message', (event) => {
    const text = String(event.data);
    const waiter = waiters.shift();
    if (waiter) waiter(text);
    else messages.push(text);
  });
  return {
    ws,
    messages,
    opened: new Promise((resolve, reject) => {
      ws.addEventListener('open', () => resolve());
      ws.addEventListener('error', () => reject(new Error('not opened')));
    }),
    closed: new Promise((resolve) => ws.addEventListener('close', (event) => resolve(event.code))),
    next: () => {
      const queued = messages.shift();
      return queued !== undefined ? Promise.resolve(queued) : new Promise((resolve) => waiters.push(resolve));
    },
  };
}

/** The handshake's HTTP status as seen before any upgrade. */
function handshakeStatus(base: string, headers: Record<string, string>): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({
      agent: false,
      host: hostname,
      port,
      path: '/push',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

const archiveFinished = (userId: string): PushMessage => ({
  id: 'evt-1',
  timestamp: '2026-01-01T10:00:00.000Z',
  key: 'archive-finished',
  message: { userId, downloadId: 'd-1' },
});

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

  it('accepts the brand origin over http or https', async () => {
    const base = await start();
    const port = new URL(base).port;
    const host = `photobox-uk.localhost:${port}`;
    expect(await handshakeStatus(base, { host, origin: `http://${host}` })).toBe(101);
    expect(await handshakeStatus(base, { host, origin: `https://${host}` })).toBe(101);
    expect(await handshakeStatus(base, { host, origin: `http://albelli-nl.localhost:${port}` })).toBe(403);
  });

  it('answers OK to a valid token, then relays that user’s messages only', async () => {
    const base = await start();
    const client = connectPush(base, base);
    await client.opened;
    client.ws.send(JSON.stringify({ action: 'authenticate', token: await token({ sub: 'u-customer' }) }));
    expect(await client.next()).toBe('OK');

    await app?.pushHub.publish('u-other', archiveFinished('u-other'));
    await app?.pushHub.publish('u-customer', archiveFinished('u-customer'));
    expect(JSON.parse(await client.next())).toEqual(archiveFinished('u-customer'));
    expect(client.messages).toEqual([]);
  });

  it('ignores invalid client messages', async () => {
    const base = await start();
    const client = connectPush(base, base);
    await client.opened;
    client.ws.send('not json');
    client.ws.send(JSON.stringify({ action: 'subscribe', token: 'x' }));
    client.ws.send(JSON.stringify({ action: 'authenticate' }));
    client.ws.send(new Uint8Array([1, 2, 3]));
    client.ws.send(JSON.stringify({ action: 'authenticate', token: await token() }));
    expect(await client.next()).toBe('OK');
    client.ws.send('{"action":"whatever"}');
    await app?.pushHub.publish('u-customer', archiveFinished('u-customer'));
    expect(JSON.parse(await client.next())).toMatchObject({ key: 'archive-finished' });
  });

  it.each([
    ['signed by another key', () => token({}, otherKeys)],
    ['for another audience', () => token({ aud: 'urn:other' })],
    ['from another issuer', () => token({ iss: 'http://evil.example/oidc' })],
    ['expired', () => token({ expiresIn: '-1h' })],
    ['not a JWT', async () => 'garbage'],
  ])('closes the socket with 4401 for a token %s', async (_name, makeToken) => {
    const base = await start();
    const client = connectPush(base, base);
    await client.opened;
    client.ws.send(JSON.stringify({ action: 'authenticate', token: await makeToken() }));
    expect(await client.closed).toBe(4401);
    expect(client.messages).toEqual([]);
  });

  it('sends nothing to an unauthenticated socket and closes it after the grace period', async () => {
    const base = await start({ pushAuthGraceMs: 300 });
    const client = connectPush(base, base);
    await client.opened;
    await app?.pushHub.publish('u-customer', archiveFinished('u-customer'));
    const started = Date.now();
    expect(await client.closed).toBe(4408);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(client.messages).toEqual([]);
  });
});

describe('POST /internal/push', () => {
  const secret = 'a-long-enough-ingest-secret';

  it('is not there without a secret', async () => {
    await start();
    const res = await app?.inject({ method: 'POST', url: '/internal/push', payload: {} });
    expect(res?.statusCode).toBe(404);
  });

  it('requires the secret, validates the envelope, and delivers it', async () => {
    const base = await start({ pushIngestSecret: secret });
    const envelope = { userId: 'u-customer', message: archiveFinished('u-customer') };
    const post = (headers: Record<string, string>, payload: unknown) =>
      app?.inject({ method: 'POST', url: '/internal/push', headers, payload: JSON.stringify(payload) });
    const json = { 'content-type': 'application/json' };

    expect((await post(json, envelope))?.statusCode).toBe(401);
    expect((await post({ ...json, 'x-push-secret': 'wrong' }, envelope))?.statusCode).toBe(401);
    expect((await post({ ...json, 'x-push-secret': secret }, { userId: 'u-customer' }))?.statusCode).toBe(
      400,
    );
    const badJson = await app?.inject({
      method: 'POST',
      url: '/internal/push',
      headers: { ...json, 'x-push-secret': secret },
      payload: '{"userId":',
    });
    expect(badJson?.statusCode).toBe(400);
    expect(badJson?.json()).toMatchObject({ error: 'bad_request' });

    const client = connectPush(base, base);
    await client.opened;
    client.ws.send(JSON.stringify({ action: 'authenticate', token: await token() }));
    expect(await client.next()).toBe('OK');
    expect((await post({ ...json, 'x-push-secret': secret }, envelope))?.statusCode).toBe(204);
    expect(JSON.parse(await client.next())).toEqual(envelope.message);
  });
});
