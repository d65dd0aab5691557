import { tokenCookieDomain } from '#platform/cookies/cookie-domain';
import { readCookie, removeCookie, writeCookie } from '#platform/cookies/cookies';

export const ACCESS_COOKIE = 'access';
export const REFRESH_COOKIE = 'refresh';
const REFRESH_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface TokenSet {
  accessToken: string;
  /** Seconds since the epoch, as oidc-client-ts reports it. */
  expiresAt?: number;
  refreshToken?: string;
}

function cookieTarget(loc: Location) {
  return { domain: tokenCookieDomain(loc.hostname), secure: loc.protocol === 'https:' };
}

export function storeTokenCookies(tokens: TokenSet, loc: Location = window.location, now = Date.now()): void {
  const target = cookieTarget(loc);
  const accessExpiry = tokens.expiresAt ? new Date(tokens.expiresAt * 1000) : undefined;
  writeCookie(ACCESS_COOKIE, tokens.accessToken, { ...target, expires: accessExpiry });
  if (tokens.refreshToken) {
    writeCookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...target,
      expires: new Date(now + REFRESH_LIFETIME_MS),
    });
  }
}

export function clearTokenCookies(loc: Location = window.location): void {
  const { domain } = cookieTarget(loc);
  removeCookie(ACCESS_COOKIE, domain);
  removeCookie(REFRESH_COOKIE, domain);
}

export function readAccessCookie(): string | null {
  return readCookie(ACCESS_COOKIE);
}
