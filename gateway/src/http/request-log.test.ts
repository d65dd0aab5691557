import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { captureLogs, freePort, listen, rawRequest, testOptions } from '../test/support';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const secrets = {
  authorization: 'Bearer top-secret-access-token',
  cookie: 'refresh=top-secret-refresh-token',
};

describe('request logging', () => {
  it('writes one line per request with method, safe URL, status, duration, correlation id and brand', async () => {
    const logs = captureLogs();
    app = await buildServer(testOptions({ logger: logs.logger }));
    await app.inject({
      url: '/change-email-confirmation?confirmation-token=top-secret-link-token',
      headers: { ...secrets, host: 'www.photobox.de', 'x-correlationid': 'corr-1' },
    });
    const lines = logs.lines().filter((line) => line.msg === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      method: 'GET',
      url: '/change-email-confirmation?confirmation-token=[redacted]',
      status: 200,
      correlationId: 'corr-1',
      brand: 'photobox-de',
    });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(logs.text()).not.toContain('top-secret');
    expect(logs.lines().some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('logs proxied requests on the fast path too, without tokens or cookies', async () => {
    const logs = captureLogs();
    const port = await freePort();
    app = await buildServer(
      testOptions({ logger: logs.logger, upstreams: { customers: `http://127.0.0.1:${port}` } }),
    );
    const base = await listen(app);
    const res = await rawRequest(base, '/api/customers/customers/me', { headers: secrets });
    expect(res.status).toBe(502);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = logs.lines().filter((line) => line.msg === 'request');
    expect(lines).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/customers/customers/me',
        status: 502,
        correlationId: res.headers['x-correlationid'],
        brand: 'albelli-nl',
      }),
    ]);
    expect(logs.text()).not.toContain('top-secret');
  });
});
