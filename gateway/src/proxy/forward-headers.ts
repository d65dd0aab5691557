import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { BASE_RESPONSE_HEADERS } from '../http/gateway-error';

/** Request headers that never go upstream: hop-by-hop, the browser's cookies, and client-sent forwarding claims. */
const DROP_REQUEST = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'cookie',
  'forwarded',
  'x-real-ip',
  'x-correlationid',
]);

/** Response headers that never go back: hop-by-hop, upstream internals, cookies, and the ones the gateway sets. */
const DROP_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'server',
  'x-powered-by',
  'set-cookie',
  'x-correlationid',
  'x-robots-tag',
  'x-content-type-options',
]);

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
): string[] {
  const headers = req.headers;
  const listed = connectionListed(headers.connection);
  const out: string[] = [];
  for (const name in headers) {
    if (DROP_REQUEST.has(name) || name.startsWith('x-forwarded-') || listed?.has(name)) continue;
    push(out, name, headers[name]);
  }
  out.push('x-correlationid', correlationId, 'x-forwarded-host', forwardedHost);
  out.push('x-forwarded-proto', (req.socket as TLSSocket).encrypted === true ? 'https' : 'http');
  const address = req.socket.remoteAddress;
  if (address !== undefined) out.push('x-forwarded-for', address);
  return out;
}

/** Headers of the answer to the browser (from undici's raw [name, value, …] buffers), as a flat list. */
export function downstreamResponseHeaders(rawHeaders: Buffer[], correlationId: string): string[] {
  const out: string[] = [];
  let listed: Set<string> | null = null;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] as Buffer).toString('latin1').toLowerCase();
    const value = (rawHeaders[i + 1] as Buffer).toString('latin1');
    if (name === 'connection') listed = connectionListed(value);
    if (!DROP_RESPONSE.has(name)) out.push(name, value);
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
  out.push(
    'x-correlationid',
    correlationId,
    'x-robots-tag',
    BASE_RESPONSE_HEADERS['x-robots-tag'],
    'x-content-type-options',
    BASE_RESPONSE_HEADERS['x-content-type-options'],
  );
  return out;
}

/** True when the request carries a body to stream upstream. */
export function hasRequestBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}
