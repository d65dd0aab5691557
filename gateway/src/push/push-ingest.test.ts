import type { FastifyInstance } from 'fastify';
import { generateKeyPair } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayOptions } from '../options';
import { buildServer } from '../server';
import {
  archiveFinished,
  connectPush,
  ISSUER,
  type KeyPair,
  type PushClient,
  signToken,
  startJwks,
  type TestJwks,
} from '../test/push-support';
import { listen, testOptions } from '../test/support';

const secret = 'a-long-enough-ingest-secret';
const json = { 'content-type': 'application/json' };

let keys: KeyPair;
let jwks: TestJwks;
let app: FastifyInstance | undefined;
let clients: PushClient[] = [];

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  jwks = await startJwks([{ pair: keys, kid: 'k1' }]);
});

afterAll(async () => {
  await jwks.close();
});

afterEach(async () => {
  for (const client of clients) client.ws.close();
  clients = [];
  await app?.close();
  app = undefined;
});

async function start(overrides: Partial<GatewayOptions> = {}): Promise<FastifyInstance> {
  app = await buildServer(
    testOptions({
      oidc: { authority: ISSUER, clientId: 'account-area', issuer: ISSUER, jwksUrl: jwks.url },
      pushIngestSecret: secret,
      ...overrides,
    }),
  );
  return app;
}

describe('POST /internal/push', () => {
  it('is not on the public listener, whatever the request carries', async () => {
    const gateway = await start();
    const res = await gateway.inject({
      method: 'POST',
      url: '/internal/push',
      headers: { ...json, 'x-push-secret': secret },
      payload: JSON.stringify({ userId: 'u-customer', message: archiveFinished('u-customer') }),
    });
    expect(res.statusCode).toBe(404);
  });

  it('is not on the internal listener without a secret', async () => {
    app = await buildServer(testOptions());
    const res = await app.internal.inject({ method: 'POST', url: '/internal/push', payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('requires the secret, validates the envelope, and delivers it to the user’s socket', async () => {
    const gateway = await start();
    const envelope = { userId: 'u-customer', message: archiveFinished('u-customer') };
    const post = (headers: Record<string, string>, payload: string) =>
      gateway.internal.inject({ method: 'POST', url: '/internal/push', headers, payload });
    expect((await post(json, JSON.stringify(envelope))).statusCode).toBe(401);
    expect((await post({ ...json, 'x-push-secret': 'wrong' }, JSON.stringify(envelope))).statusCode).toBe(
      401,
    );
    const partial = await post(
      { ...json, 'x-push-secret': secret },
      JSON.stringify({ userId: 'u-customer' }),
    );
    expect(partial.statusCode).toBe(400);
    const badJson = await post({ ...json, 'x-push-secret': secret }, '{"userId":');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ error: 'bad_request' });

    const base = await listen(gateway);
    const client = connectPush(base, base);
    clients.push(client);
    await client.opened;
    client.authenticate(await signToken(keys));
    expect(await client.next()).toBe('OK');
    expect((await post({ ...json, 'x-push-secret': secret }, JSON.stringify(envelope))).statusCode).toBe(204);
    expect(JSON.parse(await client.next())).toEqual(envelope.message);
  });

  it('refuses anything a browser sends (it always sends an Origin), even with the secret', async () => {
    const gateway = await start();
    const res = await gateway.internal.inject({
      method: 'POST',
      url: '/internal/push',
      headers: { ...json, 'x-push-secret': secret, origin: 'https://evil.example' },
      payload: JSON.stringify({ userId: 'u-customer', message: archiveFinished('u-customer') }),
    });
    expect(res.statusCode).toBe(403);
    const form = await gateway.internal.inject({
      method: 'POST',
      url: '/internal/push',
      headers: { 'content-type': 'text/plain', 'x-push-secret': secret },
      payload: JSON.stringify({ userId: 'u-customer', message: archiveFinished('u-customer') }),
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('the internal listener', () => {
  it('serves Prometheus metrics of the public listener’s requests', async () => {
    const gateway = await start();
    await gateway.inject({ url: '/healthz' });
    await gateway.inject({ url: '/api/customers/customers/me' });
    const res = await gateway.internal.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('gateway_http_requests_total{service="health",status="200"} 1');
    expect(res.body).toContain('gateway_http_requests_total{service="customers",status="502"} 1');
    expect(res.body).toContain('gateway_http_request_duration_seconds_bucket');
    expect(res.body).toContain('gateway_push_relay_lag_seconds');
    expect(res.body).toContain('gateway_process_cpu_seconds_total');
  });

  it('tells why it is not ready on /readyz, where the public one only says not ready', async () => {
    const gateway = await start();
    await gateway.ready();
    gateway.gateway.readiness.drain();
    const internal = await gateway.internal.inject({ url: '/readyz' });
    expect(internal.statusCode).toBe(503);
    expect(internal.json()).toEqual({ ready: false, started: true, draining: true, checks: {} });
    const publicAnswer = await gateway.inject({ url: '/readyz' });
    expect(publicAnswer.statusCode).toBe(503);
    expect(publicAnswer.json()).toEqual({ status: 'not_ready' });
  });
});
