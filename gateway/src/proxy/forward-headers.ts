import type { IncomingMessage } from 'node:http';
import { UPLOAD_LINK_HEADER } from '#contracts/photo-uploads';
import { checkedValue } from './response-head';
import { PASSED_RESPONSE_HEADERS } from './response-header-names';

/**
 * The browser's request headers that reach an upstream: what the services read (content negotiation, the body's
 * description, conditional and range requests, the bearer token, the resumable upload protocol). Everything else
 * (cookies, hop-by-hop headers, forwarding claims, a client's `x-push-secret` or other invention) stays behind;
 * the gateway adds the correlation id and the forwarding headers itself. One Set lookup per header, as the
 * deny-list before it.
 */
const PASS_REQUEST: ReadonlySet<string> = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'cache-control',
  'pragma',
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-disposition',
  'content-range',
  'range',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
  'if-range',
  'user-agent',
  // The browser's own (scripts cannot set it): services build the links of their e-mails from it when it is a
  // brand's site, and check it against cross-site calls.
  'origin',
  // W3C trace context: with tracing on, the gateway's own span has replaced the caller's before this runs
  // (observability/tracing.ts); with it off the caller's trace goes on, so upstream spans still join it.
  'traceparent',
  'tracestate',
  // the resumable upload protocol (tus 1.0.0) of the photo-upload service, and its phone upload link
  'tus-resumable',
  'upload-length',
  'upload-offset',
  'upload-metadata',
  'upload-defer-length',
  'upload-concat',
  'upload-checksum',
  UPLOAD_LINK_HEADER,
]);

/** The allow-list of an upstream's response headers (`response-header-names.ts`), for lookups. */
const PASS_RESPONSE: ReadonlySet<string> = new Set(PASSED_RESPONSE_HEADERS);

/** Where an upstream's answer points within its own service, as the browser reaches it through the gateway. */
export interface LocationBase {
  /** The service's origin and base path upstream (`http://emulator:8090`, `/photo-upload`). */
  origin: string;
  basePath: string;
  /** The gateway's path of the same place (`/api/photo-upload`). */
  publicBase: string;
}

/**
 * A Location inside the upstream service (a relative path under its base, or an absolute URL on its origin)
 * rewritten to the gateway's path of it; anything else (other hosts, paths outside the service) is dropped, so
 * an internal address never reaches the browser.
 */
export function rewriteLocation(value: string, base: LocationBase): string | null {
  let path: string;
  if (value.startsWith('/') && !value.startsWith('//')) path = value;
  else {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.origin !== base.origin) return null;
    path = url.pathname + url.search;
  }
  const prefix = `${base.basePath}/`;
  if (!path.startsWith(prefix) || /\/(\.\.?)(\/|$)|%2e|%2f/i.test(path)) return null;
  return base.publicBase + path.slice(base.basePath.length);
}

/** What personal data is answered with: never stored by the browser or a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'no-store';
/** An upstream's Cache-Control passes only with `public` among its directives (data meant for everyone). */
const PUBLIC_DIRECTIVE = /(?:^|,)\s*public\s*(?:,|$)/i;

/** Extra hop-by-hop names a sender listed in its Connection header. */
function connectionListed(value: string | undefined): Set<string> | null {
  if (value === undefined || value === 'keep-alive' || value === 'close') return null;
  return new Set(value.split(',').map((name) => name.trim().toLowerCase()));
}

function push(out: string[], name: string, value: string | string[] | undefined): void {
  if (value === undefined) return;
  if (typeof value === 'string') out.push(name, value);
  else for (const item of value) out.push(name, item);
}

/** Headers of the upstream request, as a flat [name, value, …] list. Authorization passes as it is. */
export function upstreamRequestHeaders(
  req: IncomingMessage,
  correlationId: string,
  forwardedHost: string,
  client: { address: string; scheme: 'http' | 'https' },
): string[] {
  const headers = req.headers;
  const listed = connectionListed(headers.connection);
  const out: string[] = [];
  for (const name in headers) {
    if (!PASS_REQUEST.has(name) || listed?.has(name)) continue;
    push(out, name, headers[name]);
  }
  out.push('x-correlationid', correlationId, 'x-forwarded-host', forwardedHost);
  out.push('x-forwarded-proto', client.scheme);
  if (client.address !== '') out.push('x-forwarded-for', client.address);
  return out;
}

/**
 * Headers of the answer to the browser (from the upstream's [name, value, …] list, names in lower case), as a flat list: the
 * allowed upstream headers, then the gateway's own (`gatewayHeaders`: correlation id, robots, nosniff, HSTS).
 * Cache-Control is the upstream's only when it declares the answer public; otherwise `no-store`. Every value taken
 * from the upstream is checked as Node checks a header value (it throws `ERR_INVALID_CHAR`), so the list can be
 * written with `writeCheckedHead`.
 */
export function downstreamResponseHeaders(
  rawHeaders: readonly string[],
  gatewayHeaders: readonly string[],
  location?: LocationBase,
): string[] {
  const out: string[] = [];
  let listed: Set<string> | null = null;
  let cacheControl = PRIVATE_CACHE_CONTROL;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    const value = rawHeaders[i + 1] as string;
    if (name === 'connection') {
      listed = connectionListed(value);
    } else if (name === 'cache-control') {
      if (PUBLIC_DIRECTIVE.test(value)) cacheControl = checkedValue(name, value);
    } else if (PASS_RESPONSE.has(name)) {
      out.push(name, checkedValue(name, value));
    } else if (name === 'location' && location !== undefined) {
      const rewritten = rewriteLocation(value, location);
      if (rewritten !== null) out.push(name, checkedValue(name, rewritten));
    }
  }
  if (listed !== null) {
    const names = listed;
    const kept: string[] = [];
    for (let i = 0; i < out.length; i += 2) {
      if (!names.has(out[i] as string)) kept.push(out[i] as string, out[i + 1] as string);
    }
    out.length = 0;
    out.push(...kept);
  }
  out.push('cache-control', cacheControl);
  for (const item of gatewayHeaders) out.push(item);
  return out;
}

/** The value of a header in an upstream's [name, value, …] list (names in lower case), or undefined. */
export function rawHeaderValue(rawHeaders: readonly string[], name: string): string | undefined {
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i] === name) return rawHeaders[i + 1];
  }
  return undefined;
}

/** True when the request carries a body to stream upstream. */
export function hasRequestBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}
