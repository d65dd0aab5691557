/** Query keys whose values may carry secrets or personal data (tokens, codes, e-mail addresses, signed URLs). */
const SENSITIVE_KEY =
  /token|jwt|bearer|code|state|secret|pass|key|auth|session|mail|sig|hint|ticket|otp|url/i;
/** Path segments that are followed by a token or an e-mail address in the spec's calls. */
const SENSITIVE_BEFORE = new Set(['emailchanges', 'deleteaccount', 'confirm', 'profiles']);
const PATH_HINT = /emailchanges|deleteaccount|confirm|profiles/i;
/**
 * Anything shaped like a JWT (JWS or JWE: a base64url JSON header, which always starts `eyJ`, then dot-separated
 * parts), wherever it is in the URL: a query value under any name, a path segment, a matrix parameter. Dots may
 * come percent-encoded.
 */
const JWT_SHAPED = /eyJ[\w-]{4,}(?:(?:\.|%2e)[\w-]*){1,4}/gi;
/**
 * Everything `redactUrl` acts on, in one case-insensitive test (a superset: `eyJ` is matched in any case): a URL
 * without any of it (most API calls) is logged as it is, without the three scans and the path test below.
 */
const MAY_NEED_REDACTION = /eyj|[?;]|emailchanges|deleteaccount|confirm|profiles/i;
const MAX_LENGTH = 512;
const REDACTED = '[redacted]';

/** `name=value` with `value` hidden when `name` looks sensitive. */
function redactPair(pair: string): string {
  const eq = pair.indexOf('=');
  return eq !== -1 && SENSITIVE_KEY.test(pair.slice(0, eq)) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
}

/** Matrix parameters (`/x;access_token=…`) of every segment. */
function redactMatrix(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      const semi = segment.indexOf(';');
      if (semi === -1) return segment;
      const params = segment
        .slice(semi + 1)
        .split(';')
        .map(redactPair);
      return [segment.slice(0, semi), ...params].join(';');
    })
    .join('/');
}

function redactPath(path: string): string {
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    if (SENSITIVE_BEFORE.has((segments[i - 1] ?? '').toLowerCase()) && segments[i] !== '')
      segments[i] = REDACTED;
  }
  return segments.join('/');
}

function redactQuery(query: string): string {
  return query.split('&').map(redactPair).join('&');
}

/** The URL as it may appear in a log line: secrets in the path and in query values replaced, length capped. */
export function redactUrl(url: string): string {
  if (url.length <= MAX_LENGTH && !MAY_NEED_REDACTION.test(url)) return url;
  const tokenFree = url.includes('eyJ') ? url.replace(JWT_SHAPED, REDACTED) : url;
  const q = tokenFree.indexOf('?');
  let path = q === -1 ? tokenFree : tokenFree.slice(0, q);
  if (path.includes(';')) path = redactMatrix(path);
  if (PATH_HINT.test(path)) path = redactPath(path);
  const out = q === -1 ? path : `${path}?${redactQuery(tokenFree.slice(q + 1))}`;
  return out.length > MAX_LENGTH ? `${out.slice(0, MAX_LENGTH)}…` : out;
}
