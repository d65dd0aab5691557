import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SCREEN_CHUNKS_FILE } from '#contracts/spa-build';
import { buildServer } from '../server';
import { INDEX_HTML, makeSpaDir, testOptions } from '../test/support';
import { startFromBoot } from './index-pages';
import { keepsFirstRow } from './spa-plugin';

const BOOT_TAG =
  '<script type="module" async fetchpriority="high" src="/assets/boot-b1.js" data-boot></script>';

/** index.html as the build writes it: the marked boot script first, the entry, its modulepreloads. */
const BUILT = INDEX_HTML.replace('<head>', `<head>\n    ${BOOT_TAG}`).replace(
  '</title>',
  '</title>\n    <link rel="modulepreload" crossorigin href="/assets/react-r2.js">',
);

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(template = BUILT): Promise<FastifyInstance> {
  const spaDir = makeSpaDir();
  writeFileSync(join(spaDir, 'index.html'), template);
  mkdirSync(dirname(join(spaDir, SCREEN_CHUNKS_FILE)), { recursive: true });
  writeFileSync(join(spaDir, SCREEN_CHUNKS_FILE), JSON.stringify({ photos: ['assets/PhotosPage-p3.js'] }));
  app = await buildServer(testOptions({ spaDir }));
  return app;
}

const page = (gateway: FastifyInstance, url: string, cookie?: string) =>
  gateway.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

/** The build's scripts and modulepreloads (the brand's consent script aside). */
const scriptsAndPreloads = (body: string) =>
  [...body.matchAll(/<script\b[^>]*>|<link rel="modulepreload"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('/assets/'));

describe('My photos’ page whose app the boot script starts (decision 393)', () => {
  it('moves the entry and every modulepreload into the boot tag when the browser keeps the first row', async () => {
    const gateway = await start();
    const res = await page(gateway, '/my-photos/photos', 'access=x; first-row=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('Cookie');
    expect(scriptsAndPreloads(res.body)).toEqual([
      '<script type="module" async fetchpriority="high" src="/assets/boot-b1.js" data-boot' +
        ' data-app="/assets/index-abc123.js" data-app-preloads="/assets/react-r2.js"' +
        ' data-app-low-preloads="/assets/PhotosPage-p3.js">',
    ]);
  });

  it('serves the page as it is without the cookie, and on every other page', async () => {
    const gateway = await start();
    const plain = await page(gateway, '/my-photos/photos', 'access=x');
    expect(scriptsAndPreloads(plain.body)).toEqual([
      BOOT_TAG.replace('</script>', ''),
      '<link rel="modulepreload" crossorigin href="/assets/react-r2.js">',
      '<script type="module" crossorigin src="/assets/index-abc123.js">',
      '<link rel="modulepreload" crossorigin href="/assets/PhotosPage-p3.js" fetchpriority="low">',
    ]);
    expect(plain.headers.vary).toContain('Cookie');
    // A cookie sent where it should not be (another path, by hand) changes nothing there.
    const orders = await page(gateway, '/orders', 'first-row=1');
    expect(orders.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(orders.body).not.toContain('data-app=');
  });

  it('leaves a page without a marked boot script as it is: nothing else could start the app', async () => {
    const gateway = await start(INDEX_HTML);
    const res = await page(gateway, '/my-photos/photos', 'first-row=1');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(startFromBoot(INDEX_HTML)).toBe(INDEX_HTML);
  });

  it('reads the cookie only when it is exactly set', () => {
    expect(keepsFirstRow('first-row=1')).toBe(true);
    expect(keepsFirstRow('a=b;first-row=1; c=d')).toBe(true);
    expect(keepsFirstRow(undefined)).toBe(false);
    expect(keepsFirstRow('first-row=0')).toBe(false);
    expect(keepsFirstRow('my-first-row=1')).toBe(false);
    expect(keepsFirstRow('first-row=1x')).toBe(false);
  });
});
