const ABANDONED = new Set(['access_denied', 'login_required']);

export type CallbackFailure = 'abandoned' | 'reset' | 'fail';

/**
 * What to do when completing the sign-in failed: an abandoned sign-in signs out, an error on a URL that still
 * carries `state=` resets to '/', anything else is shown as an error.
 */
export function classifyCallbackFailure(url: string): CallbackFailure {
  const parsed = new URL(url, 'http://localhost');
  const error = parsed.searchParams.get('error');
  if (error && ABANDONED.has(error)) return 'abandoned';
  if (url.includes('state=')) return 'reset';
  return 'fail';
}
