import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfig } from '#contracts/app-config';
import { BrandsFile } from '#contracts/brand';
import { buildApp } from '../app';
import { testOptions } from '../test/support';
import { parseHostHeader } from './host-header';
import { safeRedirectPath } from './redirect-location';

const brands = BrandsFile.parse(JSON.parse(readFileSync('fixtures/data/brands.json', 'utf8')));

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function brandFor(host: string, fixtureHosts = true): Promise<string> {
  app ??= await buildApp(testOptions({ fixtureHosts }));
  const res = await app.inject({ url: '/config.json', headers: { host } });
  expect(res.statusCode).toBe(200);
  return AppConfig.parse(res.json()).brand.id;
}

describe('brand resolution from the Host header', () => {
  it.each(brands.brands.map((b) => [b.hosts[0], b.id]))('%s is brand %s', async (host, id) => {
    expect(await brandFor(String(host))).toBe(id);
  });

  it('ignores case and port of a brand host', async () => {
    expect(await brandFor('WWW.Photobox.CO.UK:8443')).toBe('photobox-uk');
  });

  it('serves every brand on <brand-id>.localhost with any port in fixture mode', async () => {
    expect(await brandFor('posterxxl-at.localhost:1234')).toBe('posterxxl-at');
    expect(await brandFor('fotoknudsen-no.localhost')).toBe('fotoknudsen-no');
    expect(await brandFor('localhost:8080')).toBe(brands.defaultBrand);
    expect(await brandFor('127.0.0.1:8080')).toBe(brands.defaultBrand);
  });

  it('does not know fixture hosts when fixture hosts are off', async () => {
    expect(await brandFor('photobox-uk.localhost:1234', false)).toBe(brands.defaultBrand);
  });

  it('falls back to the default brand for unknown, malformed or missing hosts', async () => {
    expect(await brandFor('shop.example.com')).toBe(brands.defaultBrand);
    expect(await brandFor('www.photobox.co.uk.evil.com')).toBe(brands.defaultBrand);
    expect(await brandFor('bad host!!')).toBe(brands.defaultBrand);
    expect(await brandFor('')).toBe(brands.defaultBrand);
  });

  it('never echoes the Host header into the answer', async () => {
    app = await buildApp(testOptions());
    const host = '<script>alert(1)</script>.example';
    for (const url of ['/', '/config.json', '/orders', '/nope']) {
      const res = await app.inject({ url, headers: { host, accept: 'text/html' } });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain('<script>alert');
      expect(JSON.stringify(res.headers)).not.toContain('alert');
    }
  });
});

describe('the old French host', () => {
  it('answers 301 to the new French brand host, keeping path and query', async () => {
    app = await buildApp(testOptions());
    const res = await app.inject({
      url: '/orders/123?stripped=true',
      headers: { host: 'www.monalbumphoto.fr' },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://www.photobox.fr/orders/123?stripped=true');
  });

  it('also redirects API and config calls', async () => {
    app = await buildApp(testOptions());
    const res = await app.inject({ url: '/config.json', headers: { host: 'WWW.MONALBUMPHOTO.FR:8080' } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://www.photobox.fr/config.json');
  });

  it('cannot be turned into an open redirect', async () => {
    app = await buildApp(testOptions());
    for (const url of ['//evil.com/x', '/\\evil.com', '///evil.com']) {
      const res = await app.inject({ url, headers: { host: 'www.monalbumphoto.fr' } });
      expect(res.statusCode).toBe(301);
      const location = new URL(String(res.headers.location));
      expect(location.host).toBe('www.photobox.fr');
      expect(location.pathname.startsWith('//')).toBe(false);
    }
  });
});

describe('parseHostHeader', () => {
  it('splits host and port, lower-cased', () => {
    expect(parseHostHeader('WWW.Albelli.NL:8080')).toEqual({ hostname: 'www.albelli.nl', port: '8080' });
    expect(parseHostHeader('[::1]:8080')).toEqual({ hostname: '[::1]', port: '8080' });
  });

  it('rejects what is not a host', () => {
    for (const bad of [
      '',
      'a b',
      'evil.com/x',
      'user@host',
      'host:99999',
      'host:',
      '-a.com',
      'x'.repeat(300),
    ]) {
      expect(parseHostHeader(bad)).toBeNull();
    }
  });
});

describe('safeRedirectPath', () => {
  it('keeps an ordinary path and query', () => {
    expect(safeRedirectPath('/my-photos/albums/1?x=%20y')).toBe('/my-photos/albums/1?x=%20y');
  });

  it('turns absolute-form targets and scheme-relative paths into same-host paths', () => {
    expect(safeRedirectPath('http://evil.com/')).toBe('/');
    expect(safeRedirectPath('@evil.com')).toBe('/');
    expect(safeRedirectPath('//evil.com')).toBe('/evil.com');
    expect(safeRedirectPath('/\\/evil.com')).toBe('/evil.com');
  });

  it('encodes characters that do not belong in a Location header', () => {
    expect(safeRedirectPath('/a"<b>')).toBe('/a%22%3Cb%3E');
  });
});
