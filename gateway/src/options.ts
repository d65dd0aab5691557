import type { JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import type { ApiService } from '#contracts/services';
import type { PushHub } from './push/push-hub';

export type AppEnv = 'fixture' | 'test' | 'production';

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
  /** Origins of the image CDN the photos' URLs point at (CSP img-src). */
  imageOrigins: readonly string[];
  /** Base URL per proxied service; a service without one answers 404 under /api. */
  upstreams: Partial<Record<ApiService, string>>;
  /** Base URL of the public-config service (`GET <base>/<canonical host>`). */
  publicConfigUpstream: string;
  /** Time an upstream may take to answer with headers (and between body chunks): 504 after it. */
  proxyTimeoutMs: number;
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
  /** Pino level when no logger is given. Default 'info'. */
  logLevel?: string;
  /** A ready logger (pino); tests pass one writing to memory. */
  logger?: Logger;
}
