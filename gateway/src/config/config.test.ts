import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfig } from '#contracts/app-config';
import { EMPTY_MENUS, type PublicConfig } from '#contracts/public-config';
import { buildServer } from '../server';
import { startServer, type TestServer, testOptions } from '../test/support';

function publicConfigFor(host: string): PublicConfig {
  const url = (path: string) => `https://${host}${path}`;
  return {
    menus: {
      top: [{ label: 'Help', url: url('/help') }],
      main: [{ label: `Shop ${host}`, url: url('/shop') }],
      footer: [{ label: 'Privacy', url: url('/privacy') }],
    },
    routes: {
      Main: url('/'),
      EditorUrl: url('/editor'),
      FAQ: url('/faq'),
      ContactUs: url('/contact'),
      AllProducts: url('/products'),
      PhotoManagementFAQ: url('/photos-faq'),
    },
  };
}

let app: FastifyInstance | undefined;
let upstream: TestServer | undefined;
afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = undefined;
  upstream = undefined;
});

/** A public-config stub: answers per host, or fails while `state.failing` is set; counts calls. */
async function startPublicConfig(state: { failing: boolean; calls: string[] }): Promise<TestServer> {
  return startServer((req, res) => {
    const host = decodeURIComponent((req.url ?? '/').slice(1));
    state.calls.push(host);
    if (state.failing) {
      res.writeHead(500).end('{"error":"boom"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(publicConfigFor(host)));
  });
}

async function getConfig(host: string): Promise<AppConfig> {
  if (!app) throw new Error('no app');
  const res = await app.inject({ url: '/config.json', headers: { host } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return AppConfig.parse(res.json());
}

describe('GET /config.json', () => {
  it('builds the config of the host’s brand with menus and routes from public-config', async () => {
    const state = { failing: false, calls: [] as string[] };
    upstream = await startPublicConfig(state);
    app = await buildServer(testOptions({ publicConfigUpstream: `${upstream.url}/` }));

    const uk = await getConfig('www.photobox.co.uk');
    expect(uk.brand.id).toBe('photobox-uk');
    expect(uk.environment).toBe('test');
    expect(uk.menus.main[0]?.label).toBe('Shop www.photobox.co.uk');
    expect(uk.routes?.FAQ).toBe('https://www.photobox.co.uk/faq');
    expect(uk.oidc).toEqual({
      authority: 'http://localhost:8090/oidc',
      clientId: 'account-area',
      scope: 'openid email profile',
      acr: 'idp:default',
    });
    expect(uk.api).toEqual({ basePath: '/api', services: ['customers'] });
    expect(uk.push).toEqual({ path: '/push' });
    expect(uk.featureFlags.PhotoManagementOrderPrintsEnabled).toContain('photobox-uk');

    const no = await getConfig('fotoknudsen-no.localhost:8080');
    expect(no.oidc.acr).toBe('idp:fotoknudsen');
    expect(no.menus.main[0]?.label).toBe('Shop www.fotoknudsen.no');
    expect(state.calls).toEqual(['www.photobox.co.uk', 'www.fotoknudsen.no']);
  });

  it('asks public-config once per brand while the config is fresh', async () => {
    const state = { failing: false, calls: [] as string[] };
    upstream = await startPublicConfig(state);
    app = await buildServer(testOptions({ publicConfigUpstream: upstream.url }));
    await Promise.all([getConfig('www.albelli.nl'), getConfig('www.albelli.nl'), getConfig('localhost')]);
    await getConfig('www.albelli.nl');
    expect(state.calls).toEqual(['www.albelli.nl']);
  });

  it('falls back to empty menus and no routes when public-config fails, and retries later', async () => {
    const state = { failing: true, calls: [] as string[] };
    upstream = await startPublicConfig(state);
    app = await buildServer(testOptions({ publicConfigUpstream: upstream.url, publicConfigRetryMs: 0 }));

    const fallback = await getConfig('www.albelli.de');
    expect(fallback.brand.id).toBe('albelli-de');
    expect(fallback.menus).toEqual(EMPTY_MENUS);
    expect(fallback.routes).toBeNull();

    state.failing = false;
    const recovered = await getConfig('www.albelli.de');
    expect(recovered.routes?.Main).toBe('https://www.albelli.de/');
    expect(state.calls).toHaveLength(2);
  });

  it('falls back when public-config is unreachable or answers something else than its contract', async () => {
    upstream = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"menus":"nope"}');
    });
    app = await buildServer(testOptions({ publicConfigUpstream: upstream.url }));
    expect((await getConfig('www.albelli.nl')).routes).toBeNull();

    await app.close();
    app = await buildServer(testOptions({ publicConfigUpstream: 'http://127.0.0.1:9/public-config' }));
    expect((await getConfig('www.albelli.nl')).menus).toEqual(EMPTY_MENUS);
  });
});
