import { tokenCookieDomain } from '#platform/cookies/cookie-domain';
import { readCookie, removeCookie, writeCookie } from '#platform/cookies/cookies';

export const ACCESS_COOKIE = 'access';
export const REFRESH_COOKIE = 'refresh';
/** The identity provider's refresh token lifetime (14 days): the cookie never outlives the token it holds. */
const REFRESH_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface TokenSet {
  accessToken: string;
  /** Seconds since the epoch, as oidc-client-ts reports it. */
  expiresAt?: number;
  refreshToken?: string;
}

/**
 * Where the token cookies go: the host only, unless the brand's config names a shared parent domain
 * (`tokenCookieDomain`, for brands whose other hosts need the session) that this host is under. Secure on https;
 * SameSite=Lax (`writeCookie`).
 */
export function cookieTarget(
  loc: Location,
  sharedDomain: string | undefined,
): { domain: string | undefined; secure: boolean } {
  const host = loc.hostname.toLowerCase();
  const shared = sharedDomain?.toLowerCase();
  const domain = shared !== undefined && host.endsWith(`.${shared}`) ? shared : undefined;
  return { domain, secure: loc.protocol === 'https:' };
}

export function storeTokenCookies(
  tokens: TokenSet,
  sharedDomain?: string,
  loc: Location = window.location,
  now = Date.now(),
): void {
  const target = cookieTarget(loc, sharedDomain);
  const accessExpiry = tokens.expiresAt ? new Date(tokens.expiresAt * 1000) : undefined;
  writeCookie(ACCESS_COOKIE, tokens.accessToken, { ...target, expires: accessExpiry });
  if (tokens.refreshToken) {
    writeCookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...target,
      expires: new Date(now + REFRESH_LIFETIME_MS),
    });
  }
}

export function clearTokenCookies(sharedDomain?: string, loc: Location = window.location): void {
  const { domain } = cookieTarget(loc, sharedDomain);
  // The parent domain too: cookies set there before the host-only default must not outlive a sign-out.
  const legacy = tokenCookieDomain(loc.hostname);
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
    removeCookie(name, domain);
    if (legacy !== undefined && legacy !== domain) removeCookie(name, legacy);
  }
}

export function readAccessCookie(): string | null {
  return readCookie(ACCESS_COOKIE);
}

export function readRefreshCookie(): string | null {
  return readCookie(REFRESH_COOKIE);
}
