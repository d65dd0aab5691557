import { describe, expect, it } from 'vitest';
import { classifyCallbackFailure } from './callback-outcome';

describe('sign-in callback failures', () => {
  it('treats access_denied and login_required as an abandoned sign-in', () => {
    expect(classifyCallbackFailure('http://h/auth/callback?error=access_denied&state=abc')).toBe('abandoned');
    expect(classifyCallbackFailure('http://h/auth/callback?error=login_required&state=abc')).toBe(
      'abandoned',
    );
  });

  it('resets to / for other errors on a URL that carries state=', () => {
    expect(classifyCallbackFailure('http://h/auth/callback?code=x&state=abc')).toBe('reset');
  });

  it('fails visibly when there is no state to reset', () => {
    expect(classifyCallbackFailure('http://h/auth/callback')).toBe('fail');
  });
});
