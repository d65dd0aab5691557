import { z } from 'zod';
import { API_SERVICES, upstreamEnvName } from '#contracts/services';
import {
  DEFAULT_ACCESS_TOKEN_TYPE,
  DEFAULT_BFF_SESSION,
  DEFAULT_HTTP_TIMEOUTS,
  DEFAULT_INTERNAL_HOST,
  DEFAULT_INTERNAL_PORT,
  DEFAULT_JWKS_CACHE_MAX_AGE_MS,
  DEFAULT_JWKS_COOLDOWN_MS,
  DEFAULT_PRESSURE,
  DEFAULT_RATE_LIMITS,
  DEFAULT_REDIS_KEY_PREFIX,
  DEFAULT_RESILIENCE,
  DEFAULT_SHUTDOWN_DELAY_MS,
  DEFAULT_SHUTDOWN_GRACE_MS,
} from './defaults';
import { isProxyEntry } from './http/forwarding';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const integer = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^\d+$/, `must be ${what}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be ${what}`).max(max, `must be ${what}`));

const ms = (max: number) => integer(0, max, `a number of milliseconds (0-${max})`);
const count = integer(0, 100_000_000, 'a whole number (0 switches it off)');

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
  /** `browser` (the spec's: the SPA is the OIDC client) or `bff` (the gateway is; tokens stay on the server). */
  AUTH_MODE: z.enum(['browser', 'bff'], 'must be browser or bff').default('browser'),
  /** The gateway's confidential client at the identity provider (bff mode). */
  BFF_CLIENT_ID: z.string().min(1).optional(),
  BFF_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Encrypts the short-lived sign-in attempt cookie (bff mode); every copy needs the same. */
  BFF_COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** A session unused this long ends (bff mode). */
  BFF_SESSION_IDLE_S: integer(60, 2_592_000, 'a number of seconds (60-2592000)').default(
    DEFAULT_BFF_SESSION.idleS,
  ),
  /** A session ends this long after its sign-in, used or not (bff mode). */
  BFF_SESSION_ABSOLUTE_S: integer(60, 31_536_000, 'a number of seconds (60-31536000)').default(
    DEFAULT_BFF_SESSION.absoluteS,
  ),
  EMULATOR_URL: httpUrl.default('http://127.0.0.1:8090'),
  PROXY_TIMEOUT_MS: integer(1, 600_000, 'a number of milliseconds (1-600000)').default(15_000),
  /** The proxy's upstream client: `own` (default) or `undici`, measured side by side by the proxy benchmark. */
  UPSTREAM_CLIENT: z.enum(['own', 'undici']).default('own'),
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
  /** The third-party integrations (contracts/integrations.ts); offline the emulator's stand-ins. */
  CONSENT_SCRIPT_URL: httpUrl.optional(),
  ANALYTICS_URL: httpUrl.optional(),
  CHAT_SCRIPT_URL: httpUrl.optional(),
  CHAT_ENABLED: boolean.optional(),
  SURVEY_SCRIPT_URL: httpUrl.optional(),
  PUSH_INGEST_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The internal listener: metrics, readiness report, push ingest. */
  INTERNAL_PORT: integer(0, 65535, 'a port number (0-65535)').default(DEFAULT_INTERNAL_PORT),
  INTERNAL_HOST: z.string().min(1).default(DEFAULT_INTERNAL_HOST),
  /** Proxies whose X-Forwarded-For/-Proto are believed: addresses, CIDR ranges, `loopback`, `private`. */
  TRUST_PROXY: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .refine(isProxyEntry, 'must list addresses, CIDR ranges, loopback or private, comma-separated'),
      ),
    )
    .optional(),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\/[^\s]+$/.test(v), 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default(DEFAULT_REDIS_KEY_PREFIX),
  /** Production without REDIS_URL is refused unless the operator declares that only one copy ever runs. */
  SINGLE_COPY: boolean.default(false),
  OIDC_ACCESS_TOKEN_TYPE: z.string().min(1).default(DEFAULT_ACCESS_TOKEN_TYPE),
  JWKS_CACHE_MAX_AGE_MS: ms(86_400_000).default(DEFAULT_JWKS_CACHE_MAX_AGE_MS),
  JWKS_COOLDOWN_MS: ms(3_600_000).default(DEFAULT_JWKS_COOLDOWN_MS),
  HTTP_HEADERS_TIMEOUT_MS: integer(1, 600_000, 'a number of milliseconds (1-600000)').default(
    DEFAULT_HTTP_TIMEOUTS.headersTimeoutMs,
  ),
  HTTP_REQUEST_TIMEOUT_MS: integer(1, 3_600_000, 'a number of milliseconds (1-3600000)').default(
    DEFAULT_HTTP_TIMEOUTS.requestTimeoutMs,
  ),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: integer(1, 600_000, 'a number of milliseconds (1-600000)').default(
    DEFAULT_HTTP_TIMEOUTS.keepAliveTimeoutMs,
  ),
  RATE_LIMIT_WINDOW_MS: integer(1000, 3_600_000, 'a number of milliseconds (1000-3600000)').default(
    DEFAULT_RATE_LIMITS.windowMs,
  ),
  RATE_LIMIT_API_PER_ADDRESS: count.default(DEFAULT_RATE_LIMITS.apiPerAddress),
  RATE_LIMIT_API_PER_USER: count.default(DEFAULT_RATE_LIMITS.apiPerUser),
  RATE_LIMIT_PAGES_PER_ADDRESS: count.default(DEFAULT_RATE_LIMITS.pagesPerAddress),
  RATE_LIMIT_PUSH_AUTH_PER_ADDRESS: count.default(DEFAULT_RATE_LIMITS.pushAuthPerAddress),
  RATE_LIMIT_PUSH_AUTH_PER_USER: count.default(DEFAULT_RATE_LIMITS.pushAuthPerUser),
  PUSH_MAX_UNAUTHENTICATED_PER_ADDRESS: count.default(DEFAULT_RATE_LIMITS.pushUnauthenticatedPerAddress),
  /** Mails of one kind per hour to one address by calls that send mail (decision 431); 0 switches it off. */
  RATE_LIMIT_MAIL_PER_TARGET: count.default(DEFAULT_RATE_LIMITS.mailPerTarget),
  /** Such mails of one kind per 10 minutes and signed-in user. */
  RATE_LIMIT_MAIL_PER_USER: count.default(DEFAULT_RATE_LIMITS.mailPerUser),
  /** Such mails per hour and client address, by calls without a signed-in user. */
  RATE_LIMIT_MAIL_PER_CLIENT: count.default(DEFAULT_RATE_LIMITS.mailPerClient),
  /** 1000 ms, but off by default in fixture mode (a developer's machine under a test run lags). */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: ms(60_000).optional(),
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z
    .string()
    .regex(/^(?:0(?:\.\d+)?|1(?:\.0+)?)$/, 'must be a fraction between 0 and 1 (0 switches it off)')
    .transform(Number)
    .default(DEFAULT_PRESSURE.maxEventLoopUtilization),
  PRESSURE_MAX_RSS_MB: integer(0, 1_048_576, 'a number of megabytes (0 switches it off)').default(0),
  PRESSURE_RETRY_AFTER_S: integer(1, 3600, 'a number of seconds (1-3600)').default(
    DEFAULT_PRESSURE.retryAfterS,
  ),
  PROXY_RETRIES: integer(0, 3, 'a number from 0 to 3').default(DEFAULT_RESILIENCE.retries),
  CIRCUIT_FAILURE_THRESHOLD: count.default(DEFAULT_RESILIENCE.circuitFailureThreshold),
  CIRCUIT_OPEN_MS: integer(100, 600_000, 'a number of milliseconds (100-600000)').default(
    DEFAULT_RESILIENCE.circuitOpenMs,
  ),
  SHUTDOWN_GRACE_MS: integer(0, 600_000, 'a number of milliseconds (0-600000)').default(
    DEFAULT_SHUTDOWN_GRACE_MS,
  ),
  SHUTDOWN_DELAY_MS: integer(0, 600_000, 'a number of milliseconds (0-600000)').default(
    DEFAULT_SHUTDOWN_DELAY_MS,
  ),
  /** OpenTelemetry traces go to `<this>/v1/traces` over OTLP/HTTP; unset, tracing is off and costs nothing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  /** The share of new traces kept (0-1); a request continuing a sampled trace follows its caller. */
  OTEL_TRACES_SAMPLER_ARG: z
    .string()
    .regex(/^(?:0(?:\.\d+)?|1(?:\.0+)?)$/, 'must be a fraction between 0 and 1')
    .transform(Number)
    .default(1),
  ...Object.fromEntries(UPSTREAM_VARIABLES.map((name) => [name, httpUrl.optional()])),
});
export type EnvValues = z.infer<typeof EnvSchema>;
