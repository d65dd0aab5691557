import { type IncomingHttpHeaders, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { listen, startServer, type TestServer, testOptions } from '../test/support';
import { acceptedEncoding, acceptedEncodings } from './compression';

let app: FastifyInstance | undefined;
let upstream: TestServer | undefined;

afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = undefined;
  upstream = undefined;
});

interface BinaryResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over a real socket, the body as the bytes that came (not decoded). */
function get(base: string, path: string, headers: Record<string, string>): Promise<BinaryResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ agent: false, host: url.hostname, port: url.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The gateway in front of an upstream answering `answer`; its socket address. */
async function gatewayBefore(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  upstream = await startServer(answer);
  app = await buildServer(testOptions({ upstreams: { customers: upstream.url } }));
  return listen(app);
}

const ORDERS = JSON.stringify({
  orders: Array.from({ length: 200 }, (_, i) => ({ code: `PB-${1000 + i}`, status: 'DELIVERED', total: i })),
});

function answerJson(body: string, extra: Record<string, string> = {}) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      ...extra,
    });
    res.end(body);
  };
}

describe('compression of proxied answers', () => {
  it('a JSON answer over 1 KB comes brotli-compressed to a browser that accepts br, and decodes to the same JSON', async () => {
    const base = await gatewayBefore(answerJson(ORDERS, { etag: '"v1"' }));
    const res = await get(base, '/api/customers/orders', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBe('W/"v1"');
    expect(res.headers['x-correlationid']).toBeTruthy();
    expect(res.body.length).toBeLessThan(Buffer.byteLength(ORDERS) / 4);
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(ORDERS);
  });

  it('gzip when the browser does not take br (or refuses it with q=0)', async () => {
    const base = await gatewayBefore(answerJson(ORDERS));
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get(base, '/api/customers/orders', { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString('utf8')).toBe(ORDERS);
    }
  });

  it('left as they are: no Accept-Encoding, a small answer, an image, an answer already encoded', async () => {
    const small = JSON.stringify({ id: 'x', name: 'small' });
    const jpeg = Buffer.alloc(4096, 7);
    const encoded = Buffer.from('already gzip bytes'.repeat(100));
    const base = await gatewayBefore((req, res) => {
      if (req.url?.endsWith('/small')) return answerJson(small)(req, res);
      if (req.url?.endsWith('/image')) {
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) });
        return res.end(jpeg);
      }
      if (req.url?.endsWith('/encoded')) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        return res.end(encoded);
      }
      return answerJson(ORDERS)(req, res);
    });
    const plain = await get(base, '/api/customers/orders', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(ORDERS)));
    expect(plain.body.toString('utf8')).toBe(ORDERS);
    const accepts = { 'accept-encoding': 'br, gzip' };
    const smallRes = await get(base, '/api/customers/small', accepts);
    expect(smallRes.headers['content-encoding']).toBeUndefined();
    expect(smallRes.body.toString('utf8')).toBe(small);
    const image = await get(base, '/api/customers/image', accepts);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.equals(jpeg)).toBe(true);
    const already = await get(base, '/api/customers/encoded', accepts);
    expect(already.headers['content-encoding']).toBe('gzip');
    expect(already.body.equals(encoded)).toBe(true);
  });

  it('a long answer streamed in chunks (no Content-Length) is compressed whole', async () => {
    const line = `${JSON.stringify({ id: 'photo', taken: '2024-05-01T10:00:00Z' })}\n`;
    const base = await gatewayBefore((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson+json' });
      let sent = 0;
      const more = () => {
        while (sent < 20_000) {
          sent += 1;
          if (!res.write(line)) return res.once('drain', more);
        }
        res.end();
      };
      more();
    });
    const res = await get(base, '/api/customers/stream', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(line.repeat(20_000));
  });

  it('through Fastify (inject) the same', async () => {
    await gatewayBefore(answerJson(ORDERS));
    const res = await app?.inject({ url: '/api/customers/orders', headers: { 'accept-encoding': 'gzip' } });
    expect(res?.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res?.rawPayload ?? Buffer.alloc(0)).toString('utf8')).toBe(ORDERS);
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, honours q=0 and *, and accepts neither when nothing fits', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate, zstd')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('acceptedEncodings', () => {
  it('lists every accepted one, brotli before gzip, for a file that has only some of them', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br')).toEqual(['br']);
    expect(acceptedEncodings('br;q=0, *')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
  });
});
