/** Query keys whose values may carry secrets or personal data (tokens, codes, e-mail addresses, signed URLs). */
const SENSITIVE_KEY = /token|code|state|secret|pass|key|auth|session|mail|sig|hint|ticket|otp|url/i;
/** Path segments that are followed by a token or an e-mail address in the spec's calls. */
const SENSITIVE_BEFORE = new Set(['emailchanges', 'deleteaccount', 'confirm', 'profiles']);
const PATH_HINT = /emailchanges|deleteaccount|confirm|profiles/i;
const MAX_LENGTH = 512;
const REDACTED = '[redacted]';

function redactPath(path: string): string {
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    if (SENSITIVE_BEFORE.has((segments[i - 1] ?? '').toLowerCase()) && segments[i] !== '')
      segments[i] = REDACTED;
  }
  return segments.join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SENSITIVE_KEY.test(key) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
}

/** The URL as it may appear in a log line: secrets in the path and in query values replaced, length capped. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  if (PATH_HINT.test(path)) path = redactPath(path);
  const out = q === -1 ? path : `${path}?${redactQuery(url.slice(q + 1))}`;
  return out.length > MAX_LENGTH ? `${out.slice(0, MAX_LENGTH)}…` : out;
}
