import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayOptions } from '../options';
import { buildServer } from '../server';
import { captureLogs, freePort, listen, rawRequest, testOptions } from '../test/support';

let app: FastifyInstance | undefined;
let tcp: Server | undefined;
const sockets = new Set<Socket>();

afterEach(async () => {
  await app?.close();
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await new Promise<void>((resolve) => (tcp ? tcp.close(() => resolve()) : resolve()));
  app = undefined;
  tcp = undefined;
});

/**
 * An upstream that speaks raw TCP, so it can misbehave in every way: `onRequest` gets each request's head and
 * the socket, and decides what (if anything) to write.
 */
async function rawUpstream(
  onRequest: (head: string, socket: Socket, index: number) => void,
): Promise<string> {
  let index = 0;
  tcp = createTcpServer((socket) => {
    sockets.add(socket);
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      const end = buffer.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = buffer.slice(0, end);
      buffer = buffer.slice(end + 4);
      onRequest(head, socket, index++);
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => tcp?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(tcp.address() as AddressInfo).port}`;
}

const FAULT_ID = '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const OK = 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\n\r\n{"ok":true}';

async function gateway(url: string, options: Partial<GatewayOptions> = {}): Promise<string> {
  app = await buildServer(testOptions({ upstreams: { customers: url }, ...options }));
  return listen(app);
}

describe('an upstream that fails', () => {
  it.each<[string, (socket: Socket) => void, number]>([
    ['resets the connection', (socket) => socket.resetAndDestroy(), 502],
    ['closes without answering', (socket) => socket.end(), 502],
    ['answers garbage', (socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n\r\n'), 502],
    ['answers a broken status line', (socket) => socket.end('HTTP/1.1 abc\r\n\r\n'), 502],
    [
      'answers a header it cannot parse',
      (socket) => socket.end('HTTP/1.1 200 OK\r\nbad header\r\n\r\n'),
      502,
    ],
    [
      'answers a passed header whose value holds a control character',
      (socket) => socket.end('HTTP/1.1 200 OK\r\ncontent-language: en\x01\r\ncontent-length: 0\r\n\r\n'),
      502,
    ],
    [
      'answers a passed header whose value holds a bare line feed',
      (socket) => socket.end('HTTP/1.1 200 OK\r\netag: "a"\nset-cookie: s=1\r\ncontent-length: 0\r\n\r\n'),
      502,
    ],
    ['never answers', () => {}, 504],
  ])('gives a JSON error with the correlation id when it %s', async (_name, misbehave, status) => {
    const base = await gateway(await rawUpstream((_head, socket) => misbehave(socket)), {
      proxyTimeoutMs: 500,
    });
    const res = await rawRequest(base, '/api/customers/x', { headers: { 'x-correlationid': FAULT_ID } });
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body)).toEqual({
      error: status === 504 ? 'upstream_timeout' : 'bad_gateway',
      correlationId: res.headers['x-correlationid'],
    });
    // And it keeps serving.
    expect((await rawRequest(base, '/healthz')).status).toBe(200);
  });

  it('that is down gives 502', async () => {
    const base = await gateway(`http://127.0.0.1:${await freePort()}`);
    const res = await rawRequest(base, '/api/customers/x');
    expect(res.status).toBe(502);
  });

  it('that breaks off a body it started cuts the browser’s answer, logs it, and keeps serving', async () => {
    const logs = captureLogs();
    const url = await rawUpstream((_head, socket) => {
      socket.write(
        'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"partial":',
      );
      setTimeout(() => socket.resetAndDestroy(), 50);
    });
    const base = await gateway(url, { logger: logs.logger });
    await expect(rawRequest(base, '/api/customers/x')).rejects.toThrow();
    expect((await rawRequest(base, '/healthz')).status).toBe(200);
    expect(logs.lines().some((line) => line.msg === 'upstream answer broke off')).toBe(true);
  });
});

describe('retries', () => {
  it('retry a GET once when its connection failed before any answer', async () => {
    const url = await rawUpstream((_head, socket, index) => {
      if (index === 0) socket.resetAndDestroy();
      else socket.write(OK);
    });
    const base = await gateway(url);
    const res = await rawRequest(base, '/api/customers/x');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ ok: true });
  });

  it('never retry a request with a body, nor a POST', async () => {
    const heads: string[] = [];
    const url = await rawUpstream((head, socket) => {
      heads.push(head);
      socket.resetAndDestroy();
    });
    const base = await gateway(url);
    const post = await rawRequest(base, '/api/customers/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(502);
    const deleteWithoutBody = await rawRequest(base, '/api/customers/x', { method: 'DELETE' });
    expect(deleteWithoutBody.status).toBe(502);
    expect(heads.filter((head) => head.startsWith('POST'))).toHaveLength(1);
    expect(heads.filter((head) => head.startsWith('DELETE'))).toHaveLength(1);
  });

  it('do not retry a GET that timed out (the upstream may still be working on it)', async () => {
    let calls = 0;
    const base = await gateway(
      await rawUpstream(() => {
        calls += 1;
      }),
      { proxyTimeoutMs: 300 },
    );
    expect((await rawRequest(base, '/api/customers/x')).status).toBe(504);
    expect(calls).toBe(1);
  });
});

describe('the circuit of an upstream', () => {
  it('opens after consecutive failures, answers at once without calling it, and recovers by itself', async () => {
    let calls = 0;
    let healthy = false;
    const url = await rawUpstream((_head, socket) => {
      calls += 1;
      if (healthy) socket.write(OK);
      else socket.write('HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\n\r\n');
    });
    const base = await gateway(url, {
      resilience: { circuitFailureThreshold: 3, circuitOpenMs: 400, retries: 1 },
    });
    for (let i = 0; i < 3; i++) expect((await rawRequest(base, '/api/customers/x')).status).toBe(503);
    expect(calls).toBe(3);

    // Open: answered at once, the upstream is left alone.
    const shortCircuited = await rawRequest(base, '/api/customers/x');
    expect(shortCircuited.status).toBe(502);
    expect(shortCircuited.headers['retry-after']).toBe('1');
    expect(JSON.parse(shortCircuited.body)).toMatchObject({ error: 'bad_gateway' });
    expect(calls).toBe(3);
    const metrics = await app?.internal.inject({ url: '/metrics' });
    expect(metrics?.body).toContain('gateway_upstream_circuit_state{service="customers"} 2');

    // After the open period one request probes; the upstream is back, so the circuit closes.
    healthy = true;
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await rawRequest(base, '/api/customers/x')).status).toBe(200);
    expect((await rawRequest(base, '/api/customers/x')).status).toBe(200);
    expect(calls).toBe(5);
  });

  it('is one per service: a dead service does not cut the others off', async () => {
    const url = await rawUpstream((head, socket) => {
      if (head.startsWith('GET /orders')) socket.resetAndDestroy();
      else socket.write(OK);
    });
    app = await buildServer(
      testOptions({
        upstreams: { customers: url, orders: `${url}/orders` },
        resilience: { circuitFailureThreshold: 2, circuitOpenMs: 60_000, retries: 0 },
      }),
    );
    const base = await listen(app);
    for (let i = 0; i < 3; i++) expect((await rawRequest(base, '/api/orders/x')).status).toBe(502);
    expect((await rawRequest(base, '/api/customers/x')).status).toBe(200);
  });
});
