import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('keeps plain paths and harmless query values', () => {
    expect(redactUrl('/api/photo-management/photos?limit=24&cursor=abc')).toBe(
      '/api/photo-management/photos?limit=24&cursor=abc',
    );
  });

  it('hides query values that may hold tokens, codes or e-mail addresses', () => {
    expect(redactUrl('/change-email-confirmation?confirmation-token=s3cret&email=a%40b.nl&x=1')).toBe(
      '/change-email-confirmation?confirmation-token=[redacted]&email=[redacted]&x=1',
    );
    expect(redactUrl('/auth/callback?code=abc&state=def')).toBe(
      '/auth/callback?code=[redacted]&state=[redacted]',
    );
  });

  it('hides tokens and e-mail addresses carried in the path of identity and subscription calls', () => {
    expect(redactUrl('/api/identity/v2/identities/idp/sub/emailchanges/tok123/actions/confirm')).toBe(
      '/api/identity/v2/identities/idp/sub/emailchanges/[redacted]/actions/confirm',
    );
    expect(redactUrl('/api/email-gateway/api/v1/Profiles/a@b.nl/subscription/confirm/tok')).toBe(
      '/api/email-gateway/api/v1/Profiles/[redacted]/subscription/confirm/[redacted]',
    );
  });

  const jwt =
    'eyJhbGciOiJSUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJzdWIiOiJ1LWN1c3RvbWVyIiwiZXhwIjoxfQ.c2lnbmF0dXJlLWJ5dGVz-_x';

  it.each([
    [`/api/customers/me?jwt=${jwt}`, '/api/customers/me?jwt=[redacted]'],
    [`/api/customers/me?x=${jwt}&limit=2`, '/api/customers/me?x=[redacted]&limit=2'],
    [`/api/customers/me;access_token=opaque-secret-value`, '/api/customers/me;access_token=[redacted]'],
    [`/api/customers/me;jsessionid=abc;lang=nl`, '/api/customers/me;jsessionid=[redacted];lang=nl'],
    [`/api/photo-management/x/${jwt}/y`, '/api/photo-management/x/[redacted]/y'],
    [`/api/photo-management/x/${jwt.replaceAll('.', '%2E')}`, '/api/photo-management/x/[redacted]'],
    [`/x;t=${jwt}`, '/x;t=[redacted]'],
    [`/a?b=1&c=Bearer%20${jwt}`, '/a?b=1&c=Bearer%20[redacted]'],
  ])('hides a token shaped like a JWT anywhere: %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
    expect(redactUrl(url)).not.toContain('eyJ');
  });

  it('keeps ordinary dotted names', () => {
    expect(redactUrl('/assets/index-abc.min.js?v=1.2.3')).toBe('/assets/index-abc.min.js?v=1.2.3');
  });

  it('keeps a plain path as it is, and still redacts one whose hint is in another case', () => {
    expect(redactUrl('/api/customers/customers/me')).toBe('/api/customers/customers/me');
    expect(redactUrl('/api/identity/x/EMAILCHANGES/tok')).toBe('/api/identity/x/EMAILCHANGES/[redacted]');
  });

  it('caps very long URLs', () => {
    expect(redactUrl(`/${'a'.repeat(511)}`)).toBe(`/${'a'.repeat(511)}`);
    expect(redactUrl(`/${'a'.repeat(512)}`)).toBe(`/${'a'.repeat(511)}…`);
    expect(redactUrl(`/${'a'.repeat(2000)}`).length).toBeLessThan(600);
  });
});
