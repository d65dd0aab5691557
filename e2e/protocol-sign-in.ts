import { request } from 'node:http';
import { InMemoryWebStorage, OidcClient, User, WebStorageStateStore } from 'oidc-client-ts';
import { AppConfig } from '#contracts/app-config';
import type { SeededEmail } from '#contracts/seed';
import { SEED_PASSWORD } from './seed';
import type { StorageState } from './storage-state';

type Cookie = StorageState['cookies'][number];

/** What the SPA's user manager is given beside the brand's config (client/src/platform/auth/oidc-auth-service.ts). */
const FILTERED_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'azp', 'at_hash'];
/** The refresh cookie's lifetime, as client/src/platform/auth/token-cookies.ts sets it. */
const REFRESH_LIFETIME_S = 14 * 24 * 60 * 60;
const TOKEN_FIELDS = ['access_token', 'refresh_token', 'id_token'];
const MAX_HOPS = 20;

/**
 * Signs `email` in on a brand origin the way the SPA does, without a browser: oidc-client-ts (the SPA's own
 * library, with its settings) makes the authorization request with PKCE, the identity provider's sign-in form is
 * posted with the seed's password, and the code is exchanged at the token endpoint. The result is the browser
 * state the SPA would have left: the `access` and `refresh` cookies on the brand host, the token-less user in
 * localStorage under oidc-client-ts's key, and the provider's session cookies. A browser sign-in loads the SPA
 * twice and renders the overview (5–10 s on a busy machine, once per account and brand in each worker); this
 * takes a few requests. Returns undefined where it does not apply (the gateway holds the tokens in bff mode, or
 * the origin is https with a certificate only the browser context accepts): the caller signs in in a browser.
 */
export async function signInByProtocol(
  email: SeededEmail,
  origin: string,
): Promise<StorageState | undefined> {
  if (!origin.startsWith('http:')) return undefined;
  const config = AppConfig.parse(await getJson(`${origin}/config.json`));
  if (config.authMode !== 'browser') return undefined;

  const client = new OidcClient({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}/auth/callback`,
    response_type: 'code',
    scope: config.oidc.scope,
    acr_values: config.oidc.acr,
    loadUserInfo: false,
    filterProtocolClaims: FILTERED_CLAIMS,
    stateStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
  const signinRequest = await client.createSigninRequest({
    request_type: 'si:r',
    state: { returnTo: '/' },
    extraQueryParams: config.brand.channel === undefined ? {} : { channel: config.brand.channel },
  });
  const jar = new CookieJar();
  const callback = await followToCallback(signinRequest.url, `${origin}/auth/callback`, email, jar);
  const user = new User(await client.processSigninResponse(callback));

  const stored = JSON.parse(user.toStorageString()) as Record<string, unknown>;
  for (const field of TOKEN_FIELDS) delete stored[field];
  const host = new URL(origin).hostname;
  const now = Math.floor(Date.now() / 1000);
  const tokenCookie = (name: string, value: string, expires: number): Cookie => ({
    name,
    value: encodeURIComponent(value),
    domain: host,
    path: '/',
    expires,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax',
  });
  const cookies = [tokenCookie('access', user.access_token, user.expires_at ?? -1), ...jar.cookies(now)];
  if (user.refresh_token) cookies.push(tokenCookie('refresh', user.refresh_token, now + REFRESH_LIFETIME_S));
  return {
    cookies,
    origins: [
      {
        origin,
        localStorage: [
          {
            name: `oidc.user:${config.oidc.authority}:${config.oidc.clientId}`,
            value: JSON.stringify(stored),
          },
        ],
      },
    ],
  };
}

/**
 * Follows the identity provider's redirects from the authorization request, posts the sign-in form where the
 * provider shows it, and returns the redirect to the SPA's callback (with the code) without following it.
 */
async function followToCallback(
  start: string,
  callback: string,
  email: string,
  jar: CookieJar,
): Promise<string> {
  let url = start;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(url),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form,
    });
    jar.take(res.headers.getSetCookie(), url);
    const location = res.headers.get('location');
    form = undefined;
    if (res.status >= 300 && res.status < 400 && location) {
      await res.arrayBuffer();
      url = new URL(location, url).href;
      if (url.startsWith(callback)) return url;
      continue;
    }
    const body = await res.text();
    if (res.status === 200 && /\/interaction\/[^/]+$/.test(new URL(url).pathname)) {
      url = `${url}/login`;
      form = new URLSearchParams({ email, password: SEED_PASSWORD });
      continue;
    }
    throw new Error(`signing ${email} in stopped at ${url}: ${res.status} ${body.slice(0, 200)}`);
  }
  throw new Error(`signing ${email} in took more than ${MAX_HOPS} requests`);
}

/** GET of a gateway JSON on a brand host: Node does not resolve `*.localhost`, so it connects to the loopback. */
function getJson(url: string): Promise<unknown> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        headers: { host: target.host, accept: 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) reject(new Error(`GET ${url} answered ${res.statusCode}: ${text}`));
          else {
            try {
              resolve(JSON.parse(text));
            } catch (error) {
              reject(error);
            }
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The identity provider's cookies, as a browser keeps them between its redirects (one host, paths honoured). */
class CookieJar {
  readonly #cookies = new Map<string, Cookie>();

  take(setCookies: string[], url: string): void {
    const { hostname, pathname } = new URL(url);
    const now = Math.floor(Date.now() / 1000);
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const cookie: Cookie = {
        name: pair.slice(0, eq),
        value: pair.slice(eq + 1),
        domain: hostname,
        path: pathname.slice(0, pathname.lastIndexOf('/')) || '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax',
      };
      for (const attribute of attributes) {
        const [key = '', value = ''] = attribute.split('=');
        switch (key.toLowerCase()) {
          case 'path':
            cookie.path = value;
            break;
          case 'expires':
            cookie.expires = Math.floor(Date.parse(value) / 1000);
            break;
          case 'max-age':
            cookie.expires = now + Number(value);
            break;
          case 'httponly':
            cookie.httpOnly = true;
            break;
          case 'secure':
            cookie.secure = true;
            break;
          case 'samesite':
            cookie.sameSite =
              value.toLowerCase() === 'none' ? 'None' : value.toLowerCase() === 'strict' ? 'Strict' : 'Lax';
            break;
        }
      }
      const key = `${cookie.name} ${cookie.path}`;
      if (cookie.expires !== -1 && cookie.expires <= now) this.#cookies.delete(key);
      else this.#cookies.set(key, cookie);
    }
  }

  header(url: string): string {
    const { hostname, pathname } = new URL(url);
    return [...this.#cookies.values()]
      .filter(
        (c) =>
          c.domain === hostname &&
          (pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  cookies(now: number): Cookie[] {
    return [...this.#cookies.values()].filter((c) => c.expires === -1 || c.expires > now);
  }
}
