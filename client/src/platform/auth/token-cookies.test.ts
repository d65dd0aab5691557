import { describe, expect, it } from 'vitest';
import { readCookie } from '#platform/cookies/cookies';
import { clearTokenCookies, readAccessCookie, storeTokenCookies } from './token-cookies';

const localhost = new URL('http://localhost:3000/') as unknown as Location;

describe('token cookies', () => {
  it('stores the access and refresh tokens and removes both on sign-out', () => {
    storeTokenCookies(
      { accessToken: 'acc.jwt', refreshToken: 'ref', expiresAt: Math.floor(Date.now() / 1000) + 300 },
      localhost,
    );
    expect(readAccessCookie()).toBe('acc.jwt');
    expect(readCookie('refresh')).toBe('ref');
    clearTokenCookies(localhost);
    expect(readAccessCookie()).toBeNull();
    expect(readCookie('refresh')).toBeNull();
  });
});
