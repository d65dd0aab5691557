import type { JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import type { Integrations } from '#contracts/integrations';
import type { ApiService } from '#contracts/services';
import type { PushHub } from './push/push-hub';

export type AppEnv = 'fixture' | 'test' | 'production';

/** How long a client may take over the parts of a request, and how long an idle keep-alive connection stays. */
export interface HttpTimeouts {
  /** Headers must be complete within this (slow-loris clients are answered 408 and closed). */
  headersTimeoutMs: number;
  /** The whole request, body included (an upload chunk), must arrive within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; longer than the load balancer's idle timeout. */
  keepAliveTimeoutMs: number;
}

/** Requests per window and key; 0 switches a limit off. */
export interface RateLimits {
  windowMs: number;
  /** /api/… requests per client address. */
  apiPerAddress: number;
  /** /api/… requests per user (the verified subject of the bearer token). */
  apiPerUser: number;
  /** Everything else through Fastify (pages, config, locales, assets, the /push handshake) per client address. */
  pagesPerAddress: number;
  /** Authentication attempts on /push per client address. */
  pushAuthPerAddress: number;
  /** Authentication attempts on /push per user. */
  pushAuthPerUser: number;
  /** Open /push sockets that have not authenticated yet, per client address and gateway copy. */
  pushUnauthenticatedPerAddress: number;
  /** Mails of one kind (share, e-mail change, deletion, newsletter) calls may make an upstream send to one address, per hour. */
  mailPerTarget: number;
  /** Such mails of one kind per signed-in user, per 10 minutes. */
  mailPerUser: number;
  /** Such mails per client address, per hour, by calls without a signed-in user. */
  mailPerClient: number;
}

/** When @fastify/under-pressure answers 503 (0 switches a check off). */
export interface PressureLimits {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  maxRssBytes: number;
  /** Retry-After of the 503, in seconds. */
  retryAfterS: number;
}

/** How the proxy treats failing upstreams. */
export interface UpstreamResilience {
  /** Extra attempts of a GET/HEAD/OPTIONS without a body whose connection failed before any answer. */
  retries: number;
  /** Consecutive failures (no connection, timeout, 502/503/504) that open an upstream's circuit. */
  circuitFailureThreshold: number;
  /** How long an open circuit answers 502 at once before one request probes the upstream again. */
  circuitOpenMs: number;
}

/** bff mode (`AUTH_MODE=bff`): the gateway is the confidential OIDC client and keeps the tokens in sessions. */
export interface BffOptions {
  clientId: string;
  clientSecret: string;
  /** Key material for the encrypted sign-in attempt cookie (at least 32 characters, the same on every copy). */
  cookieSecret: string;
  /** A session unused this long ends. */
  idleTimeoutMs: number;
  /** A session ends this long after its sign-in. */
  absoluteTimeoutMs: number;
  /** An access token expiring within this is refreshed before a call uses it. Default 60 000 ms. */
  refreshBeforeMs?: number;
  /** The sessions' clock (tests move it). Default Date.now. */
  now?: () => number;
}

/** Everything buildServer needs; main.ts fills it from the environment (env.ts). */
export interface GatewayOptions {
  appEnv: AppEnv;
  /** Also answer the brands file's `hostAliases` (the fixture data's `<brand-id>.localhost`, plain localhost…). */
  fixtureHosts: boolean;
  /** Path of the brands file (`BrandsFile`). */
  brandsFile: string;
  /** Path of the feature flag file (`FeatureFlagBrandLists`). */
  featureFlagsFile: string;
  /** Folder of the built SPA (index.html, assets/, locales/). */
  spaDir: string;
  oidc: {
    /** Authority the browser signs in with (config.json, CSP connect-src / form-action). */
    authority: string;
    clientId: string;
    /** Expected `iss` of access tokens (push authentication). */
    issuer: string;
    /** Where the signing keys are fetched from (push authentication). */
    jwksUrl: string;
  };
  /** Set: bff mode (the gateway signs in and holds the tokens); unset: browser mode, the spec's. */
  bff?: BffOptions;
  /** Origins of the image CDN the photos' URLs point at (CSP img-src). */
  imageOrigins: readonly string[];
  /** The third-party integrations (consent, analytics, chat, survey); default: the emulator's stand-ins. */
  integrations?: Integrations;
  /** Base URL per proxied service; a service without one answers 404 under /api. */
  upstreams: Partial<Record<ApiService, string>>;
  /** Base URL of the public-config service (`GET <base>/<canonical host>`). */
  publicConfigUpstream: string;
  /** Time an upstream may take to answer with headers (and between body chunks): 504 after it. */
  proxyTimeoutMs: number;
  /** The proxy's upstream client: the gateway's own (default) or undici's Pool (for the benchmark, decision 420). */
  upstreamClient?: 'own' | 'undici';
  /** When set, `POST /internal/push` accepts envelopes carrying `x-push-secret: <secret>`. */
  pushIngestSecret?: string;
  /** A socket on /push that has not authenticated within this time is closed. Default 10 000 ms. */
  pushAuthGraceMs?: number;
  /** Interval of server pings on authenticated push sockets (keeps load balancers from idling them out). */
  pushPingIntervalMs?: number;
  /** Hub the push relay reads from; default an in-memory hub (one process). */
  pushHub?: PushHub;
  /** Key source for access-token verification; default a remote JWKS at `oidc.jwksUrl`. */
  jwks?: JWTVerifyGetKey;
  /** How long a fetched public config is reused. Default 300 000 ms. */
  publicConfigTtlMs?: number;
  /** How long the fallback (after a failed public-config fetch) is reused before retrying. Default 5 000 ms. */
  publicConfigRetryMs?: number;
  /** Time limit of one public-config fetch. Default 5 000 ms. */
  publicConfigTimeoutMs?: number;
  /** Addresses (or CIDR ranges) of the proxies in front whose X-Forwarded-For/-Proto are believed. */
  trustedProxies?: readonly string[];
  /** Expected `typ` header of access tokens (RFC 9068: `at+jwt`). */
  accessTokenType?: string;
  /** How long the JWKS is used before it is fetched again; a token with an unknown key fetches it at once. */
  jwksCacheMaxAgeMs?: number;
  /** The least time between two fetches of the JWKS (an unknown key does not refetch sooner). */
  jwksCooldownMs?: number;
  httpTimeouts?: Partial<HttpTimeouts>;
  rateLimits?: Partial<RateLimits>;
  pressure?: Partial<PressureLimits>;
  resilience?: Partial<UpstreamResilience>;
  /** Redis for the cross-copy push relay and the shared rate limits (`redis://…`); none: one process. */
  redisUrl?: string;
  /** Prefix of every Redis key and channel the gateway uses. Default 'gateway:'. */
  redisKeyPrefix?: string;
  /** Pino level when no logger is given. Default 'info'. */
  logLevel?: string;
  /** A ready logger (pino); tests pass one writing to memory. */
  logger?: Logger;
}
