import type { IncomingMessage } from 'node:http';
import type { BrandResolver } from '../brands/brand-resolver';
import type { Forwarding } from '../http/forwarding';

/**
 * The origin of the push socket for a page (CSP connect-src): `wss://` (or `ws://` without TLS) on the
 * request's brand host. A Host that names no brand gets the default brand's canonical host: nothing the request
 * made up is ever written into the policy.
 */
export function createPushSocketSource(
  resolver: BrandResolver,
  forwarding: Forwarding,
): (req: IncomingMessage) => string {
  return (req) => {
    const match = resolver.resolve(req.headers.host);
    if (match.kind === 'brand' && match.host !== null) {
      const scheme = forwarding.scheme(req) === 'https' ? 'wss' : 'ws';
      const port = match.host.port === null ? '' : `:${match.host.port}`;
      return `${scheme}://${match.host.hostname}${port}`;
    }
    return `wss://${match.brand.hosts[0] ?? 'invalid'}`;
  };
}
