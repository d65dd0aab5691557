import { z } from 'zod';
import { API_SERVICES, type ApiService, upstreamEnvName } from '#contracts/services';
import type { GatewayOptions } from './options';

/** A bad environment variable: the message is one line naming the variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

export interface GatewayEnv {
  port: number;
  host: string;
  options: GatewayOptions;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const integer = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^\d+$/, `must be ${what}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be ${what}`).max(max, `must be ${what}`));

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

function isPlainHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      url.search === '' &&
      url.hash === ''
    );
  } catch {
    return false;
  }
}

const httpUrl = z
  .string()
  .refine(isPlainHttpUrl, 'must be an http(s) URL without credentials, query or fragment')
  .transform((v) => v.replace(/\/+$/, ''));

const upstreamShape = Object.fromEntries(
  [...API_SERVICES, 'public-config' as const].map((service) => [
    upstreamEnvName(service),
    httpUrl.optional(),
  ]),
);

const EnvSchema = z.object({
  PORT: integer(0, 65535, 'a port number (0-65535)').default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  APP_ENV: z
    .enum(['fixture', 'test', 'production'], 'must be fixture, test or production')
    .default('fixture'),
  FIXTURE_HOSTS: boolean.optional(),
  BRANDS_FILE: z.string().min(1).default('fixtures/data/brands.json'),
  FEATURE_FLAGS_FILE: z.string().min(1).default('fixtures/data/feature-flags.json'),
  SPA_DIR: z.string().min(1).default('client/dist'),
  OIDC_AUTHORITY: httpUrl.default('http://localhost:8090/oidc'),
  OIDC_CLIENT_ID: z.string().min(1).default('account-area'),
  OIDC_JWKS_URL: httpUrl.optional(),
  OIDC_ISSUER: httpUrl.optional(),
  EMULATOR_URL: httpUrl.default('http://127.0.0.1:8090'),
  PROXY_TIMEOUT_MS: integer(1, 600_000, 'a number of milliseconds (1-600000)').default(15_000),
  PUSH_INGEST_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ...upstreamShape,
});

/** Reads the gateway's settings from the environment; empty variables count as unset. */
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
  const upstream = (service: ApiService | 'public-config'): string => {
    const value = (e as Record<string, unknown>)[upstreamEnvName(service)];
    return typeof value === 'string' ? value : `${e.EMULATOR_URL}/${service}`;
  };
  const upstreams: Partial<Record<ApiService, string>> = {};
  for (const service of API_SERVICES) upstreams[service] = upstream(service);
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
        authority: e.OIDC_AUTHORITY,
        clientId: e.OIDC_CLIENT_ID,
        issuer: e.OIDC_ISSUER ?? e.OIDC_AUTHORITY,
        jwksUrl: e.OIDC_JWKS_URL ?? `${e.OIDC_AUTHORITY}/jwks`,
      },
      upstreams,
      publicConfigUpstream: upstream('public-config'),
      proxyTimeoutMs: e.PROXY_TIMEOUT_MS,
      ...(e.PUSH_INGEST_SECRET ? { pushIngestSecret: e.PUSH_INGEST_SECRET } : {}),
      logLevel: e.LOG_LEVEL,
    },
  };
}
