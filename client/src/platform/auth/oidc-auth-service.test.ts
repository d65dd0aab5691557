import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '#platform/cookies/cookies';
import { testConfig } from '#test/test-config';
import { createOidcAuthService } from './oidc-auth-service';
import { getTracker, setTracker } from './tracker';

const authority = 'http://localhost:8090/oidc';
const origin = 'http://localhost:8080';
const loc = new URL(`${origin}/`) as unknown as Location;

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** A fake provider: discovery, the token endpoint (one code) and the end-session endpoint. */
function stubProvider(claims: Record<string, unknown>) {
  const calls: string[] = [];
  let nonce = '';
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.endsWith('/.well-known/openid-configuration')) {
      return Response.json({
        issuer: authority,
        authorization_endpoint: `${authority}/auth`,
        token_endpoint: `${authority}/token`,
        end_session_endpoint: `${authority}/session/end`,
        jwks_uri: `${authority}/jwks`,
      });
    }
    if (url === `${authority}/token`) {
      const now = Math.floor(Date.now() / 1000);
      const idToken = [
        base64url({ alg: 'RS256', typ: 'JWT' }),
        base64url({ iss: authority, aud: 'account-area', iat: now, exp: now + 300, nonce, ...claims }),
        'sig',
      ].join('.');
      return Response.json({
        access_token: 'access.jwt',
        refresh_token: 'refresh-1',
        id_token: idToken,
        token_type: 'Bearer',
        expires_in: 300,
        scope: 'openid email profile',
      });
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    setNonce(value: string) {
      nonce = value;
    },
  };
}

describe('oidc auth service', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('signs in with code + PKCE, keeps amr, stores the token cookies and returns to the kept path', async () => {
    const provider = stubProvider({
      sub: 'u-b2b',
      email: 'b2b@example.com',
      idp: 'local',
      idp_sub: 'c0a80001-0003',
      amr: ['pwd', 'B2B'],
      acr: 'idp:default',
    });
    const redirects: string[] = [];
    vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => {
      redirects.push(String(url));
    });
    const subjects: string[] = [];
    const previous = getTracker();
    setTracker({ setSubject: (s) => subjects.push(s) });
    const service = createOidcAuthService(testConfig(), loc);

    // The redirect never resolves (the page is left); wait until it has been asked for.
    void service.signIn('/orders?page=2');
    await vi.waitFor(() => expect(redirects).toHaveLength(1));
    const authorize = new URL(redirects[0] ?? '');
    expect(authorize.origin + authorize.pathname).toBe(`${authority}/auth`);
    expect(authorize.searchParams.get('client_id')).toBe('account-area');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${origin}/auth/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('acr_values')).toBe('idp:default');
    provider.setNonce(authorize.searchParams.get('nonce') ?? '');

    const state = authorize.searchParams.get('state');
    const done = await service.completeSignIn(`${origin}/auth/callback?code=c1&state=${state}`);
    expect(done.returnTo).toBe('/orders?page=2');
    expect(done.session.claims.amr).toEqual(['pwd', 'B2B']);
    expect(readCookie('access')).toBe('access.jwt');
    expect(readCookie('refresh')).toBe('refresh-1');
    expect(subjects).toEqual(['u-b2b']);
    expect(service.getAccessToken()).toBe('access.jwt');
    await expect(service.restore()).resolves.toMatchObject({ claims: { sub: 'u-b2b' } });
    setTracker(previous);
  });

  it('restores nothing without a stored user', async () => {
    stubProvider({});
    await expect(createOidcAuthService(testConfig(), loc).restore()).resolves.toBeNull();
  });
});
