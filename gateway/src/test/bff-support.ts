import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildServer } from '../server';
import { testOptions } from './support';
import { TEST_CLIENT, type TestIdp } from './test-idp';

export const BFF_HOST = 'photobox-uk.localhost';
export const BFF_ORIGIN = `http://${BFF_HOST}`;
const HOST = BFF_HOST;

export interface BffGatewayOverrides {
  redisUrl?: string;
  refreshBeforeMs?: number;
}

/** A gateway in bff mode against the test identity provider, its `customers` service at `upstreamUrl`. */
export async function startBffGateway(
  env: { idp: TestIdp; upstreamUrl: string; now: () => number; apps: FastifyInstance[] },
  overrides: BffGatewayOverrides = {},
) {
  const { idp } = env;
  const app = await buildServer(
    testOptions({
      oidc: {
        authority: idp.issuer,
        clientId: 'account-area',
        issuer: idp.issuer,
        jwksUrl: `${idp.issuer}/jwks`,
      },
      upstreams: { customers: `${env.upstreamUrl}/customers` },
      trustedProxies: ['127.0.0.1'],
      bff: {
        clientId: TEST_CLIENT.id,
        clientSecret: TEST_CLIENT.secret,
        cookieSecret: 'a-cookie-secret-of-at-least-32-characters',
        idleTimeoutMs: 30 * 60_000,
        absoluteTimeoutMs: 12 * 3600_000,
        refreshBeforeMs: overrides.refreshBeforeMs ?? 60_000,
        now: env.now,
      },
      ...(overrides.redisUrl ? { redisUrl: overrides.redisUrl } : {}),
    }),
  );
  env.apps.push(app);
  return app;
}

export function cookiePair(setCookie: string | string[] | undefined, name: string): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [setCookie];
  const found = list.find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(list)}`);
  return found.split(';')[0] ?? '';
}

/** Signs TEST_USER in through /bff/login, the provider and /bff/callback; answers the session cookie. */
export async function signIn(
  app: FastifyInstance,
  returnTo = '/photos',
  headers: Record<string, string> = {},
): Promise<{ cookie: string; setCookie: string[]; location: string }> {
  const login = await app.inject({
    url: `/bff/login?returnTo=${encodeURIComponent(returnTo)}`,
    headers: { host: HOST, ...headers },
  });
  expect(login.statusCode).toBe(302);
  const secure = headers['x-forwarded-proto'] === 'https';
  const attempt = cookiePair(login.headers['set-cookie'], secure ? '__Host-bff-login' : 'bff-login');
  const atProvider = await fetch(String(login.headers.location), { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') ?? '');
  const callback = await app.inject({
    url: back.pathname + back.search,
    headers: { host: HOST, ...headers, cookie: [attempt, headers.cookie].filter(Boolean).join('; ') },
  });
  expect(callback.statusCode).toBe(302);
  const setCookie = [callback.headers['set-cookie'] ?? []].flat();
  return {
    cookie: cookiePair(setCookie, secure ? '__Host-session' : 'session'),
    setCookie,
    location: String(callback.headers.location),
  };
}
