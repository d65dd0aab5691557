import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { API_SERVICES, upstreamEnvName } from '#contracts/services';
import { EnvError, parseEnv } from './env';

/** A complete production environment: every upstream and OIDC setting given. */
function productionEnv(): Record<string, string> {
  const env: Record<string, string> = {
    APP_ENV: 'production',
    OIDC_AUTHORITY: 'https://id.example.com/oidc',
    OIDC_CLIENT_ID: 'account-area-prod',
    OIDC_JWKS_URL: 'https://id.example.com/oidc/keys',
    IMAGE_ORIGINS: 'https://images.example.com, https://cdn2.example.com/',
    PUSH_INGEST_SECRET: 'a-production-ingest-secret',
    REDIS_URL: 'rediss://redis.example.com:6380/0',
    CONSENT_SCRIPT_URL: 'https://consent.example.com/consent.js',
    ANALYTICS_URL: 'https://collect.example.com/account',
    CHAT_SCRIPT_URL: 'https://chat.example.com/widget.js',
    SURVEY_SCRIPT_URL: 'https://survey.example.com/widget.js',
  };
  for (const service of [...API_SERVICES, 'public-config' as const]) {
    env[upstreamEnvName(service)] = `https://${service}.internal/v1`;
  }
  return env;
}

describe('parseEnv', () => {
  it('has working defaults for fixture mode', () => {
    const { port, host, options } = parseEnv({});
    expect(port).toBe(8080);
    expect(host).toBe('0.0.0.0');
    expect(options.appEnv).toBe('fixture');
    expect(options.fixtureHosts).toBe(true);
    expect(options.spaDir).toBe('client/dist');
    expect(options.oidc).toEqual({
      authority: 'http://localhost:8090/oidc',
      clientId: 'account-area',
      issuer: 'http://localhost:8090/oidc',
      jwksUrl: 'http://localhost:8090/oidc/jwks',
    });
    expect(options.upstreams.customers).toBe('http://127.0.0.1:8090/customers');
    expect(options.upstreams['photo-management']).toBe('http://127.0.0.1:8090/photo-management');
    expect(options.publicConfigUpstream).toBe('http://127.0.0.1:8090/public-config');
    expect(options.proxyTimeoutMs).toBe(15_000);
    expect(options.pushIngestSecret).toBeUndefined();
    expect(options.trustedProxies).toEqual([]);
    expect(options.redisUrl).toBeUndefined();
  });

  it('reads the production settings: internal listener, proxies, Redis, limits, timeouts, shutdown', () => {
    const env = parseEnv({
      INTERNAL_PORT: '9191',
      INTERNAL_HOST: '10.1.2.3',
      TRUST_PROXY: 'private, 203.0.113.7',
      REDIS_URL: 'redis://redis:6379/0',
      REDIS_KEY_PREFIX: 'gw1:',
      HTTP_HEADERS_TIMEOUT_MS: '5000',
      RATE_LIMIT_WINDOW_MS: '30000',
      RATE_LIMIT_API_PER_USER: '0',
      PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0.95',
      PRESSURE_MAX_RSS_MB: '512',
      PROXY_RETRIES: '0',
      SHUTDOWN_GRACE_MS: '10000',
      SHUTDOWN_DELAY_MS: '3000',
    });
    expect(env.internal).toEqual({ port: 9191, host: '10.1.2.3' });
    expect(env.shutdown).toEqual({ graceMs: 10_000, delayMs: 3000 });
    expect(env.options.trustedProxies).toEqual(['private', '203.0.113.7']);
    expect(env.options.redisUrl).toBe('redis://redis:6379/0');
    expect(env.options.redisKeyPrefix).toBe('gw1:');
    expect(env.options.httpTimeouts).toEqual({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
    });
    expect(env.options.rateLimits).toMatchObject({ windowMs: 30_000, apiPerUser: 0, apiPerAddress: 3000 });
    expect(env.options.pressure).toMatchObject({
      maxEventLoopUtilization: 0.95,
      maxRssBytes: 512 * 1024 * 1024,
    });
    expect(env.options.resilience).toMatchObject({ retries: 0, circuitFailureThreshold: 5 });
  });

  it('reads every setting', () => {
    const { port, options } = parseEnv({
      PORT: '9000',
      APP_ENV: 'test',
      EMULATOR_URL: 'http://emulator:8090/',
      UPSTREAM_CUSTOMERS: 'https://customers.internal/v1/',
      OIDC_AUTHORITY: 'https://id.example.com/oidc',
      OIDC_CLIENT_ID: 'another-client',
      OIDC_JWKS_URL: 'http://emulator:8090/oidc/jwks',
      PROXY_TIMEOUT_MS: '2500',
      PUSH_INGEST_SECRET: 'sixteen-chars-or-more',
      LOG_LEVEL: 'warn',
    });
    expect(port).toBe(9000);
    expect(options.appEnv).toBe('test');
    expect(options.fixtureHosts).toBe(false);
    expect(options.upstreams.customers).toBe('https://customers.internal/v1');
    expect(options.upstreams.orders).toBe('http://emulator:8090/orders');
    expect(options.oidc.clientId).toBe('another-client');
    expect(options.oidc.issuer).toBe('https://id.example.com/oidc');
    expect(options.oidc.jwksUrl).toBe('http://emulator:8090/oidc/jwks');
    expect(options.proxyTimeoutMs).toBe(2500);
    expect(options.pushIngestSecret).toBe('sixteen-chars-or-more');
    expect(options.logLevel).toBe('warn');
  });

  it('treats empty variables as unset and lets FIXTURE_HOSTS override the default', () => {
    expect(parseEnv({ PORT: '', FIXTURE_HOSTS: 'false' }).options.fixtureHosts).toBe(false);
    expect(parseEnv({ PORT: '' }).port).toBe(8080);
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT must be a port number/],
    [{ PORT: '70000' }, /^PORT must be a port number/],
    [{ UPSTREAM_CUSTOMERS: 'ftp://files.example' }, /^UPSTREAM_CUSTOMERS must be an http\(s\) URL/],
    [{ UPSTREAM_PUBLIC_CONFIG: 'not a url' }, /^UPSTREAM_PUBLIC_CONFIG must be an http\(s\) URL/],
    [{ UPSTREAM_ORDERS: 'http://user:pw@orders.internal' }, /^UPSTREAM_ORDERS must be/],
    [{ APP_ENV: 'staging' }, /^APP_ENV must be fixture, test or production/],
    [{ PROXY_TIMEOUT_MS: '0' }, /^PROXY_TIMEOUT_MS/],
    [{ PUSH_INGEST_SECRET: 'short' }, /^PUSH_INGEST_SECRET must be at least 16 characters/],
    [{ TRUST_PROXY: '10.0.0.1, nonsense' }, /^TRUST_PROXY must list addresses, CIDR ranges/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^TRUST_PROXY must list/],
    [{ REDIS_URL: 'http://redis:6379' }, /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ INTERNAL_PORT: '8080' }, /^INTERNAL_PORT must not be PORT/],
    [
      { HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' },
      /^HTTP_HEADERS_TIMEOUT_MS must not be above/,
    ],
    [{ RATE_LIMIT_API_PER_USER: '-1' }, /^RATE_LIMIT_API_PER_USER must be a whole number/],
    [
      { PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '1.5' },
      /^PRESSURE_MAX_EVENT_LOOP_UTILIZATION must be a fraction/,
    ],
    [{ CIRCUIT_OPEN_MS: '10' }, /^CIRCUIT_OPEN_MS must be a number of milliseconds/],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(EnvError);
    expect(() => parseEnv(env)).toThrow(message);
  });
});

describe('parseEnv in production', () => {
  it('takes every upstream and OIDC setting from the environment, none from the emulator', () => {
    const { options } = parseEnv({ ...productionEnv(), EMULATOR_URL: 'http://emulator:8090' });
    expect(options.appEnv).toBe('production');
    expect(options.fixtureHosts).toBe(false);
    expect(options.upstreams.orders).toBe('https://orders.internal/v1');
    expect(options.publicConfigUpstream).toBe('https://public-config.internal/v1');
    expect(options.oidc).toEqual({
      authority: 'https://id.example.com/oidc',
      clientId: 'account-area-prod',
      issuer: 'https://id.example.com/oidc',
      jwksUrl: 'https://id.example.com/oidc/keys',
    });
    expect(options.imageOrigins).toEqual(['https://images.example.com', 'https://cdn2.example.com']);
    expect(JSON.stringify(options)).not.toContain('emulator');
    expect(JSON.stringify(options)).not.toContain('8090');
  });

  it.each([
    'UPSTREAM_ORDERS',
    'UPSTREAM_PHOTO_MANAGEMENT',
    'UPSTREAM_PUBLIC_CONFIG',
    'OIDC_AUTHORITY',
    'OIDC_CLIENT_ID',
    'OIDC_JWKS_URL',
    'IMAGE_ORIGINS',
    'PUSH_INGEST_SECRET',
    'CONSENT_SCRIPT_URL',
    'ANALYTICS_URL',
  ])('refuses to start without %s, naming it', (name) => {
    const env: Record<string, string | undefined> = { ...productionEnv(), [name]: undefined };
    expect(() => parseEnv(env)).toThrow(EnvError);
    expect(() => parseEnv(env)).toThrow(`${name} must be set when APP_ENV is production`);
    // An empty variable is unset too.
    expect(() => parseEnv({ ...productionEnv(), [name]: '' })).toThrow(`${name} must be set`);
  });

  it('refuses to start without REDIS_URL, saying why, unless one copy is declared', () => {
    const { REDIS_URL: _redis, ...withoutRedis } = productionEnv();
    expect(() => parseEnv(withoutRedis)).toThrow(
      /^REDIS_URL must be set when APP_ENV is production: copies without one keep separate sessions, push and rate limits \(set SINGLE_COPY=true if only one copy ever runs\)$/,
    );
    expect(() => parseEnv({ ...withoutRedis, REDIS_URL: '' })).toThrow(/^REDIS_URL must be set/);
    expect(parseEnv({ ...withoutRedis, SINGLE_COPY: 'true' }).options.redisUrl).toBeUndefined();
    expect(() => parseEnv({ ...withoutRedis, SINGLE_COPY: 'false' })).toThrow(/^REDIS_URL must be set/);
    // Outside production one process without Redis is the normal case.
    expect(() => parseEnv({ APP_ENV: 'fixture' })).not.toThrow();
  });

  it('names everything that is missing in one line', () => {
    const { UPSTREAM_CUSTOMERS: _customers, OIDC_CLIENT_ID: _clientId, ...rest } = productionEnv();
    let message = '';
    try {
      parseEnv(rest);
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toBe('OIDC_CLIENT_ID, UPSTREAM_CUSTOMERS must be set when APP_ENV is production');
  });

  it('refuses the fixture hosts', () => {
    expect(() => parseEnv({ ...productionEnv(), FIXTURE_HOSTS: 'true' })).toThrow(
      'FIXTURE_HOSTS cannot be on when APP_ENV is production',
    );
  });

  it('still reports a bad value first', () => {
    expect(() => parseEnv({ ...productionEnv(), UPSTREAM_ORDERS: 'not a url', OIDC_AUTHORITY: '' })).toThrow(
      /^UPSTREAM_ORDERS must be an http\(s\) URL/,
    );
  });

  it('keeps the emulator defaults in fixture and test mode', () => {
    for (const APP_ENV of ['fixture', 'test']) {
      const { options } = parseEnv({ APP_ENV });
      expect(options.upstreams.orders).toBe('http://127.0.0.1:8090/orders');
      expect(options.oidc.authority).toBe('http://localhost:8090/oidc');
    }
  });
});

describe('main.ts', () => {
  it('stops with exit code 1 and a one-line message on a bad variable', { timeout: 70_000 }, () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
      // tsx compiles the gateway first: many seconds on a busy machine; a hang still ends the test.
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^gateway: bad environment: PORT must be a port number/);
  });

  it('stops with one line naming what production lacks instead of using the emulator', {
    timeout: 70_000,
  }, () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !name.startsWith('UPSTREAM_') && !name.startsWith('OIDC_'),
      ),
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      env: { ...env, ...productionEnv(), UPSTREAM_STORAGE: '' },
      encoding: 'utf8',
      // tsx compiles the gateway first: many seconds on a busy machine; a hang still ends the test.
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'gateway: bad environment: UPSTREAM_STORAGE must be set when APP_ENV is production',
    ]);
  });
});
