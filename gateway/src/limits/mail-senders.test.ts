import type { FastifyInstance } from 'fastify';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { ISSUER, type KeyPair, signToken, startJwks, type TestJwks } from '../test/push-support';
import { startServer, type TestServer, testOptions } from '../test/support';
import { createMailThrottle, MAIL_USER_WINDOW_MS, mailingCallOf } from './mail-throttle';
import { createMemoryRateCounter } from './rate-counter';

/**
 * Calls that make an upstream send mail as the signed-in user (issue 57.2): a widget share, an e-mail change, an
 * account deletion, the newsletter. Each is limited per user (5 of a kind in 10 minutes) and per recipient (3 of
 * a kind an hour), 429 with Retry-After in the gateway's JSON shape.
 */

let keys: KeyPair;
let jwks: TestJwks;
let app: FastifyInstance;
let upstream: TestServer;
/** What reached the upstreams: method, path and (for a body) the body. */
let reached: string[] = [];

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  jwks = await startJwks([{ pair: keys, kid: 'k1' }]);
  upstream = await startServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      reached.push(`${req.method} ${req.url}${body === '' ? '' : ` ${body}`}`);
      res.writeHead(204).end();
    });
  });
  app = await buildServer(
    testOptions({
      upstreams: { widgets: upstream.url, identity: upstream.url, 'email-gateway': upstream.url },
      oidc: { authority: ISSUER, clientId: 'account-area', issuer: ISSUER, jwksUrl: jwks.url },
    }),
  );
});

afterAll(async () => {
  await app.close();
  await upstream.close();
  await jwks.close();
});

beforeEach(() => {
  reached = [];
});

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const bearer = async (sub: string) => ({ authorization: `Bearer ${await signToken(keys, { sub })}` });

function share(headers: Record<string, string>, to: string, code = 'AB-1') {
  const query = new URLSearchParams({ vendorId: '1', fromName: b64('Ann'), toEmailAddress: b64(to) });
  return app.inject({ method: 'PUT', url: `/api/widgets/v1/widget/${code}/share?${query}`, headers });
}

describe('a widget share by mail', () => {
  it('is limited per recipient: the 4th to one address within the hour is 429, whoever sends it', async () => {
    const [ann, bob] = [await bearer('u-ann-1'), await bearer('u-bob-1')];
    const statuses = [
      (await share(ann, 'victim@example.org')).statusCode,
      (await share(bob, 'Victim@Example.org ')).statusCode,
      (await share(ann, 'victim@example.org', 'AB-2')).statusCode,
    ];
    const refused = await share(bob, 'VICTIM@example.org');
    expect(statuses).toEqual([204, 204, 204]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'too_many_requests',
      correlationId: refused.headers['x-correlationid'],
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(7200);
    expect(reached).toHaveLength(3);
    // Another recipient is not held back.
    expect((await share(bob, 'someone@example.org')).statusCode).toBe(204);
  });

  it('is limited per user: the 6th share within 10 minutes is 429; another user is unaffected', async () => {
    const carol = await bearer('u-carol-2');
    for (let n = 1; n <= 5; n++) expect((await share(carol, `friend${n}@example.org`)).statusCode).toBe(204);
    const refused = await share(carol, 'friend6@example.org');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual((2 * MAIL_USER_WINDOW_MS) / 1000);
    expect(reached).toHaveLength(5);
    expect(reached.some((line) => line.includes(encodeURIComponent(b64('friend6@example.org'))))).toBe(false);
    expect((await share(await bearer('u-dave-2'), 'friend6@example.org')).statusCode).toBe(204);
    // Another kind of mail of the same user is not spent by the shares.
    const deletion = await app.inject({
      method: 'POST',
      url: '/api/identity/v2/identities/idp/u-carol-2/deleteaccount',
      headers: { ...carol, 'content-type': 'application/json' },
      payload: { channel: 'photobox-uk.localhost' },
    });
    expect(deletion.statusCode).toBe(204);
  });
});

describe('an e-mail change', () => {
  it('is limited per new address read from its body, which reaches the upstream unchanged', async () => {
    const change = async (sub: string, email: string) =>
      app.inject({
        method: 'POST',
        url: `/api/identity/v2/identities/idp/${sub}/emailchanges`,
        headers: { ...(await bearer(sub)), 'content-type': 'application/json' },
        payload: { email, channel: 'photobox-uk.localhost' },
      });
    for (const sub of ['u-e1', 'u-e2', 'u-e3'])
      expect((await change(sub, 'new@example.org')).statusCode).toBe(204);
    const refused = await change('u-e4', 'NEW@example.org');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(reached).toEqual(
      ['u-e1', 'u-e2', 'u-e3'].map(
        (sub) =>
          `POST /v2/identities/idp/${sub}/emailchanges {"email":"new@example.org","channel":"photobox-uk.localhost"}`,
      ),
    );
  });
});

describe('the throttle itself', () => {
  it('answers when the sliding window lets the next mail through', () => {
    let now = 0;
    const throttle = createMailThrottle({
      counter: createMemoryRateCounter(() => now),
      now: () => now,
      perTarget: 3,
      perUser: 5,
      perClient: 10,
    });
    const call = (to: string) =>
      mailingCallOf('widgets', 'PUT', '/v1/widget/X/share', `?toEmailAddress=${b64(to)}`);
    const sender = { user: 'u-1' };
    for (let n = 0; n < 5; n++) expect(throttle.hit(call(`r${n}@example.org`) ?? fail(), sender)).toBeNull();
    // The 6th at once: refused, it counts too; one more fits once the window's six hits slide down to four (a third
    // into the next window: 600 s + 200 s).
    expect(throttle.hit(call('r6@example.org') ?? fail(), sender)).toEqual({
      rule: 'mail-per-user',
      retryAfterS: 800,
    });
    now = 800_000;
    expect(throttle.hit(call('r7@example.org') ?? fail(), sender)).toBeNull();
  });

  it('knows which calls send mail, and to whom', () => {
    expect(mailingCallOf('widgets', 'GET', '/v1/widget/X', '')).toBeUndefined();
    expect(mailingCallOf('email-gateway', 'DELETE', '/api/v1/Profiles/A%40B.org/subscription', '')).toEqual({
      kind: 'newsletter',
      recipient: 'a@b.org',
      recipientInBody: false,
    });
    expect(mailingCallOf('identity', 'POST', '/v2/identities/idp/u-1/deleteaccount', '')).toEqual({
      kind: 'account-deletion',
      recipient: 'idp/u-1',
      recipientInBody: false,
    });
  });
});

function fail(): never {
  throw new Error('not a mailing call');
}
