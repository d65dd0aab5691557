import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMPOSE_IMAGES, composeEnv } from './settings';

interface Service {
  image?: string;
  build?: { args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
}
const file = readFileSync('docker-compose.yml', 'utf8');
const services = (parse(file, { merge: true }) as { services: Record<string, Service> }).services;

describe('docker-compose.yml as the compose step runs it', () => {
  it('builds every image it runs, each named as the step removes it, on the selectable base', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(COMPOSE_IMAGES, name).toContain(service.image);
      expect(service.build?.args?.BASE_IMAGE, name).toMatch(
        /^\$\{BASE_IMAGE:-docker\.io\/.+@sha256:[0-9a-f]{64}\}$/,
      );
    }
    expect(new Set(Object.values(services).map((s) => s.image))).toEqual(new Set(COMPOSE_IMAGES));
  });

  it('reads the variables the step sets, and runs the gateways in bff mode with one cookie secret', () => {
    for (const name of Object.keys(composeEnv({ baseImage: 'b', lbPort: 1, idpPort: 2 })))
      expect(file).toContain(`\${${name}`);
    for (const copy of ['gateway-1', 'gateway-2']) {
      expect(services[copy]?.environment).toMatchObject({
        AUTH_MODE: 'bff',
        REDIS_URL: 'redis://redis:6379',
      });
      expect(services[copy]?.environment?.BFF_COOKIE_SECRET).toBeDefined();
    }
  });

  it('gives the identity provider one address for the browser and the gateways', () => {
    const issuer = services['emulator.localhost']?.environment?.OIDC_ISSUER;
    // Compose's interpolation, not a template: the published port is the one the emulator listens on.
    const port = ['$', '{IDP_PORT:-8090}'].join('');
    expect(issuer).toBe(`http://emulator.localhost:${port}/oidc`);
    expect(services['gateway-1']?.environment?.OIDC_AUTHORITY).toBe(issuer);
    expect(services['emulator.localhost']?.ports).toEqual([`${port}:${port}`]);
  });
});
