import type { FastifyInstance } from 'fastify';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { ISSUER, type KeyPair, signToken, startJwks, type TestJwks } from '../test/push-support';
import { listen, rawRequest, startServer, type TestServer, testOptions } from '../test/support';

/** Newsletter status and unsubscribe name an address: anonymous calls stop at the gateway (issue 57.7). */

let keys: KeyPair;
let jwks: TestJwks;
let app: FastifyInstance;
let upstream: TestServer;
let base: string;
/** What reached the e-mail gateway: method and path. */
const reached: string[] = [];

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  jwks = await startJwks([{ pair: keys, kid: 'k1' }]);
  upstream = await startServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"subscribed":false}');
  });
  app = await buildServer(
    testOptions({
      upstreams: { 'email-gateway': upstream.url },
      oidc: { authority: ISSUER, clientId: 'account-area', issuer: ISSUER, jwksUrl: jwks.url },
    }),
  );
  base = await listen(app);
});

afterAll(async () => {
  await app.close();
  await upstream.close();
  await jwks.close();
});

const SUBSCRIPTION = '/api/email-gateway/api/v1/Profiles/victim%40example.com/subscription';

describe('calls only for the owner of an address', () => {
  it("answer 401 in the gateway's JSON shape without a verified token or a mail token, on both paths", async () => {
    reached.length = 0;
    const token = await signToken(keys, { sub: 'u-someone' });
    const forged = `${token.split('.').slice(0, 2).join('.')}.Zm9yZ2Vk`;
    for (const method of ['GET', 'DELETE'] as const) {
      for (const authorization of [undefined, `Bearer ${forged}`, 'Basic dXNlcjpwYXNz']) {
        const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
        const refused = await rawRequest(base, SUBSCRIPTION, { method, headers });
        expect(refused.status, `${method} ${authorization}`).toBe(401);
        expect(refused.headers['www-authenticate']).toBe('Bearer');
        expect(JSON.parse(refused.body)).toEqual({
          error: 'unauthorized',
          correlationId: refused.headers['x-correlationid'],
        });
      }
      const injected = await app.inject({ method, url: `${SUBSCRIPTION}/` });
      expect(injected.statusCode).toBe(401);
      // An empty token is none.
      expect((await rawRequest(base, `${SUBSCRIPTION}?token=`, { method })).status).toBe(401);
    }
    expect(reached).toEqual([]);
  });

  it('pass with a verified token or a mail token (the e-mail gateway checks whose), and leave other calls be', async () => {
    reached.length = 0;
    const token = await signToken(keys, { sub: 'u-someone' });
    const signedIn = await rawRequest(base, SUBSCRIPTION, { headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.status).toBe(200);
    const withMailToken = await rawRequest(base, `${SUBSCRIPTION}?token=abc-123`, { method: 'DELETE' });
    expect(withMailToken.status).toBe(200);
    // Subscribing and confirming take no sign-in (the double opt-in link is opened from the mail).
    const confirm = await rawRequest(base, `${SUBSCRIPTION}/confirm/t1`, { method: 'POST' });
    expect(confirm.status).toBe(200);
    expect(reached).toEqual([
      'GET /api/v1/Profiles/victim%40example.com/subscription',
      'DELETE /api/v1/Profiles/victim%40example.com/subscription?token=abc-123',
      'POST /api/v1/Profiles/victim%40example.com/subscription/confirm/t1',
    ]);
  });
});
