import type { ParsedHost } from '../brands/host-header';

/**
 * True when a WebSocket handshake's Origin is the page the socket belongs to: the request's own scheme (https
 * only over TLS or behind a trusted proxy that says so) on exactly the host (and port) of the Host header, and
 * that host really names the request's brand (not a fallback for an unknown host).
 */
export function isBrandOrigin(
  origin: string | undefined,
  brandHost: ParsedHost | null,
  scheme: 'http' | 'https',
): boolean {
  if (origin === undefined || brandHost === null) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== `${scheme}:`) return false;
  if (url.hostname !== brandHost.hostname || url.username !== '' || url.password !== '') return false;
  if (url.port === (brandHost.port ?? '')) return true;
  // "Host: shop.example:443" against "Origin: https://shop.example" (URL drops a scheme's default port).
  return url.port === '' && brandHost.port === (scheme === 'https' ? '443' : '80');
}
