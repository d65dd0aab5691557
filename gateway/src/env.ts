import { API_SERVICES, type ApiService, upstreamEnvName } from '#contracts/services';
import { EnvSchema } from './env-schema';
import type { GatewayOptions } from './options';
import { missingForProduction } from './production-env';

/** A bad environment variable: the message is one line naming the variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

export interface GatewayEnv {
  port: number;
  host: string;
  options: GatewayOptions;
}

/** Outside production, what is not set points at the emulator (`npm start`, the tests). */
const EMULATOR_DEFAULTS = {
  OIDC_AUTHORITY: 'http://localhost:8090/oidc',
  OIDC_CLIENT_ID: 'account-area',
} as const;

/**
 * Reads the gateway's settings from the environment; empty variables count as unset. In production every
 * upstream and OIDC setting must be given (`production-env.ts`).
 */
export function parseEnv(env: Record<string, string | undefined>): GatewayEnv {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new EnvError(`${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  if (e.APP_ENV === 'production') {
    const missing = missingForProduction(e);
    if (missing.length > 0) {
      throw new EnvError(`${missing.join(', ')} must be set when APP_ENV is production`);
    }
  }
  const upstream = (service: ApiService | 'public-config'): string => {
    const value = (e as Record<string, unknown>)[upstreamEnvName(service)];
    return typeof value === 'string' ? value : `${e.EMULATOR_URL}/${service}`;
  };
  const upstreams: Partial<Record<ApiService, string>> = {};
  for (const service of API_SERVICES) upstreams[service] = upstream(service);
  const authority = e.OIDC_AUTHORITY ?? EMULATOR_DEFAULTS.OIDC_AUTHORITY;
  return {
    port: e.PORT,
    host: e.HOST,
    options: {
      appEnv: e.APP_ENV,
      fixtureHosts: e.FIXTURE_HOSTS ?? e.APP_ENV === 'fixture',
      brandsFile: e.BRANDS_FILE,
      featureFlagsFile: e.FEATURE_FLAGS_FILE,
      spaDir: e.SPA_DIR,
      oidc: {
        authority,
        clientId: e.OIDC_CLIENT_ID ?? EMULATOR_DEFAULTS.OIDC_CLIENT_ID,
        issuer: e.OIDC_ISSUER ?? authority,
        jwksUrl: e.OIDC_JWKS_URL ?? `${authority}/jwks`,
      },
      // Offline, photos come from the emulator's image service, on the identity provider's origin.
      imageOrigins: e.IMAGE_ORIGINS ?? [new URL(authority).origin],
      upstreams,
      publicConfigUpstream: upstream('public-config'),
      proxyTimeoutMs: e.PROXY_TIMEOUT_MS,
      ...(e.PUSH_INGEST_SECRET ? { pushIngestSecret: e.PUSH_INGEST_SECRET } : {}),
      logLevel: e.LOG_LEVEL,
    },
  };
}
