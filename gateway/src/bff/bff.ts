import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { BrandResolver } from '../brands/brand-resolver';
import type { Forwarding } from '../http/forwarding';
import type { RequestRecorder } from '../http/request-log';
import type { BffOptions } from '../options';
import type { ApiProxy } from '../proxy/api-proxy';
import { createBffProxy } from './bff-proxy';
import { createOidcClient, type OidcClient } from './oidc-client';
import { type CookieSealer, createCookieSealer } from './sealed-cookie';
import { createMemorySessionStore, createRedisSessionStore } from './session-store';
import { createSessions, type Sessions } from './sessions';

/** bff mode's parts, built once per gateway copy. */
export interface Bff {
  options: BffOptions;
  client: OidcClient;
  sessions: Sessions;
  sealer: CookieSealer;
  /** The API proxy with the CSRF check and the session's bearer in front. */
  proxy: ApiProxy;
}

export function createBff(deps: {
  options: BffOptions;
  authority: string;
  redis: Redis | null;
  redisKeyPrefix: string;
  proxy: ApiProxy;
  resolver: BrandResolver;
  forwarding: Forwarding;
  record: RequestRecorder;
  gatewayHeaders: readonly string[];
  log: Logger;
}): Bff {
  const { options, log } = deps;
  const client = createOidcClient(deps.authority, options);
  const now = options.now ?? Date.now;
  const store =
    deps.redis === null
      ? createMemorySessionStore(now)
      : createRedisSessionStore(deps.redis, deps.redisKeyPrefix);
  const sessions = createSessions({ store, client, bff: options, log, now });
  return {
    options,
    client,
    sessions,
    sealer: createCookieSealer(options.cookieSecret),
    proxy: createBffProxy({
      proxy: deps.proxy,
      sessions,
      resolver: deps.resolver,
      forwarding: deps.forwarding,
      record: deps.record,
      gatewayHeaders: deps.gatewayHeaders,
      log,
    }),
  };
}
