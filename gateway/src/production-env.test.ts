import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { EnvSchema } from './env-schema';

/** Variables for development only: production never sets them. */
const DEVELOPMENT_ONLY = [
  'EMULATOR_URL',
  'FIXTURE_HOSTS',
  'BRANDS_FILE',
  'FEATURE_FLAGS_FILE',
  'SPA_DIR',
  // the benchmark's comparison with undici (decision 420); production keeps the default
  'UPSTREAM_CLIENT',
];

/** The example file's variables: those it sets, and every one it names (set or commented out with a default). */
function example(): { set: Record<string, string>; named: string[] } {
  const set: Record<string, string> = {};
  const named: string[] = [];
  for (const line of readFileSync('gateway/production.env.example', 'utf8').split('\n')) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]+)=(\S*)/.exec(line);
    if (!match?.[2]) continue;
    named.push(match[2]);
    if (match[1] === undefined) set[match[2]] = match[3] ?? '';
  }
  return { set, named };
}

describe('gateway/production.env.example', () => {
  it('names every variable the gateway reads in production, and only those', () => {
    const read = Object.keys(EnvSchema.shape).filter((name) => !DEVELOPMENT_ONLY.includes(name));
    expect([...example().named].sort()).toEqual(read.sort());
  });

  it('starts a production gateway once its secret is filled in', () => {
    const { set } = example();
    expect(() => parseEnv(set)).toThrow('PUSH_INGEST_SECRET must be set when APP_ENV is production');
    const { options } = parseEnv({ ...set, PUSH_INGEST_SECRET: 'a-secret-from-the-store' });
    expect(options.appEnv).toBe('production');
    expect(options.redisUrl).toBe('redis://redis.internal.example.com:6379/0');
    expect(options.trustedProxies).toEqual(['10.0.0.0/24']);
  });
});
