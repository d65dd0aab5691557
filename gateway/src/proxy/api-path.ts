/** `/api/<service><rest><query>` taken apart; `rest` is '' or starts with '/'. */
export interface ApiPath {
  service: string;
  rest: string;
  query: string;
}

/**
 * Anything that could step out of the service's prefix once an upstream decodes it: dot segments (with a `;`
 * parameter too, `..;/`, which Java servers take for `..`), encoded dots, encoded slashes and backslashes (raw or
 * encoded, or encoded again, `%252e`, `%25252e`, for an upstream that decodes twice or more), empty segments, NUL.
 */
const ESCAPING = /%2e|%2f|%5c|%00|%25(?:25)*(?:2e|2f|5c|00)|\\|\/\/|\/\.\.?(?:\/|$|;|%3b)/i;

/** The parts of a proxied URL (which must start with '/api/'), or null when its path tries to escape. */
export function splitApiPath(url: string): ApiPath | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (ESCAPING.test(path) || path.includes('#')) return null;
  const slash = path.indexOf('/', 5);
  return {
    service: slash === -1 ? path.slice(5) : path.slice(5, slash),
    rest: slash === -1 ? '' : path.slice(slash),
    query: q === -1 ? '' : url.slice(q),
  };
}
