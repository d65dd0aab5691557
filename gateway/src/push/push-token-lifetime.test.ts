import type { FastifyInstance } from 'fastify';
import { generateKeyPair } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import {
  archiveFinished,
  connectPush,
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

async function authenticatedClient(expiresIn: string): Promise<PushClient> {
  app = await buildServer(
    testOptions({ oidc: { authority: ISSUER, clientId: 'account-area', issuer: ISSUER, jwksUrl: jwks.url } }),
  );
  const base = await listen(app);
  const client = connectPush(base, base);
  clients.push(client);
  await client.opened;
  client.authenticate(await signToken(keys, { expiresIn }));
  expect(await client.next()).toBe('OK');
  return client;
}

describe('a push socket and its access token', () => {
  it('is closed when the token expires, and receives nothing after', async () => {
    const client = await authenticatedClient('2s');
    const started = Date.now();
    const closed = await client.closed;
    expect(closed).toEqual({ code: 4401, reason: 'token expired' });
    // jose's `exp` has whole seconds: the socket goes within the second the token does.
    expect(Date.now() - started).toBeLessThan(3500);
    await app?.pushHub.publish('u-customer', archiveFinished('u-customer'));
    expect(client.messages).toEqual([]);
  });

  it('lives on when the client sends a newer token of the same user before expiry', async () => {
    const client = await authenticatedClient('2s');
    client.authenticate(await signToken(keys, { expiresIn: '1h' }));
    expect(await client.next()).toBe('OK');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await app?.pushHub.publish('u-customer', archiveFinished('u-customer'));
    expect(JSON.parse(await client.next())).toEqual(archiveFinished('u-customer'));
  });

  it('is closed when a newer token names another user', async () => {
    const client = await authenticatedClient('1h');
    client.authenticate(await signToken(keys, { sub: 'u-other' }));
    expect((await client.closed).code).toBe(4401);
  });
});
