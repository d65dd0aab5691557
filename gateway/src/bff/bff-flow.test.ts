import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BffGatewayOverrides,
  cookiePair,
  BFF_HOST as HOST,
  BFF_ORIGIN as ORIGIN,
  signIn,
  startBffGateway,
} from '../test/bff-support';
import { startServer, type TestServer } from '../test/support';
import { startTestIdp, TEST_CLIENT, TEST_USER, type TestIdp } from '../test/test-idp';

let idp: TestIdp;
let upstream: TestServer;
const seen: IncomingHttpHeaders[] = [];
let clock = Date.now();
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  idp = await startTestIdp();
  upstream = await startServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  });
});
afterAll(async () => {
  await idp.close();
  await upstream.close();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  seen.length = 0;
  idp.setAccessTtl(3600);
});

const bffGateway = (overrides: BffGatewayOverrides = {}) =>
  startBffGateway({ idp, upstreamUrl: upstream.url, now: () => clock, apps }, overrides);

const csrf = { host: HOST, origin: ORIGIN, 'x-csrf': '1' };

describe('sign-in (bff mode)', () => {
  it('runs the code flow with PKCE, state, nonce and the brand acr, and lands on the return path', async () => {
    const app = await bffGateway();
    const { cookie, setCookie, location } = await signIn(app, '/photos?sort=new');
    expect(location).toBe('/photos?sort=new');
    const params = idp.stats.authorizeParams.at(-1);
    expect(params?.get('client_id')).toBe(TEST_CLIENT.id);
    expect(params?.get('redirect_uri')).toBe(`${ORIGIN}/bff/callback`);
    expect(params?.get('code_challenge_method')).toBe('S256');
    expect(params?.get('acr_values')).toBe('idp:default');
    expect(params?.get('nonce')).toBeTruthy();
    const session = setCookie.find((c) => c.startsWith('session='));
    expect(session).toMatch(/; Path=\/; HttpOnly; SameSite=Strict/);
    expect(session).not.toMatch(/Domain|Secure/i);
    const user = await app.inject({ url: '/bff/user', headers: { host: HOST, cookie } });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toEqual(TEST_USER);
    expect(user.body).not.toMatch(/eyJ/);
  });

  it('sets the __Host- cookie with Secure over https', async () => {
    const app = await bffGateway();
    const { setCookie } = await signIn(app, '/', { 'x-forwarded-proto': 'https' });
    const session = setCookie.find((c) => c.startsWith('__Host-session='));
    expect(session).toMatch(/; Path=\/; HttpOnly; SameSite=Strict; Secure/);
    expect(session).not.toMatch(/Domain/i);
  });

  it('lands on the home page instead of a return path that leaves the origin or is not ASCII', async () => {
    const app = await bffGateway();
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'photos',
      '/\uFF0F\uFF0Fevil.example',
      '/photos/\u00e9t\u00e9',
      '/tab\tpath',
    ]) {
      const { location, cookie } = await signIn(app, returnTo);
      expect(location, returnTo).toBe('/');
      expect(cookie, returnTo).toMatch(/^session=./);
    }
  });

  it('refuses a callback whose state is not the attempt’s, and one without an attempt', async () => {
    const app = await bffGateway();
    const login = await app.inject({ url: '/bff/login', headers: { host: HOST } });
    const attempt = cookiePair(login.headers['set-cookie'], 'bff-login');
    const atProvider = await fetch(String(login.headers.location), { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location') ?? '');
    back.searchParams.set('state', 'forged');
    const forged = await app.inject({
      url: back.pathname + back.search,
      headers: { host: HOST, cookie: attempt },
    });
    expect(forged.statusCode).toBe(400);
    const none = await app.inject({ url: back.pathname + back.search, headers: { host: HOST } });
    expect(none.statusCode).toBe(302);
    expect(none.headers.location).toBe('/');
    expect(none.headers['set-cookie']).not.toMatch(/^session=[^;]/);
  });

  it('goes back, still signed out, when the sign-in was abandoned at the provider', async () => {
    const app = await bffGateway();
    const login = await app.inject({ url: '/bff/login?returnTo=/orders', headers: { host: HOST } });
    const attempt = cookiePair(login.headers['set-cookie'], 'bff-login');
    const back = await app.inject({
      url: '/bff/callback?error=access_denied&state=x',
      headers: { host: HOST, cookie: attempt },
    });
    expect(back.headers.location).toBe('/orders');
    expect(String(back.headers['set-cookie'])).not.toMatch(/(^|,)\s*session=[^;]/);
  });

  it('rotates the session at sign-in: the previous session cookie no longer works', async () => {
    const app = await bffGateway();
    const first = await signIn(app);
    const second = await signIn(app, '/', { cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    const old = await app.inject({ url: '/bff/user', headers: { host: HOST, cookie: first.cookie } });
    expect(old.statusCode).toBe(401);
  });
});

describe('proxied calls (bff mode)', () => {
  it('attaches the bearer and never forwards the session cookie', async () => {
    const app = await bffGateway();
    const { cookie } = await signIn(app);
    const response = await app.inject({
      url: '/api/customers/me',
      headers: { host: HOST, cookie: `${cookie}; other=1`, authorization: 'Bearer forged' },
    });
    expect(response.statusCode).toBe(200);
    expect(seen.at(-1)?.authorization).toMatch(/^Bearer eyJ/);
    expect(seen.at(-1)?.authorization).not.toBe('Bearer forged');
    expect(seen.at(-1)?.cookie).toBeUndefined();
  });

  it('passes a call without a session on without a bearer (the service answers 401)', async () => {
    const app = await bffGateway();
    await app.inject({ url: '/api/customers/me', headers: { host: HOST, authorization: 'Bearer forged' } });
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it('refuses a state-changing call without X-CSRF or with a foreign Origin (403), and lets GET pass', async () => {
    const app = await bffGateway();
    const { cookie } = await signIn(app);
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/customers/me',
        headers: { cookie, ...headers },
        payload: '{}',
      });
    expect((await post({ host: HOST, origin: ORIGIN })).statusCode).toBe(403);
    expect((await post({ host: HOST, 'x-csrf': '1', origin: 'http://evil.example' })).statusCode).toBe(403);
    expect((await post({ host: HOST, 'x-csrf': '1' })).statusCode).toBe(403);
    const form = await app.inject({
      method: 'POST',
      url: '/api/customers/me',
      headers: {
        host: HOST,
        cookie,
        origin: 'http://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(403);
    expect(seen).toHaveLength(0);
    expect((await post(csrf)).statusCode).toBe(200);
    expect((await app.inject({ url: '/config.json', headers: { host: HOST } })).statusCode).not.toBe(403);
  });

  it('refreshes the access token once for concurrent calls, and keeps the rotated refresh token', async () => {
    const app = await bffGateway({ refreshBeforeMs: 2 * 3600_000 });
    const { cookie } = await signIn(app);
    const before = idp.stats.refreshes;
    const calls = await Promise.all(
      [1, 2, 3].map(() => app.inject({ url: '/api/customers/me', headers: { host: HOST, cookie } })),
    );
    expect(calls.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    expect(idp.stats.refreshes - before).toBe(1);
    // Each later refresh uses the newest refresh token: the provider would end the grant on a reused one.
    for (let i = 0; i < 2; i += 1) {
      await app.inject({ url: '/api/customers/me', headers: { host: HOST, cookie } });
    }
    expect(idp.stats.refreshes - before).toBe(3);
    expect((await app.inject({ url: '/bff/user', headers: { host: HOST, cookie } })).statusCode).toBe(200);
  });

  it('ends the session when the provider refuses the refresh (a stolen refresh token was reused)', async () => {
    const app = await bffGateway({ refreshBeforeMs: 2 * 3600_000 });
    const { cookie } = await signIn(app);
    const stolen = idp.refreshTokens().at(-1) ?? '';
    expect(await idp.refreshAsThief(stolen)).toBe(200);
    // The gateway's refresh now presents the rotated-away token: reuse, the grant is revoked.
    await app.inject({ url: '/api/customers/me', headers: { host: HOST, cookie } });
    expect(seen.at(-1)?.authorization).toBeUndefined();
    expect((await app.inject({ url: '/bff/user', headers: { host: HOST, cookie } })).statusCode).toBe(401);
  });
});

describe('session end (bff mode)', () => {
  it('ends a session after the idle timeout and after the absolute timeout', async () => {
    const app = await bffGateway();
    const idle = await signIn(app);
    clock += 31 * 60_000;
    expect(
      (await app.inject({ url: '/bff/user', headers: { host: HOST, cookie: idle.cookie } })).statusCode,
    ).toBe(401);
    const used = await signIn(app);
    for (let i = 0; i < 25; i += 1) {
      clock += 29 * 60_000;
      await app.inject({ url: '/bff/user', headers: { host: HOST, cookie: used.cookie } });
    }
    expect(
      (await app.inject({ url: '/bff/user', headers: { host: HOST, cookie: used.cookie } })).statusCode,
    ).toBe(401);
  });

  it('signs out: refresh token revoked, cookie cleared, end-session URL for the browser; CSRF required', async () => {
    const app = await bffGateway();
    const { cookie } = await signIn(app);
    const refreshToken = idp.refreshTokens().at(-1);
    const refused = await app.inject({ method: 'POST', url: '/bff/logout', headers: { host: HOST, cookie } });
    expect(refused.statusCode).toBe(403);
    const out = await app.inject({
      method: 'POST',
      url: '/bff/logout',
      headers: { ...csrf, cookie, 'content-type': 'application/json' },
      payload: { returnTo: '/account-deleted' },
    });
    expect(out.statusCode).toBe(200);
    const end = new URL(out.json().endSessionUrl);
    expect(end.href.startsWith(`${idp.issuer}/session/end`)).toBe(true);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/account-deleted`);
    expect(end.searchParams.get('id_token_hint')).toBeNull();
    expect(idp.stats.revoked).toContain(refreshToken);
    expect(out.headers['set-cookie']).toMatch(/^session=; .*Max-Age=0/);
    expect((await app.inject({ url: '/bff/user', headers: { host: HOST, cookie } })).statusCode).toBe(401);
  });

  it('refuses a cross-site form post to /bff/logout with 403 whatever its body, and the session lives on', async () => {
    const app = await bffGateway();
    const { cookie } = await signIn(app);
    const forms: Array<[string, string]> = [
      ['application/x-www-form-urlencoded', 'returnTo=%2F'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      ],
      ['text/plain', 'a=b'],
    ];
    for (const [type, payload] of forms) {
      const form = await app.inject({
        method: 'POST',
        url: '/bff/logout',
        headers: { host: HOST, origin: 'http://evil.example', cookie, 'content-type': type },
        payload,
      });
      expect(form.statusCode).toBe(403);
    }
    expect((await app.inject({ url: '/bff/user', headers: { host: HOST, cookie } })).statusCode).toBe(200);
  });
});
