import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimits } from '../options';
import { buildServer } from '../server';
import { listen, rawRequest, startServer, type TestServer, testOptions } from '../test/support';

/** The newsletter's double opt-in mails an address without a token: limited per address and per client. */

let app: FastifyInstance | undefined;
let upstream: TestServer | undefined;
/** Paths the e-mail gateway was called with. */
let mailed: string[] = [];

afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = undefined;
  upstream = undefined;
  mailed = [];
});

async function start(rateLimits: Partial<RateLimits>): Promise<string> {
  upstream = await startServer((req, res) => {
    mailed.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  app = await buildServer(testOptions({ upstreams: { 'email-gateway': upstream.url }, rateLimits }));
  return listen(app);
}

const subscribe = (base: string, address: string, from = '203.0.113.7') =>
  rawRequest(base, `/api/email-gateway/api/v1/Profiles/${address}/subscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: '{}',
  });

describe('calls that send mail', () => {
  it('are limited per target address (3 an hour by default): 429 with Retry-After, whatever the case or encoding', async () => {
    const base = await start({});
    const statuses = [
      (await subscribe(base, 'victim%40example.com')).status,
      (await subscribe(base, 'Victim@Example.com')).status,
      (await subscribe(base, 'victim%40example.COM')).status,
    ];
    const limited = await subscribe(base, 'victim@example.com');
    expect(statuses).toEqual([200, 200, 200]);
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toMatchObject({ error: 'too_many_requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A sliding hour: refused calls count too, so the wait may reach into the next hour.
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(7200);
    expect(mailed).toHaveLength(3);
    // Another address is not held back, nor are the calls that send nothing.
    expect((await subscribe(base, 'someone-else%40example.com')).status).toBe(200);
    const confirm = await rawRequest(
      base,
      '/api/email-gateway/api/v1/Profiles/victim%40example.com/subscription/confirm/t1',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    );
    expect(confirm.status).toBe(200);
  });

  it('are limited per client across addresses', async () => {
    const base = await start({ mailPerClient: 2 });
    // The test gateway trusts no proxy: every request comes from the same client, 127.0.0.1.
    expect((await subscribe(base, 'a%40example.com')).status).toBe(200);
    expect((await subscribe(base, 'b%40example.com')).status).toBe(200);
    expect((await subscribe(base, 'c%40example.com')).status).toBe(429);
    expect(mailed).toHaveLength(2);
  });

  it('are not limited when the limits are off (0)', async () => {
    const base = await start({ mailPerTarget: 0, mailPerClient: 0 });
    for (let i = 0; i < 5; i++) expect((await subscribe(base, 'a%40example.com')).status).toBe(200);
  });
});
