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

  it('caps very long URLs', () => {
    expect(redactUrl(`/${'a'.repeat(2000)}`).length).toBeLessThan(600);
  });
});
