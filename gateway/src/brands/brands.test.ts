import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfig } from '#contracts/app-config';
import { BrandsFile } from '#contracts/brand';
import { buildServer } from '../server';
import { testOptions } from '../test/support';
import { createBrandResolver } from './brand-resolver';
import { parseHostHeader } from './host-header';
import { safeRedirectPath } from './redirect-location';

const brands = BrandsFile.parse(JSON.parse(readFileSync('fixtures/data/brands.json', 'utf8')));

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function brandFor(host: string, fixtureHosts = true, brandsFile?: string): Promise<string> {
  app ??= await buildServer(testOptions({ fixtureHosts, ...(brandsFile ? { brandsFile } : {}) }));
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
    for (const brand of brands.brands) {
      expect(await brandFor(`${brand.id}.localhost:1234`)).toBe(brand.id);
    }
    expect(await brandFor('fotoknudsen-no.localhost')).toBe('fotoknudsen-no');
    expect(await brandFor('localhost:8080')).toBe(brands.defaultBrand);
    expect(await brandFor('127.0.0.1:8080')).toBe(brands.defaultBrand);
    expect(await brandFor('[::1]:8080')).toBe(brands.defaultBrand);
  });

  it('does not know fixture hosts when fixture hosts are off', async () => {
    expect(await brandFor('photobox-uk.localhost:1234', false)).toBe(brands.defaultBrand);
  });

  it('answers the host aliases of the brands file, and nothing it does not list', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gateway-brands-'));
    const file = join(dir, 'brands.json');
    const hostAliases = [{ host: 'Shop.Test', brand: 'photobox-uk' }];
    writeFileSync(file, JSON.stringify({ ...brands, hostAliases }));
    expect(await brandFor('shop.test:8443', true, file)).toBe('photobox-uk');
    expect(await brandFor('www.photobox.it', true, file)).toBe('photobox-it');
    // No host is built in: without an alias in the data, a .localhost host is just unknown.
    expect(await brandFor('photobox-uk.localhost:8080', true, file)).toBe(brands.defaultBrand);
    expect(await brandFor('other.test', true, file)).toBe(brands.defaultBrand);
    rmSync(dir, { recursive: true });
  });

  it('gives a host alias the parsed host (so /push can check the Origin against it)', () => {
    const resolver = createBrandResolver(brands, { aliases: [{ host: 'shop.test', brand: 'posterxxl-de' }] });
    expect(resolver.resolve('SHOP.test:3000')).toEqual({
      kind: 'brand',
      brand: expect.objectContaining({ id: 'posterxxl-de' }),
      host: { hostname: 'shop.test', port: '3000' },
    });
    expect(resolver.resolve('unknown.test')).toEqual({
      kind: 'brand',
      brand: resolver.defaultBrand,
      host: null,
    });
  });

  it('lets no alias take over a brand host or an old host', () => {
    const resolver = createBrandResolver(brands, {
      aliases: [
        { host: 'www.photobox.co.uk', brand: 'posterxxl-de' },
        { host: 'www.monalbumphoto.fr', brand: 'posterxxl-de' },
      ],
    });
    expect(resolver.resolve('www.photobox.co.uk').brand.id).toBe('photobox-uk');
    expect(resolver.resolve('www.monalbumphoto.fr').kind).toBe('redirect');
    expect(() => createBrandResolver(brands, { aliases: [{ host: 'x.test', brand: 'nope' }] })).toThrow(
      /host alias x.test names no brand/,
    );
  });

  it('refuses a brands file whose aliases name no brand or a taken host', () => {
    const bad = (hostAliases: unknown) => BrandsFile.safeParse({ ...brands, hostAliases }).success;
    expect(bad([{ host: 'x.test', brand: 'nope' }])).toBe(false);
    expect(bad([{ host: 'WWW.PHOTOBOX.CO.UK', brand: 'photobox-uk' }])).toBe(false);
    expect(bad([{ host: 'www.monalbumphoto.fr', brand: 'photobox-fr' }])).toBe(false);
    expect(bad([{ host: 'x.test', brand: 'photobox-fr' }])).toBe(true);
  });

  it('falls back to the default brand for unknown, malformed or missing hosts', async () => {
    expect(await brandFor('shop.example.com')).toBe(brands.defaultBrand);
    expect(await brandFor('www.photobox.co.uk.evil.com')).toBe(brands.defaultBrand);
    expect(await brandFor('bad host!!')).toBe(brands.defaultBrand);
    expect(await brandFor('')).toBe(brands.defaultBrand);
  });

  it('never echoes the Host header into the answer', async () => {
    app = await buildServer(testOptions());
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
    app = await buildServer(testOptions());
    const res = await app.inject({
      url: '/orders/123?stripped=true',
      headers: { host: 'www.monalbumphoto.fr' },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://www.photobox.fr/orders/123?stripped=true');
  });

  it('also redirects API and config calls', async () => {
    app = await buildServer(testOptions());
    const res = await app.inject({ url: '/config.json', headers: { host: 'WWW.MONALBUMPHOTO.FR:8080' } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://www.photobox.fr/config.json');
  });

  it('cannot be turned into an open redirect', async () => {
    app = await buildServer(testOptions());
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
