import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Brand } from '#contracts/brand';
import { SCREEN_CHUNKS_FILE } from '#contracts/spa-build';
import type { GatewayOptions } from '../options';
import { buildServer } from '../server';
import { INDEX_HTML, makeSpaDir, testOptions } from '../test/support';
import { createIndexPages } from './index-pages';

/** The boot script's file as the build names it (decision 220). */
const BOOT = '/assets/boot-abc123.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(overrides: Partial<GatewayOptions> = {}): Promise<FastifyInstance> {
  app = await buildServer(testOptions(overrides));
  return app;
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the built SPA', () => {
  it('serves hashed assets as immutable', async () => {
    const res = await (await start()).inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain('console.log');
  });

  it('serves the precompressed file to a browser that accepts it, and the plain one otherwise', async () => {
    const gateway = await start();
    const compressed = await gateway.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('console.log');

    const plain = await gateway.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('does not publish source maps', async () => {
    const res = await (await start()).inject({ url: '/assets/index-abc123.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.ts');
  });

  it('answers a missing asset with a JSON 404, never the index', async () => {
    const res = await (await start()).inject({ url: '/assets/index-gone.js', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
    expect(res.body).not.toContain('<html');
  });

  it('serves index.html with no-cache on / and on every route-table path', async () => {
    const gateway = await start();
    for (const url of [
      '/',
      '/my-photos/albums/a1/preview/p9',
      '/orders/ABC-1',
      '/settings/address/12',
      '/settings/b2b/address/',
      '/subscription-confirmation-success',
      '/auth/callback?code=x&state=y',
    ]) {
      const res = await gateway.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves index.html for other page paths that ask for HTML, and JSON 404 for the rest', async () => {
    const gateway = await start();
    expect((await gateway.inject({ url: '/some/unknown/page', headers: html })).statusCode).toBe(200);
    const notHtml = await gateway.inject({
      url: '/some/unknown/page',
      headers: { accept: 'application/json' },
    });
    expect(notHtml.statusCode).toBe(404);
    expect(notHtml.json()).toMatchObject({ error: 'not_found' });
    for (const url of ['/api', '/locales/x/y', '/config.json/x', '/internal/x']) {
      expect((await gateway.inject({ url, headers: html })).statusCode, url).toBe(404);
    }
    expect((await gateway.inject({ method: 'POST', url: '/orders', headers: html })).statusCode).toBe(404);
  });

  it('serves other build files (favicons) with no-cache, but never index.html as a plain file', async () => {
    const gateway = await start();
    const icon = await gateway.inject({ url: '/favicons/default.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect((await gateway.inject({ url: '/index.html' })).statusCode).toBe(404);
  });

  it('marks every page noindex outside production', async () => {
    const res = await (await start({ appEnv: 'test' })).inject({ url: '/', headers: html });
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).not.toContain('NOINDEX');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('lets only the root page be indexed in production, with the brand’s canonical link', async () => {
    const gateway = await start({ appEnv: 'production' });
    const root = await gateway.inject({ url: '/', headers: { ...html, host: 'www.photobox.it' } });
    expect(root.headers['x-robots-tag']).toBe('index, follow');
    expect(root.body).toContain('<meta name="robots" content="index, follow">');
    expect(root.body).toContain('<link rel="canonical" href="https://www.photobox.it/">');

    const page = await gateway.inject({ url: '/orders', headers: { ...html, host: 'www.photobox.it' } });
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).not.toContain('canonical');

    const api = await gateway.inject({ url: '/healthz' });
    expect(api.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('asks for the config and the brand’s catalogue from the top of the head, before any script', async () => {
    const res = await (await start()).inject({
      url: '/my-photos/photos',
      headers: { ...html, host: 'www.photobox.fr' },
    });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const config = head.indexOf(
      '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">',
    );
    const locale = head.indexOf(
      '<link rel="preload" href="/locales/fr-FR.json" as="fetch" crossorigin="anonymous">',
    );
    expect(config).toBeGreaterThan(-1);
    expect(locale).toBeGreaterThan(-1);
    const firstScript = head.search(/<script|<link rel="(?:modulepreload|stylesheet)"/);
    if (firstScript !== -1) expect(Math.max(config, locale)).toBeLessThan(firstScript);
  });

  it('connects to the image CDN from the top of the head, for the images the first calls will name', async () => {
    const res = await (
      await start({ imageOrigins: ['https://img.example.net/', 'javascript:alert(1)'] })
    ).inject({
      url: '/my-photos/photos',
      headers: { ...html, host: 'www.photobox.fr' },
    });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const preconnects = [...head.matchAll(/<link rel="preconnect"[^>]*>/g)].map((m) => m[0]);
    expect(preconnects).toEqual(['<link rel="preconnect" href="https://img.example.net">']);
    expect(head.indexOf(preconnects[0] as string)).toBeLessThan(head.indexOf('href="/config.json"'));
  });

  it('starts the consent step from the head, before the app: the brand’s script, then the build’s boot script', async () => {
    const consentScriptUrl = 'https://consent.example.net/v2/consent.js';
    const spaDir = makeSpaDir();
    // As the build writes it (client/build/boot-script.ts): the boot script first in the head.
    writeFileSync(
      join(spaDir, 'index.html'),
      INDEX_HTML.replace(
        '<head>',
        `<head>\n    <script type="module" async fetchpriority="high" src="${BOOT}"></script>`,
      ),
    );
    const gateway = await start({
      spaDir,
      integrations: {
        consentScriptUrl,
        analyticsUrl: 'https://collect.example.net/hit',
        chat: { enabled: false, scriptUrl: 'https://chat.example.net/chat.js' },
        surveyScriptUrl: 'https://survey.example.net/survey.js',
      },
    });
    const res = await gateway.inject({ url: '/orders', headers: { ...html, host: 'www.photobox.fr' } });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const scripts = [...head.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    // Both async, in this order, before the app's own module script; the vendor's marked for the boot script.
    expect(scripts).toEqual([
      `<script src="${consentScriptUrl}" async fetchpriority="high" crossorigin="anonymous" data-consent-script>`,
      `<script type="module" async fetchpriority="high" src="${BOOT}">`,
      '<script type="module" crossorigin src="/assets/index-abc123.js">',
    ]);
    // After the config and catalogue preloads, which the app needs first.
    expect(head.indexOf('href="/locales/fr-FR.json"')).toBeLessThan(head.indexOf(consentScriptUrl));
    // No inline code anywhere in the page: every script has a src and an empty body; the CSP needs no nonce,
    // no hash and no 'unsafe-inline', and names the vendor's origin.
    expect(
      [...res.body.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].every(
        ([, a, b]) => /\bsrc="/.test(a ?? '') && b === '',
      ),
    ).toBe(true);
    expect((res.body.match(/<script\b/g) ?? []).length).toBe(3);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    expect(scriptSrc.split(' ')).toEqual([
      "'self'",
      'https://consent.example.net',
      'https://survey.example.net',
    ]);
  });

  it('gives the page the brand’s language and name, never the placeholder title', async () => {
    const res = await (await start()).inject({
      url: '/orders',
      headers: { ...html, host: 'www.photobox.fr' },
    });
    expect(res.body).toContain('<html lang="fr-FR">');
    expect(res.body).toContain('<title>Photobox</title>');
    expect(res.body).toContain('<meta name="application-name" content="Photobox">');
    expect(res.body).not.toContain('My account');
  });

  it('answers 503 JSON on pages while the SPA is not built', async () => {
    const res = await (await start({ spaDir: makeSpaDir({ withIndex: false }) })).inject({ url: '/orders' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'spa_unavailable' });
  });

  it('sends security headers with a CSP for self, the authority, the push socket and the image CDN', async () => {
    const res = await (await start()).inject({ url: '/', headers: html });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // The image CDN is also fetched from: a single photo's original is saved by the app under its own name.
    expect(csp).toContain("connect-src 'self' http://localhost:8090 ws://localhost:80 http://images.test");
    expect(csp).toContain("form-action 'self' http://localhost:8090");
    expect(csp).toContain("img-src 'self' blob: http://images.test");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /locales/:locale.json', () => {
  it('serves a catalogue of the build', async () => {
    const res = await (await start()).inject({ url: '/locales/en-GB.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ 'app.title': 'My account' });
  });

  it("sends the build's brotli or gzip twin to a browser that accepts it, the plain file to one that does not", async () => {
    const spaDir = makeSpaDir();
    const catalogue = '{"app.title":"My account"}';
    writeFileSync(join(spaDir, 'locales', 'en-GB.json.br'), brotliCompressSync(catalogue));
    writeFileSync(join(spaDir, 'locales', 'en-GB.json.gz'), gzipSync(catalogue));
    const gateway = await start({ spaDir });
    const br = await gateway.inject({
      url: '/locales/en-GB.json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(catalogue);
    const gzip = await gateway.inject({ url: '/locales/en-GB.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(catalogue);
    const plain = await gateway.inject({
      url: '/locales/en-GB.json',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ 'app.title': 'My account' });
  });

  it('answers 304 to a browser that has this build of the catalogue, per encoding, and 200 from the next gateway after a rebuild', async () => {
    const spaDir = makeSpaDir();
    writeFileSync(join(spaDir, 'locales', 'en-GB.json.br'), brotliCompressSync('{"app.title":"My account"}'));
    const gateway = await start({ spaDir });
    const first = await gateway.inject({ url: '/locales/en-GB.json', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await gateway.inject({
      url: '/locales/en-GB.json',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The plain file is another representation: its own tag, so the br tag does not validate it.
    const plain = await gateway.inject({
      url: '/locales/en-GB.json',
      headers: { 'accept-encoding': 'identity', 'if-none-match': etag },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);
    writeFileSync(join(spaDir, 'locales', 'en-GB.json'), '{"app.title":"Your account"}');
    rmSync(join(spaDir, 'locales', 'en-GB.json.br'));
    const rebuilt = await (await start({ spaDir })).inject({
      url: '/locales/en-GB.json',
      headers: { 'accept-encoding': 'identity', 'if-none-match': plain.headers.etag as string },
    });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.json()).toEqual({ 'app.title': 'Your account' });
  });

  it('reads a catalogue once and then sends it from memory, as the index.html it goes with', async () => {
    const spaDir = makeSpaDir();
    const gateway = await start({ spaDir });
    const first = await gateway.inject({ url: '/locales/en-GB.json' });
    rmSync(join(spaDir, 'locales', 'en-GB.json'));
    const again = await gateway.inject({ url: '/locales/en-GB.json' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ 'app.title': 'My account' });
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('serves a catalogue written after a request found none (a missing file is not remembered)', async () => {
    const spaDir = makeSpaDir();
    const gateway = await start({ spaDir });
    expect((await gateway.inject({ url: '/locales/sv-SE.json' })).json()).toEqual({});
    writeFileSync(join(spaDir, 'locales', 'sv-SE.json'), '{"app.title":"Mitt konto"}');
    const built = await gateway.inject({ url: '/locales/sv-SE.json' });
    expect(built.statusCode).toBe(200);
    expect(built.json()).toEqual({ 'app.title': 'Mitt konto' });
  });

  it('answers JSON 404 for a name that is not ll-CC', async () => {
    const gateway = await start();
    for (const url of [
      '/locales/en_GB.json',
      '/locales/EN-gb.json',
      '/locales/en-GB.js',
      '/locales/..%2Fen-GB.json',
    ]) {
      const res = await gateway.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('answers an empty catalogue for a brand locale not translated yet (texts fall back to en-GB)', async () => {
    const res = await (await start()).inject({ url: '/locales/sv-SE.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({});
  });

  it('answers JSON 404 for a locale no brand uses', async () => {
    const res = await (await start()).inject({ url: '/locales/pt-BR.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found', correlationId: expect.any(String) });
  });
});

describe('the opened screen’s chunks (decision 260)', () => {
  const SCREENS = {
    photos: ['assets/prefetch-timeline-a1.js', 'assets/PhotosPage-b2.js', 'assets/grid-c3.js'],
    orders: ['assets/OrdersPage-d4.js'],
    album: ['assets/AlbumPage-e5.js', '../secret.js'],
  };

  async function withScreens(screens: unknown): Promise<FastifyInstance> {
    const spaDir = makeSpaDir();
    // Where the build writes it (the one definition), so a renamed file cannot leave this test reading nothing.
    mkdirSync(dirname(join(spaDir, SCREEN_CHUNKS_FILE)), { recursive: true });
    writeFileSync(join(spaDir, SCREEN_CHUNKS_FILE), JSON.stringify(screens));
    return start({ spaDir });
  }

  const preloads = (body: string) =>
    [...body.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => m[1]);

  it('asks for the chunks of the screen opened, at low priority, after the app’s entry', async () => {
    const gateway = await withScreens(SCREENS);
    const photos = await gateway.inject({ url: '/my-photos/photos', headers: html });
    expect(preloads(photos.body)).toEqual([
      '/assets/prefetch-timeline-a1.js',
      '/assets/PhotosPage-b2.js',
      '/assets/grid-c3.js',
    ]);
    expect(photos.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/PhotosPage-b2.js" fetchpriority="low">',
    );
    const head = photos.body.slice(0, photos.body.indexOf('</head>'));
    expect(head.indexOf('/assets/index-abc123.js')).toBeLessThan(head.indexOf('/assets/prefetch-timeline'));
    // Each route its own: a trailing slash is the same page.
    const orders = await gateway.inject({ url: '/orders/', headers: html });
    expect(preloads(orders.body)).toEqual(['/assets/OrdersPage-d4.js']);
  });

  it('asks for nothing more on a page without listed chunks, an unknown path, or a list that is not file names', async () => {
    const gateway = await withScreens(SCREENS);
    for (const url of ['/', '/some/unknown/page', '/my-photos/albums/a1']) {
      const res = await gateway.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(preloads(res.body), url).toEqual([]);
    }
    const broken = await withScreens('not a map');
    expect(preloads((await broken.inject({ url: '/my-photos/photos', headers: html })).body)).toEqual([]);
  });

  it('asks for what start-up awaits on every page, at the default priority, before the screen’s chunks (decision 512)', async () => {
    const gateway = await withScreens({
      ...SCREENS,
      '@start': ['assets/zod-parts-z1.js'],
      '@auth:browser': ['assets/oidc-auth-service-o1.js', 'assets/oidc-client-ts-o2.js'],
      '@auth:bff': ['assets/bff-auth-service-b1.js'],
    });
    const photos = await gateway.inject({ url: '/my-photos/photos', headers: html });
    expect(preloads(photos.body)).toEqual([
      '/assets/zod-parts-z1.js',
      '/assets/oidc-auth-service-o1.js',
      '/assets/oidc-client-ts-o2.js',
      '/assets/prefetch-timeline-a1.js',
      '/assets/PhotosPage-b2.js',
      '/assets/grid-c3.js',
    ]);
    expect(photos.body).toContain('<link rel="modulepreload" crossorigin href="/assets/zod-parts-z1.js">');
    const unknown = await gateway.inject({ url: '/some/unknown/page', headers: html });
    expect(preloads(unknown.body)).toEqual([
      '/assets/zod-parts-z1.js',
      '/assets/oidc-auth-service-o1.js',
      '/assets/oidc-client-ts-o2.js',
    ]);
  });

  it('asks for the sign-in code of the page’s own mode only', () => {
    const spaDir = makeSpaDir();
    mkdirSync(dirname(join(spaDir, SCREEN_CHUNKS_FILE)), { recursive: true });
    writeFileSync(
      join(spaDir, SCREEN_CHUNKS_FILE),
      JSON.stringify({ '@auth:browser': ['assets/oidc-o1.js'], '@auth:bff': ['assets/bff-b1.js'] }),
    );
    const brand = { id: 'photobox-uk', name: 'Photobox', locale: 'en-GB', hosts: ['photobox-uk.localhost'] };
    const bff = createIndexPages(spaDir, { authMode: 'bff' }).page(brand as Brand, false) ?? '';
    expect(preloads(bff)).toEqual(['/assets/bff-b1.js']);
    const browser = createIndexPages(spaDir, { authMode: 'browser' }).page(brand as Brand, false) ?? '';
    expect(preloads(browser)).toEqual(['/assets/oidc-o1.js']);
  });

  it('does not serve the build’s list itself', async () => {
    const gateway = await withScreens(SCREENS);
    expect((await gateway.inject({ url: '/.vite/screen-chunks.json' })).statusCode).toBe(404);
  });
});
