import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { freePort, listen, rawRequest, startServer, type TestServer, testOptions } from '../test/support';
import { createReadiness } from './readiness';

let app: FastifyInstance | undefined;
const servers: TestServer[] = [];

afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const server of servers.splice(0)) await server.close();
});

/** customers answers, orders never answers (slow), the A/B-test service is down; the identity provider too. */
async function gatewayWithOneServiceDownOneSlow(): Promise<string> {
  const healthy = await startServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  const slow = await startServer(() => {});
  servers.push(healthy, slow);
  const down = `http://127.0.0.1:${await freePort()}`;
  app = await buildServer(
    testOptions({
      upstreams: { customers: healthy.url, orders: slow.url, 'ab-test': down },
      proxyTimeoutMs: 300,
      resilience: { circuitFailureThreshold: 2, circuitOpenMs: 60_000, retries: 0 },
    }),
  );
  return listen(app);
}

describe('/readyz', () => {
  it('stays ready with one upstream down and one slow: only their calls fail, and fast once the circuit opens', async () => {
    const base = await gatewayWithOneServiceDownOneSlow();
    expect((await rawRequest(base, '/readyz')).status).toBe(200);

    for (let i = 0; i < 2; i++) {
      const down = await rawRequest(base, '/api/ab-test/experiments');
      expect(down.status).toBe(502);
      expect(JSON.parse(down.body)).toMatchObject({ error: 'bad_gateway' });
      expect((await rawRequest(base, '/api/orders/orders')).status).toBe(504);
    }
    // The circuits are open: the slow service is answered at once, without waiting its timeout.
    const started = Date.now();
    const shortCircuited = await rawRequest(base, '/api/orders/orders');
    expect(shortCircuited.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(250);
    expect((await rawRequest(base, '/api/customers/customers/me')).status).toBe(200);

    const ready = await rawRequest(base, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready' });
    const report = await app?.internal.inject({ url: '/readyz' });
    expect(report?.statusCode).toBe(200);
    expect(report?.json()).toEqual({ ready: true, started: true, draining: false, checks: {} });
    // Upstream health is for the metrics (and the alerts on them), not for the load balancer.
    const metrics = (await app?.internal.inject({ url: '/metrics' }))?.body ?? '';
    expect(metrics).toContain('gateway_upstream_circuit_state{service="orders"} 2');
    expect(metrics).toContain('gateway_upstream_circuit_state{service="ab-test"} 2');
  });
});

describe('createReadiness', () => {
  it('is not ready before the gateway has started, nor once it drains', async () => {
    const readiness = createReadiness({ redis: null, cacheMs: 0 });
    expect(await readiness.report()).toEqual({ ready: false, started: false, draining: false, checks: {} });
    readiness.start();
    expect((await readiness.report()).ready).toBe(true);
    readiness.drain();
    expect(await readiness.report()).toEqual({ ready: false, started: true, draining: true, checks: {} });
  });

  it('follows the configured Redis: not ready while it does not answer (or the check throws), ready again after', async () => {
    let redisAnswers: boolean | Error = false;
    const readiness = createReadiness({
      cacheMs: 0,
      redis: async () => {
        if (redisAnswers instanceof Error) throw redisAnswers;
        return redisAnswers;
      },
    });
    readiness.start();
    expect(await readiness.report()).toMatchObject({ ready: false, checks: { redis: false } });
    redisAnswers = new Error('connection is closed');
    expect(await readiness.report()).toMatchObject({ ready: false, checks: { redis: false } });
    redisAnswers = true;
    expect(await readiness.report()).toMatchObject({ ready: true, checks: { redis: true } });
  });

  it('asks Redis once for probes that come together', async () => {
    let pings = 0;
    const readiness = createReadiness({
      cacheMs: 60_000,
      redis: async () => {
        pings += 1;
        return true;
      },
    });
    readiness.start();
    await Promise.all([readiness.report(), readiness.report(), readiness.report()]);
    expect(pings).toBe(1);
  });
});
