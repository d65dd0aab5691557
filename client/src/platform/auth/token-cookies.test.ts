import { describe, expect, it } from 'vitest';
import { readCookie } from '#platform/cookies/cookies';
import { clearTokenCookies, cookieTarget, readAccessCookie, storeTokenCookies } from './token-cookies';

const localhost = new URL('http://localhost:3000/') as unknown as Location;

describe('token cookies', () => {
  it('stores the access and refresh tokens and removes both on sign-out', () => {
    storeTokenCookies(
      { accessToken: 'acc.jwt', refreshToken: 'ref', expiresAt: Math.floor(Date.now() / 1000) + 300 },
      undefined,
      localhost,
    );
    expect(readAccessCookie()).toBe('acc.jwt');
    expect(readCookie('refresh')).toBe('ref');
    clearTokenCookies(undefined, localhost);
    expect(readAccessCookie()).toBeNull();
    expect(readCookie('refresh')).toBeNull();
  });

  it('are host-only by default, on the parent domain only where the brand names it, Secure on https', () => {
    const https = new URL('https://www.photobox.co.uk/') as unknown as Location;
    expect(cookieTarget(https, undefined)).toEqual({ domain: undefined, secure: true });
    expect(cookieTarget(https, 'photobox.co.uk')).toEqual({ domain: 'photobox.co.uk', secure: true });
    // A domain the host is not under is never used.
    expect(cookieTarget(https, 'example.com')).toEqual({ domain: undefined, secure: true });
    expect(cookieTarget(localhost, undefined)).toEqual({ domain: undefined, secure: false });
  });
});
