import { describe, expect, it } from 'vitest';
import { tokenCookieDomain } from './cookie-domain';

describe('token cookie domain', () => {
  it('strips the first label when the host has three or more labels', () => {
    expect(tokenCookieDomain('www.albelli.nl')).toBe('albelli.nl');
    expect(tokenCookieDomain('my.account.albelli.co.uk')).toBe('account.albelli.co.uk');
    expect(tokenCookieDomain('fr.albelli.be')).toBe('albelli.be');
  });

  it('is host-only for two labels or a bare name', () => {
    expect(tokenCookieDomain('albelli.nl')).toBeUndefined();
    expect(tokenCookieDomain('localhost')).toBeUndefined();
  });

  it('is host-only for *.localhost and IP addresses', () => {
    expect(tokenCookieDomain('albelli-nl.localhost')).toBeUndefined();
    expect(tokenCookieDomain('a.b.localhost')).toBeUndefined();
    expect(tokenCookieDomain('127.0.0.1')).toBeUndefined();
    expect(tokenCookieDomain('[::1]')).toBeUndefined();
  });
});
