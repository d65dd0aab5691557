import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { listen, rawRequest, testOptions } from '../test/support';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Writes raw bytes to the gateway and returns whatever it answers before closing. */
function rawExchange(base: string, bytes: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('\r\n\r\n')) socket.end();
    });
    socket.on('error', () => resolve(text));
    socket.on('close', () => resolve(text));
  });
}

describe('bad input', () => {
  it('answers bad percent-encoding with a JSON 400 that does not echo the URL', async () => {
    app = await buildServer(testOptions());
    const res = await app.inject({ url: '/%E0%A4%A', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', correlationId: expect.any(String) });
    expect(res.body).not.toContain('%E0');
    const locales = await app.inject({ url: '/locales/%E0%A4%A.json' });
    expect(locales.statusCode).toBe(400);
  });

  it('answers huge headers with 431 and keeps serving', async () => {
    app = await buildServer(testOptions());
    const base = await listen(app);
    const answer = await rawExchange(
      base,
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect((await rawRequest(base, '/healthz')).status).toBe(200);
  });

  it('answers HEAD with a 16 KB URL with a 431 without a body, and a GET with its JSON error', async () => {
    app = await buildServer(testOptions());
    const base = await listen(app);
    const url = `/api/customers/${'a'.repeat(16_400)}`;
    const head = await rawExchange(base, `HEAD ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(head).toMatch(/^HTTP\/1\.1 431/);
    expect(head.endsWith('\r\n\r\n')).toBe(true);
    const get = await rawExchange(base, `GET ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(get).toMatch(/^HTTP\/1\.1 431/);
    expect(get).toContain('"error":"request_header_fields_too_large"');
  });

  it('answers HEAD without a body whatever the status: proxied, refused and not found', async () => {
    app = await buildServer(testOptions());
    const base = await listen(app);
    for (const path of ['/api/unknown-service/x', '/api/customers/../x', '/api/customers/x', '/nowhere']) {
      const answer = await rawExchange(
        base,
        `HEAD ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 [2-5]\d\d/);
      expect(answer.endsWith('\r\n\r\n')).toBe(true);
    }
  });

  it('answers unknown methods and garbage with 4xx', async () => {
    app = await buildServer(testOptions());
    const base = await listen(app);
    expect(await rawExchange(base, 'FOO / HTTP/1.1\r\nHost: localhost\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawExchange(base, 'hello\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    const propfind = await rawRequest(base, '/orders', { method: 'PROPFIND' });
    expect(propfind.status).toBeGreaterThanOrEqual(400);
    expect(propfind.status).toBeLessThan(500);
    expect((await rawRequest(base, '/healthz')).status).toBe(200);
  });

  it('survives WebSocket upgrades on paths that are not /push', async () => {
    app = await buildServer(testOptions());
    const base = await listen(app);
    const upgrade =
      'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
    for (const path of ['/api/customers/x', '/orders', '/nope']) {
      const answer = await rawExchange(base, `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${upgrade}\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 404/);
    }
    expect((await rawRequest(base, '/healthz')).status).toBe(200);
  });

  it('answers bodies over 1 MiB on its own routes with 413', async () => {
    app = await buildServer(testOptions({ pushIngestSecret: 'a-long-enough-ingest-secret' }));
    const res = await app.inject({
      method: 'POST',
      url: '/internal/push',
      headers: { 'content-type': 'application/json', 'x-push-secret': 'a-long-enough-ingest-secret' },
      payload: `{"userId":"${'x'.repeat(1024 * 1024)}"}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('answers /healthz without calling any upstream', async () => {
    app = await buildServer(testOptions());
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('an answer that cannot be written', () => {
  it('is the gateway’s JSON error with an id, not the framework’s text, whatever header broke it', async () => {
    app = await buildServer(testOptions());
    app.get('/__redirect', async (_request, reply) => reply.redirect('/\uff0f\uff0fevil.example', 302));
    app.get('/__header', async (_request, reply) => reply.header('x-note', 'line\r\nbreak').send('{}'));
    for (const url of ['/__redirect', '/__header']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json(), url).toEqual({
        error: 'internal_error',
        correlationId: res.headers['x-correlationid'],
      });
      expect(res.headers.location, url).toBeUndefined();
      expect(res.body, url).not.toMatch(/ERR_|Invalid character/);
    }
  });
});
