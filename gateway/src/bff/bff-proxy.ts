import type { Logger } from 'pino';
import type { BrandResolver } from '../brands/brand-resolver';
import type { Forwarding } from '../http/forwarding';
import { errorNameFor, writeGatewayError } from '../http/gateway-error';
import type { RequestRecorder } from '../http/request-log';
import type { ApiProxy } from '../proxy/api-proxy';
import { hasRequestBody } from '../proxy/forward-headers';
import { cookieName, readCookie } from './cookies';
import { passesCsrf } from './csrf';
import type { Sessions } from './sessions';

export interface BffProxyOptions {
  proxy: ApiProxy;
  sessions: Sessions;
  resolver: BrandResolver;
  forwarding: Forwarding;
  record: RequestRecorder;
  gatewayHeaders: readonly string[];
  log: Logger;
}

/**
 * The API proxy in bff mode: a state-changing call without `X-CSRF: 1` and its brand's Origin is refused (403);
 * otherwise the session's access token (refreshed when due) becomes the call's bearer. A browser's own
 * Authorization header is dropped, and the cookie never goes upstream (forward-headers.ts passes no cookie).
 * Without a session the call goes on without a bearer: the service answers 401 as to a signed-out browser.
 */
export function createBffProxy(options: BffProxyOptions): ApiProxy {
  const { proxy, sessions, resolver, forwarding, record, gatewayHeaders, log } = options;
  function refuse(
    req: Parameters<ApiProxy['handle']>[0],
    res: Parameters<ApiProxy['handle']>[1],
    status: number,
    correlationId: string,
    brandId: string,
    logLine: boolean,
  ): void {
    res.shouldKeepAlive = false;
    writeGatewayError(res, status, errorNameFor(status), correlationId, gatewayHeaders);
    if (logLine) record(req, status, 0, correlationId, brandId, { service: 'api' });
  }
  return {
    handle(req, res, brand, correlationId, logLine) {
      const scheme = forwarding.scheme(req);
      const match = resolver.resolve(req.headers.host);
      const host = match.kind === 'brand' ? match.host : null;
      if (!passesCsrf(req, host, scheme)) {
        refuse(req, res, 403, correlationId, brand.id, logLine);
        return;
      }
      delete req.headers.authorization;
      // As the proxy does: a request without a body is read at once, else Node counts it gone while the session
      // is looked up (the proxy would answer 499 to a browser still waiting).
      if (!hasRequestBody(req)) req.read();
      const id = readCookie(req.headers.cookie, cookieName('session', scheme === 'https'));
      sessions
        .read(id)
        .then((session) =>
          session === null || id === undefined ? null : sessions.withFreshToken(id, session),
        )
        .then(
          (session) => {
            if (session !== null) req.headers.authorization = `Bearer ${session.accessToken}`;
            proxy.handle(req, res, brand, correlationId, logLine);
          },
          (error: unknown) => {
            log.warn({ err: error, correlationId }, 'bff session unavailable');
            refuse(req, res, 502, correlationId, brand.id, logLine);
          },
        );
    },
  };
}
