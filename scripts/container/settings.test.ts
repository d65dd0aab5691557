import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../gateway/src/env';
import { containersConf, hostResolverRule, productionEnv, runArgs } from './settings';

const PORTS = { gateway: 8300, emulator: 8310, internal: 8320, tls: 8330 };
const SECRET = 'a-push-secret-of-24-chars';

describe('the container step settings', () => {
  it('configures podman with runc, cgroupfs and no default ulimits', () => {
    const conf = containersConf();
    expect(conf).toMatch(/^\[containers\]\ndefault_ulimits = \[\]$/m);
    expect(conf).toMatch(/^runtime = "runc"$/m);
    expect(conf).toMatch(/^cgroup_manager = "cgroupfs"$/m);
  });

  it('gives the gateway a production environment it starts with, every upstream on the emulator', () => {
    const env = productionEnv(PORTS, SECRET);
    const parsed = parseEnv(env);
    expect(parsed.options.appEnv).toBe('production');
    expect(parsed.options.fixtureHosts).toBe(false);
    expect(parsed.port).toBe(8300);
    expect(parsed.internal).toEqual({ port: 8320, host: '127.0.0.1' });
    expect(Object.values(parsed.options.upstreams)).not.toHaveLength(0);
    for (const url of Object.values(parsed.options.upstreams))
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8310\//);
    expect(parsed.options.publicConfigUpstream).toBe('http://127.0.0.1:8310/public-config');
    expect(parsed.options.oidc.authority).toBe('http://localhost:8310/oidc');
    expect(parsed.options.pushIngestSecret).toBe(SECRET);
    expect(parsed.options.trustedProxies).toEqual(['loopback']);
  });

  it('fails loudly when production would refuse the environment (one required variable dropped)', () => {
    const { OIDC_JWKS_URL: _dropped, ...env } = productionEnv(PORTS, SECRET);
    expect(() => parseEnv(env)).toThrow(/OIDC_JWKS_URL must be set when APP_ENV is production/);
  });

  it('runs the image read-only, without capabilities, on the host network, with each variable once', () => {
    const args = runArgs({ image: 'localhost/x:1', name: 'smoke', env: { A: '1', B: 'two words' } });
    expect(args[0]).toBe('run');
    expect(args.at(-1)).toBe('localhost/x:1');
    expect(args).toContain('--read-only');
    expect(args.join(' ')).toContain('--network host');
    expect(args.join(' ')).toContain('--cap-drop all');
    expect(args.join(' ')).toMatch(/--tmpfs \/tmp:/);
    expect(args.filter((a) => a === '--env')).toHaveLength(2);
    expect(args).toContain('B=two words');
    // No --user: the image's own USER (node) is what production runs as.
    expect(args).not.toContain('--user');
  });

  it('maps the brand host on port 443 to the local TLS port', () => {
    expect(hostResolverRule('www.albelli.co.uk', 8330)).toBe('MAP www.albelli.co.uk:443 127.0.0.1:8330');
  });
});
