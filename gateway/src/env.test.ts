import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

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
  });

  it('reads every setting', () => {
    const { port, options } = parseEnv({
      PORT: '9000',
      APP_ENV: 'production',
      EMULATOR_URL: 'http://emulator:8090/',
      UPSTREAM_CUSTOMERS: 'https://customers.internal/v1/',
      OIDC_AUTHORITY: 'https://id.example.com/oidc',
      OIDC_JWKS_URL: 'http://emulator:8090/oidc/jwks',
      PROXY_TIMEOUT_MS: '2500',
      PUSH_INGEST_SECRET: 'sixteen-chars-or-more',
      LOG_LEVEL: 'warn',
    });
    expect(port).toBe(9000);
    expect(options.appEnv).toBe('production');
    expect(options.fixtureHosts).toBe(false);
    expect(options.upstreams.customers).toBe('https://customers.internal/v1');
    expect(options.upstreams.orders).toBe('http://emulator:8090/orders');
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
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(EnvError);
    expect(() => parseEnv(env)).toThrow(message);
  });
});

describe('main.ts', () => {
  it('stops with exit code 1 and a one-line message on a bad variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^gateway: bad environment: PORT must be a port number/);
  });
});
