import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { makeSpaDir, testOptions } from '../test/support';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const CSS = 'body{margin:0}\n';

/** A gateway on a build whose assets/ holds index-abc123.js (+ .br, .map) and main-def456.css (+ .gz only). */
async function start(): Promise<{ gateway: FastifyInstance; spaDir: string }> {
  const spaDir = makeSpaDir();
  writeFileSync(join(spaDir, 'assets', 'main-def456.css'), CSS);
  writeFileSync(join(spaDir, 'assets', 'main-def456.css.gz'), gzipSync(CSS));
  app = await buildServer(testOptions({ spaDir }));
  return { gateway: app, spaDir };
}

describe('the build’s hashed assets', () => {
  it('sends the twin the browser takes, else the file as built', async () => {
    const { gateway } = await start();
    const gzip = await gateway.inject({
      url: '/assets/main-def456.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(CSS);

    const noGzip = await gateway.inject({
      url: '/assets/main-def456.css',
      headers: { 'accept-encoding': 'br, gzip;q=0' },
    });
    expect(noGzip.headers['content-encoding']).toBeUndefined();
    expect(noGzip.headers.vary).toContain('accept-encoding');
    expect(noGzip.body).toBe(CSS);
  });

  it('answers a request that names the ETag it has with 304 and no body, per encoding', async () => {
    const { gateway } = await start();
    const first = await gateway.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    const plain = await gateway.inject({ url: '/assets/index-abc123.js' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(plain.headers.etag).not.toBe(etag);

    const again = await gateway.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': `"other", W/${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherEncoding = await gateway.inject({
      url: '/assets/index-abc123.js',
      headers: { 'if-none-match': etag },
    });
    expect(otherEncoding.statusCode).toBe(200);
    expect(otherEncoding.body).toContain('console.log');
  });

  it('serves an image a module imported, with its type and no twin', async () => {
    const { gateway, spaDir } = await start();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    writeFileSync(join(spaDir, 'assets', 'hero-9f8e7d.jpg'), jpeg);
    const res = await gateway.inject({
      url: '/assets/hero-9f8e7d.jpg',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(jpeg)).toBe(true);
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const { gateway } = await start();
    const res = await gateway.inject({ method: 'HEAD', url: '/assets/main-def456.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(CSS.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('');
  });

  it('serves a file built after start-up, and keeps serving a file it has read', async () => {
    const { gateway, spaDir } = await start();
    const late = join(spaDir, 'assets', 'late-0a1b2c.js');
    expect((await gateway.inject({ url: '/assets/late-0a1b2c.js' })).statusCode).toBe(404);
    writeFileSync(late, 'export const late = 1;\n');
    const built = await gateway.inject({ url: '/assets/late-0a1b2c.js' });
    expect(built.statusCode).toBe(200);
    expect(built.body).toBe('export const late = 1;\n');
    // Its name is its content's: the copy in memory is still right once the file is gone (an older build
    // cleaned away under a page that still runs it).
    rmSync(late);
    expect((await gateway.inject({ url: '/assets/late-0a1b2c.js' })).body).toBe('export const late = 1;\n');
  });

  it('publishes nothing but the build’s files: no twin, map, other type or path by itself', async () => {
    const { gateway, spaDir } = await start();
    writeFileSync(join(spaDir, 'assets', 'notes.txt'), 'private');
    for (const url of [
      '/assets/index-abc123.js.br',
      '/assets/index-abc123.js.map',
      '/assets/notes.txt',
      '/assets/..%2Findex.html',
      '/assets/.hidden.js',
      '/assets/INDEX-ABC123.JS',
    ]) {
      const res = await gateway.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: 'not_found' });
    }
  });
});
