import { z } from 'zod';
import { API_SERVICES, upstreamEnvName } from '#contracts/services';

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

/** The upstream variables: one per proxied service and one for public-config. */
export const UPSTREAM_VARIABLES: readonly string[] = [...API_SERVICES, 'public-config' as const].map(
  upstreamEnvName,
);

/**
 * The gateway's variables, each checked on its own. Settings that name a service or the identity provider have
 * no default here: outside production they fall back to the emulator (`env.ts`), in production they are required.
 */
export const EnvSchema = z.object({
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
  OIDC_AUTHORITY: httpUrl.optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_JWKS_URL: httpUrl.optional(),
  OIDC_ISSUER: httpUrl.optional(),
  EMULATOR_URL: httpUrl.default('http://127.0.0.1:8090'),
  PROXY_TIMEOUT_MS: integer(1, 600_000, 'a number of milliseconds (1-600000)').default(15_000),
  /** Origins the browser loads photos from (the image CDN), comma-separated: the CSP's img-src. */
  IMAGE_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(httpUrl.transform((u) => new URL(u).origin)).min(1, 'must name at least one origin'))
    .optional(),
  PUSH_INGEST_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ...Object.fromEntries(UPSTREAM_VARIABLES.map((name) => [name, httpUrl.optional()])),
});
export type EnvValues = z.infer<typeof EnvSchema>;
