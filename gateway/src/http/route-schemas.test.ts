import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayError } from '#contracts/errors';
import gatewayApp from '../app';
import { createGatewayContext } from '../context';
import { internalRoutes } from '../internal/internal-app';
import { buildServer } from '../server';
import { testOptions } from '../test/support';

const secret = 'a-long-enough-ingest-secret';
const BODYLESS = new Set(['GET', 'HEAD', 'TRACE']);

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

/** Every route the gateway app (or its internal listener's) declares, as Fastify was given it. */
async function declaredRoutes(listener: 'public' | 'internal' = 'public'): Promise<RouteOptions[]> {
  const app = Fastify();
  apps.push(app);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  const context = createGatewayContext(testOptions({ pushIngestSecret: secret }));
  app.addHook('onClose', () => context.close());
  if (listener === 'public') {
    await app.register(gatewayApp, context);
  } else {
    await app.register(internalRoutes, {
      log: context.log,
      metrics: context.metrics,
      readiness: context.readiness,
      hub: context.pushHub,
      pushIngestSecret: secret,
    });
  }
  await app.ready();
  return routes;
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
}

function schemaOf(routes: RouteOptions[], method: string, url: string): RouteSchema {
  const route = routes.find((r) => r.url === url && methodsOf(r).includes(method));
  if (route === undefined) throw new Error(`no route ${method} ${url}`);
  return (route.schema ?? {}) as RouteSchema;
}

/** Validates a value against a JSON Schema with Fastify's own Ajv: strict (nothing coerced or removed). */
async function violations(schema: unknown, value: unknown): Promise<string | null> {
  const checker = Fastify({ ajv: { customOptions: { coerceTypes: false, removeAdditional: false } } });
  apps.push(checker);
  checker.post('/', { schema: { body: schema } }, async () => ({}));
  const res = await checker.inject({ method: 'POST', url: '/', payload: value as object });
  return res.statusCode === 200 ? null : res.body;
}

describe('route schemas', () => {
  it('are declared on every route of the gateway: params, query, body where one is taken, responses', async () => {
    const routes = (await declaredRoutes()).filter(
      // @fastify/static's own route (the build's files); the gateway's pages and locales have their own.
      (route) => route.url !== '/*',
    );
    const urls = new Set(routes.map((route) => route.url));
    for (const url of [
      '/healthz',
      '/readyz',
      '/config.json',
      '/locales/:file',
      '/orders/:orderCode',
      '/api/*',
      '/push',
    ]) {
      expect(urls, url).toContain(url);
    }
    // The push ingest and the metrics are on the internal listener only.
    expect(urls).not.toContain('/internal/push');
    expect(urls).not.toContain('/metrics');
    for (const route of routes) {
      const name = `${methodsOf(route).join(',')} ${route.url}`;
      const schema = (route.schema ?? {}) as RouteSchema;
      expect(schema.params, name).toBeDefined();
      expect(schema.querystring, name).toBeDefined();
      if (methodsOf(route).some((method) => !BODYLESS.has(method))) expect(schema.body, name).toBeDefined();
      const statuses = Object.keys(schema.response ?? {});
      expect(
        statuses.some((status) => /^[12]/.test(status) || status === 'default'),
        name,
      ).toBe(true);
      expect(statuses, name).toContain('500');
    }
  });

  it('declare GatewayError (from the contract) for the gateway’s own errors', async () => {
    const routes = await declaredRoutes();
    const locales = schemaOf(routes, 'GET', '/locales/:file');
    expect(
      await violations(locales.response?.['404'], { error: 'not_found', correlationId: 'c1' }),
    ).toBeNull();
    expect(await violations(locales.response?.['404'], { error: 'not_found' })).not.toBeNull();
    expect(
      await violations(locales.response?.['404'], { error: 'x', correlationId: 'c', extra: 1 }),
    ).not.toBeNull();
  });

  it.each([
    ['GET', '/locales/pt-BR.json', '/locales/:file', 404, 'not_found'],
    ['TRACE', '/api/customers/x', '/api/*', 405, 'method_not_allowed'],
    ['GET', '/api/no-such-service/x', '/api/*', 404, 'not_found'],
    ['GET', '/push', '/push', 403, 'forbidden'],
    ['POST', '/internal/push', '/internal/push', 401, 'unauthorized'],
  ] as const)(
    '%s %s answers a %i that its route schema accepts',
    async (method, url, route, status, error) => {
      const internal = url.startsWith('/internal/');
      const routes = await declaredRoutes(internal ? 'internal' : 'public');
      const app = await buildServer(testOptions({ pushIngestSecret: secret }));
      apps.push(app);
      const res = await (internal ? app.internal : app).inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error, correlationId: res.headers['x-correlationid'] });
      expect(GatewayError.strict().safeParse(res.json()).success).toBe(true);
      expect(
        await violations(schemaOf(routes, method, route).response?.[String(status)], res.json()),
      ).toBeNull();
    },
  );

  it('declares params, query, body and responses on the internal routes too', async () => {
    const routes = await declaredRoutes('internal');
    expect([...new Set(routes.map((route) => route.url))].sort()).toEqual([
      '/healthz',
      '/internal/push',
      '/metrics',
      '/readyz',
    ]);
    for (const route of routes) {
      const schema = (route.schema ?? {}) as RouteSchema;
      expect(schema.params, route.url).toBeDefined();
      expect(schema.querystring, route.url).toBeDefined();
    }
  });

  it('answers a body that is not a push envelope with a schema-valid 400', async () => {
    const routes = await declaredRoutes('internal');
    const app = await buildServer(testOptions({ pushIngestSecret: secret }));
    apps.push(app);
    const res = await app.internal.inject({
      method: 'POST',
      url: '/internal/push',
      headers: { 'x-push-secret': secret },
      // A number is not a user id: nothing is coerced on the way.
      payload: { userId: 42, message: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
    expect(
      await violations(schemaOf(routes, 'POST', '/internal/push').response?.['400'], res.json()),
    ).toBeNull();
  });
});
