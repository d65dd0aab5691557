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
import { rewriteLocation } from './forward-headers';

let app: FastifyInstance | undefined;
let upstream: TestServer | undefined;
let base: string | undefined;
const received: Array<{ method: string; url: string; length: number; headers: Record<string, unknown> }> = [];
afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = undefined;
  upstream = undefined;
  base = undefined;
  received.length = 0;
});

/** A tus server in miniature: creation answers 201 with its Location, a PATCH 204 with the new offset. */
async function startTusUpstream(): Promise<TestServer> {
  return startServer((req, res) => {
    let length = 0;
    req.on('data', (chunk: Buffer) => {
      length += chunk.length;
    });
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', length, headers: req.headers });
      const tus = { 'tus-resumable': '1.0.0' };
      if (req.method === 'POST') {
        res.writeHead(201, { ...tus, location: '/photo-upload/files/abc123', 'upload-offset': '0' });
      } else if (req.method === 'HEAD') {
        res.writeHead(200, {
          ...tus,
          'upload-offset': '42',
          'upload-length': '100',
          'cache-control': 'no-store',
        });
      } else {
        res.writeHead(204, { ...tus, 'upload-offset': String(length) });
      }
      res.end();
    });
  });
}

async function call(
  mode: 'inject' | 'listen',
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: Buffer },
): Promise<RawResponse> {
  upstream ??= await startTusUpstream();
  app ??= await buildServer(testOptions({ upstreams: { 'photo-upload': `${upstream.url}/photo-upload` } }));
  if (mode === 'listen') {
    base ??= await listen(app);
    return rawRequest(base, path, init);
  }
  const res = await app.inject({
    method: init.method as 'PATCH',
    url: path,
    headers: init.headers,
    ...(init.body === undefined ? {} : { payload: init.body }),
  });
  return { status: res.statusCode, headers: res.headers as RawResponse['headers'], body: res.body };
}

describe.each(['inject', 'listen'] as const)('resumable uploads through the proxy (%s)', (mode) => {
  it("passes the tus headers and rewrites the upload's Location to the gateway's path", async () => {
    const res = await call(mode, '/api/photo-upload/files', {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': 'filename YS5qcGc=' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe('/api/photo-upload/files/abc123');
    expect(res.headers['tus-resumable']).toBe('1.0.0');
    expect(received[0]?.headers['upload-length']).toBe('100');
    expect(received[0]?.headers['upload-metadata']).toBe('filename YS5qcGc=');
    const head = await call(mode, '/api/photo-upload/files/abc123', { method: 'HEAD' });
    expect(head.headers['upload-offset']).toBe('42');
    expect(head.headers['upload-length']).toBe('100');
  });

  it('streams a PATCH body far above the JSON body limit to the service', async () => {
    const body = Buffer.alloc(5 * 1024 * 1024, 7);
    const res = await call(mode, '/api/photo-upload/files/abc123', {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'upload-link': 'token-of-a-phone-link',
      },
      body,
    });
    expect(res.status).toBe(204);
    expect(res.headers['upload-offset']).toBe(String(body.length));
    expect(received[0]).toMatchObject({
      method: 'PATCH',
      url: '/photo-upload/files/abc123',
      length: body.length,
    });
    expect(received[0]?.headers['upload-link']).toBe('token-of-a-phone-link');
  });
});

describe('rewriteLocation', () => {
  const base = { origin: 'http://10.0.0.5:8090', basePath: '/photo-upload', publicBase: '/api/photo-upload' };
  it('maps paths and absolute URLs inside the service and drops everything else', () => {
    expect(rewriteLocation('/photo-upload/files/x', base)).toBe('/api/photo-upload/files/x');
    expect(rewriteLocation('http://10.0.0.5:8090/photo-upload/files/x?y=1', base)).toBe(
      '/api/photo-upload/files/x?y=1',
    );
    expect(rewriteLocation('http://evil.example/photo-upload/files/x', base)).toBeNull();
    expect(rewriteLocation('/other/files/x', base)).toBeNull();
    expect(rewriteLocation('/photo-upload/../admin', base)).toBeNull();
    expect(rewriteLocation('//evil.example/photo-upload/x', base)).toBeNull();
    expect(rewriteLocation('files/x', base)).toBeNull();
  });
});
