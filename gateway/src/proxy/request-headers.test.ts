import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import {
  listen,
  type RawResponse,
  rawRequest,
  startServer,
  type TestServer,
  testOptions,
} from '../test/support';

/** What reaches an upstream of the browser's request headers (an allow-list), and the correlation id. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let app: FastifyInstance | undefined;
let upstream: TestServer | undefined;
let seen: Array<{ headers: Record<string, string | string[] | undefined> }> = [];
afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = undefined;
  upstream = undefined;
  seen = [];
});

async function startUpstream(): Promise<TestServer> {
  return startServer((req, res) => {
    seen.push({ headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
}

type Mode = 'inject' | 'listen';

/** A GET through Fastify's inject (the Fastify route) or over a socket (the server's fast path). */
async function call(
  mode: Mode,
  url: string,
  path: string,
  headers: Record<string, string>,
): Promise<RawResponse> {
  app ??= await buildServer(testOptions({ upstreams: { customers: url } }));
  if (mode === 'listen') return rawRequest(await listen(app), path, { headers });
  const res = await app.inject({ url: path, headers });
  return { status: res.statusCode, headers: res.headers as RawResponse['headers'], body: res.body };
}

describe.each<Mode>(['inject', 'listen'])('request headers to upstreams (%s)', (mode) => {
  it.each([
    ['a plain word', 'fault-1'],
    ['a UUID in capitals', '3F0C2A5E-8D1B-4C8E-9A47-1B2C3D4E5F60'],
    ['markup', '<script>alert(1)</script>'],
    ['a UUID with more after it', '3f0c2a5e-8d1b-4c8e-9a47-1b2c3d4e5f60,x'],
  ])(
    'replaces a client correlation id that is not a UUID (%s) with a new one, never echoing it',
    async (_name, sent) => {
      upstream = await startUpstream();
      const res = await call(mode, upstream.url, '/api/customers/customers/me', { 'x-correlationid': sent });
      expect(seen[0]?.headers['x-correlationid']).toMatch(UUID);
      expect(seen[0]?.headers['x-correlationid']).not.toBe(sent.toLowerCase());
      expect(res.headers['x-correlationid']).toBe(seen[0]?.headers['x-correlationid']);
      expect(res.body).not.toContain(sent);
    },
  );

  it('passes only the request headers services read (allow-list), the tus ones included', async () => {
    upstream = await startUpstream();
    await call(mode, upstream.url, '/api/customers/customers/me', {
      accept: 'application/json',
      'accept-language': 'en-GB',
      range: 'bytes=0-9',
      'if-none-match': '"e1"',
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'upload-link': 'link-token',
      'x-custom': 'secret',
      'x-push-secret': 'guess',
      'x-http-method-override': 'DELETE',
      'x-real-ip': '6.6.6.6',
      expect: '100-continue',
    });
    const got = seen[0]?.headers ?? {};
    expect(got).toMatchObject({
      accept: 'application/json',
      'accept-language': 'en-GB',
      range: 'bytes=0-9',
      'if-none-match': '"e1"',
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'upload-link': 'link-token',
    });
    for (const name of [
      'x-custom',
      'x-push-secret',
      'x-http-method-override',
      'x-real-ip',
      'origin',
      'expect',
    ]) {
      expect(got[name]).toBeUndefined();
    }
  });
});
