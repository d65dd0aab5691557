import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../options';
import { buildServer } from '../server';
import { testOptions } from '../test/support';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const html = { accept: 'text/html' };

async function start(appEnv: AppEnv = 'production', overrides = {}): Promise<FastifyInstance> {
  app = await buildServer(
    testOptions({
      appEnv,
      fixtureHosts: appEnv !== 'production',
      imageOrigins: ['https://images.example.com'],
      integrations: {
        consentScriptUrl: 'https://consent.example.com/v2/consent.js',
        analyticsUrl: 'https://collect.example.com/account',
        chat: { enabled: true, scriptUrl: 'https://chat.example.com/widget.js' },
        surveyScriptUrl: 'https://survey.example.com/widget.js',
      },
      oidc: {
        authority: 'https://id.example.com/oidc',
        clientId: 'account-area',
        issuer: 'https://id.example.com/oidc',
        jwksUrl: 'https://id.example.com/oidc/jwks',
      },
      ...overrides,
    }),
  );
  return app;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe('security headers', () => {
  it('a strict CSP: no inline script or style, no plugins, no base, no framing', async () => {
    const res = await (await start()).inject({ url: '/', headers: { ...html, host: 'www.photobox.co.uk' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    const d = directives(csp);
    // The integrations' script origins, exactly as configured.
    expect(d.get('script-src')).toEqual([
      "'self'",
      'https://consent.example.com',
      'https://survey.example.com',
      'https://chat.example.com',
    ]);
    expect(d.get('style-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('img-src')).toEqual(["'self'", 'blob:', 'https://images.example.com']);
    // The gateway, the identity provider, the push socket on the brand's own host, and the image CDN (the
    // single download fetches the original).
    expect(d.get('connect-src')).toEqual([
      "'self'",
      'https://id.example.com',
      'ws://www.photobox.co.uk',
      'https://images.example.com',
      'https://collect.example.com',
      'https://consent.example.com',
      'https://survey.example.com',
      'https://chat.example.com',
    ]);
    expect(d.get('form-action')).toEqual(["'self'", 'https://id.example.com']);
    expect(d.has('upgrade-insecure-requests')).toBe(true);
  });

  it('names no chat origin when the chat is disabled, and the emulator stand-ins by default', async () => {
    const off = await start('production', {
      integrations: {
        consentScriptUrl: 'https://consent.example.com/consent.js',
        analyticsUrl: 'https://collect.example.com/account',
        chat: { enabled: false, scriptUrl: 'https://chat.example.com/widget.js' },
        surveyScriptUrl: 'https://consent.example.com/survey.js',
      },
    });
    const res = await off.inject({ url: '/', headers: { ...html, host: 'www.photobox.co.uk' } });
    expect(directives(String(res.headers['content-security-policy'])).get('script-src')).toEqual([
      "'self'",
      'https://consent.example.com',
    ]);
    await off.close();
    app = await buildServer(testOptions({ appEnv: 'fixture' }));
    const config = await app.inject({ url: '/config.json', headers: { host: 'photobox-uk.localhost' } });
    const { integrations } = config.json<{ integrations: { consentScriptUrl: string } }>();
    const stand = new URL(integrations.consentScriptUrl);
    expect(stand.pathname).toBe('/third-party/consent.js');
    const page = await app.inject({ url: '/', headers: { ...html, host: 'photobox-uk.localhost' } });
    expect(directives(String(page.headers['content-security-policy'])).get('script-src')).toEqual([
      "'self'",
      stand.origin,
    ]);
  });

  it('names the push socket of a known host only: an unknown host gets the default brand’s', async () => {
    const gateway = await start('production', { trustedProxies: ['127.0.0.1'] });
    const known = await gateway.inject({
      url: '/',
      headers: { ...html, host: 'www.photobox.co.uk', 'x-forwarded-proto': 'https' },
    });
    expect(String(known.headers['content-security-policy'])).toContain('wss://www.photobox.co.uk');
    const unknown = await gateway.inject({ url: '/', headers: { ...html, host: 'evil.example' } });
    const csp = String(unknown.headers['content-security-policy']);
    expect(csp).not.toContain('evil.example');
    expect(csp).toContain('wss://www.albelli.nl');
  });

  it('HSTS with subdomains outside fixture mode, none in fixture mode', async () => {
    for (const appEnv of ['production', 'test'] as const) {
      const res = await (await start(appEnv)).inject({ url: '/config.json' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      await app?.close();
    }
    const fixture = await (await start('fixture')).inject({ url: '/config.json' });
    expect(fixture.headers['strict-transport-security']).toBeUndefined();
  });

  it('Permissions-Policy, Referrer-Policy and nosniff on pages, JSON and errors', async () => {
    const gateway = await start();
    for (const url of ['/', '/config.json', '/nope', '/healthz', '/assets/index-abc123.js']) {
      const res = await gateway.inject({ url, headers: html });
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['permissions-policy'], url).toContain('geolocation=()');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('the same headers on every request; an answer the API proxy passes on gets its own strict policy', async () => {
    const gateway = await start();
    const first = await gateway.inject({ url: '/config.json' });
    const second = await gateway.inject({ url: '/config.json' });
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-frame-options']).toBe('DENY');
    const proxied = await gateway.inject({ url: '/api/customers/customers/me' });
    expect(proxied.statusCode).toBeGreaterThanOrEqual(400);
    // Issue 57.4: whatever an upstream answers is never a page of the brand's origin.
    expect(proxied.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(proxied.headers['x-content-type-options']).toBe('nosniff');
    expect(proxied.headers['x-frame-options']).toBeUndefined();
  });
});
