import type { IncomingMessage } from 'node:http';
import type { ParsedHost } from '../brands/host-header';
import { isBrandOrigin } from '../push/same-origin';

/** The static header the SPA sends on every call: a cross-site page cannot add it without a CORS preflight. */
export const CSRF_HEADER = 'x-csrf';
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * bff mode's CSRF check of a request that changes state (any method but GET, HEAD, OPTIONS): `X-CSRF: 1` and an
 * Origin that is the request's own brand origin. The browser sends the session cookie by itself, so without
 * both the request may come from another site's form or script.
 */
export function passesCsrf(
  req: IncomingMessage,
  brandHost: ParsedHost | null,
  scheme: 'http' | 'https',
): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return true;
  return req.headers[CSRF_HEADER] === '1' && isBrandOrigin(req.headers.origin, brandHost, scheme);
}
