import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import type { GatewayOptions } from '../options';
import { testTempDir } from './temp-root';

export const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="robots" content="NOINDEX, NOFOLLOW" />
    <title>My account</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A built-SPA folder: index.html, a hashed asset with its brotli file and source map, a favicon and en-GB. */
export function makeSpaDir(options: { withIndex?: boolean } = {}): string {
  // In the run's folder, removed after it (temp-root.ts).
  const dir = mkdtempSync(join(testTempDir(), 'gateway-spa-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'locales'));
  mkdirSync(join(dir, 'favicons'));
  if (options.withIndex !== false) writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app");\n'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(join(dir, 'favicons', 'default.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'locales', 'en-GB.json'), '{"app.title":"My account"}');
  return dir;
}

/** Options for a gateway under test: real seed brands, a temporary SPA, upstreams nobody listens on. */
export function testOptions(overrides: Partial<GatewayOptions> = {}): GatewayOptions {
  return {
    appEnv: 'test',
    fixtureHosts: true,
    brandsFile: 'fixtures/data/brands.json',
    featureFlagsFile: 'fixtures/data/feature-flags.json',
    imageOrigins: ['http://images.test'],
    spaDir: makeSpaDir(),
    oidc: {
      authority: 'http://localhost:8090/oidc',
      clientId: 'account-area',
      issuer: 'http://localhost:8090/oidc',
      jwksUrl: 'http://127.0.0.1:9/oidc/jwks',
    },
    upstreams: { customers: 'http://127.0.0.1:9/customers' },
    publicConfigUpstream: 'http://127.0.0.1:9/public-config',
    proxyTimeoutMs: 2000,
    publicConfigRetryMs: 0,
    publicConfigTimeoutMs: 1000,
    logLevel: 'silent',
    // A test machine under load lags: under-pressure is tested on its own (limits/pressure.test.ts).
    pressure: { maxEventLoopDelayMs: 0 },
    ...overrides,
  };
}

export interface LogCapture {
  logger: Logger;
  lines: () => Record<string, unknown>[];
  text: () => string;
}

/** A pino logger at info level (or the one `create` makes on the stream) that keeps every line in memory. */
export function captureLogs(
  create: (stream: Writable) => Logger = (stream) => pino({ level: 'info' }, stream),
): LogCapture {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  const logger = create(stream);
  const text = () => chunks.join('');
  return {
    logger,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter((line) => line.length > 0)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

export interface TestServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A tiny HTTP server on a free port (an upstream, a JWKS, a public-config stub…). */
export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<TestServer> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound once, then released). */
export async function freePort(): Promise<number> {
  const server = await startServer(() => {});
  await server.close();
  return server.port;
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface RawResponse {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** An HTTP request with the path sent exactly as given (fetch would normalise `..` away). */
export function rawRequest(
  base: string,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** A body sent chunked (no Content-Length), one write per chunk. */
    chunks?: Buffer[];
  } = {},
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent: false,
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end(options.body);
  });
}
