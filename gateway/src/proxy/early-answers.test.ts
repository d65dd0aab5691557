import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { listen, rawRequest, testOptions } from '../test/support';

/**
 * Upstreams that answer before they have read the request's body (413 for a body too large, 401 without a
 * token), as the probe of issue 25 found: the browser gets that answer, and no number of such requests opens the
 * service's circuit for everybody else.
 */

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

const OK = 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\n\r\n{"ok":true}';
const refusal = (status: number, close: boolean): string => {
  const body = JSON.stringify({
    error: status === 401 ? 'unauthorized' : 'payload_too_large',
    message: 'no',
  });
  return (
    `HTTP/1.1 ${status} Refused\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n` +
    `${close ? 'connection: close\r\n' : ''}\r\n${body}`
  );
};

/** After an early answer: keep the connection, close and read on, or close at once. */
type Closing = false | 'linger' | 'abort';

interface EarlyUpstream {
  origin: string;
  /** Body bytes to read before answering, per request (undefined: the whole body, then 200). */
  answerAfter: (head: string) => { bytes: number; status: number; close: Closing } | null;
}

/**
 * A raw upstream: a request with a bearer token (or no body) gets 200 once its body is read; any other gets the
 * refusal `answerAfter` chooses once that many body bytes have arrived, and then closes at once or reads and
 * drops the rest.
 */
async function earlyUpstream(answerAfter: EarlyUpstream['answerAfter']): Promise<string> {
  tcp = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    let buffer: Buffer = Buffer.alloc(0);
    let head: string | null = null;
    let length = 0;
    let seen = 0;
    let refusing: { bytes: number; status: number; close: Closing } | null = null;
    let answered = false;
    // One TCP read may end one request's body and begin the next request (a kept-alive connection the gateway
    // reuses once it has sent a whole body): bytes are taken request by request, never counted twice.
    const step = (): void => {
      for (;;) {
        if (head === null) {
          const end = buffer.indexOf('\r\n\r\n');
          if (end === -1) return;
          head = buffer.toString('latin1', 0, end);
          buffer = buffer.subarray(end + 4);
          length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
          seen = 0;
          refusing = /authorization: bearer/i.test(head) ? null : answerAfter(head);
          answered = false;
        }
        const take = Math.min(buffer.length, length - seen);
        seen += take;
        buffer = buffer.subarray(take);
        if (!answered && refusing !== null && seen >= Math.min(refusing.bytes, length)) {
          answered = true;
          if (refusing.close === 'abort') {
            // The socket goes away at once (a server that does not linger, like Node's): the body still in
            // flight meets a reset, which can take the answer with it before the gateway has read it.
            socket.write(refusal(refusing.status, true), () => socket.destroy());
          } else if (refusing.close === 'linger') {
            // Closes its side and reads on, dropping the rest (nginx's lingering close).
            socket.end(refusal(refusing.status, true));
          } else socket.write(refusal(refusing.status, false));
        }
        if (seen < length) return;
        if (!answered) socket.write(OK);
        head = null;
      }
    };
    socket.on('data', (chunk: Buffer) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      step();
    });
  });
  await new Promise<void>((resolve) => tcp?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(tcp.address() as AddressInfo).port}`;
}

async function gateway(upstream: string): Promise<string> {
  app = await buildServer(
    testOptions({
      upstreams: { 'photo-upload': upstream },
      // Thirty uploads at once on a loaded test machine: a slow turn is not what is tested here.
      proxyTimeoutMs: 15_000,
      rateLimits: { apiPerAddress: 0, apiPerUser: 0 },
      resilience: { circuitFailureThreshold: 5, circuitOpenMs: 60_000 },
    }),
  );
  return listen(app);
}

const SIGNED_IN = { authorization: 'Bearer any' };

describe('an upstream that answers before it has read the body', () => {
  /** The probe's 30 anonymous 1.1 MB POSTs at once, then a signed-in request to the same service. */
  async function thirtyLargePosts(close: Closing): Promise<{ statuses: number[]; after: number }> {
    const base = await gateway(await earlyUpstream(() => ({ bytes: 0, status: 401, close })));
    const body = Buffer.alloc(1_100_000, 0x61);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () =>
        rawRequest(base, '/api/photo-upload/phone-links', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then((res) => res.status),
      ),
    );
    const after = await rawRequest(base, '/api/photo-upload/outcomes/x', { headers: SIGNED_IN });
    return { statuses, after: after.status };
  }

  it.each([false, 'linger'] as const)(
    '30 anonymous 1.1 MB POSTs each get the 401 (close: %s), and a signed-in request then answers',
    async (close) => {
      const { statuses, after } = await thirtyLargePosts(close);
      expect(statuses).toEqual(Array.from({ length: 30 }, () => 401));
      expect(after).toBe(200);
    },
  );

  it('30 anonymous 1.1 MB POSTs to an upstream that resets do not open its circuit', async () => {
    const { statuses, after } = await thirtyLargePosts('abort');
    // The 401, or 502 when the reset took it before the gateway read it: a refused body, never a circuit failure.
    expect(statuses.every((status) => status === 401 || status === 502)).toBe(true);
    expect(after).toBe(200);
  });

  it('passes the refusal through and keeps the circuit closed, at any point of the body (fuzzed)', async () => {
    let plan: { bytes: number; status: number; close: Closing } = { bytes: 0, status: 413, close: false };
    const base = await gateway(await earlyUpstream(() => plan));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 400_000 }),
        fc.nat(),
        fc.constantFrom(400, 401, 413),
        fc.constantFrom<Closing>(false, 'linger', 'abort'),
        async (size, at, status, close) => {
          plan = { bytes: at % (size + 1), status, close };
          const res = await rawRequest(base, '/api/photo-upload/files', {
            method: 'POST',
            body: Buffer.alloc(size, 0x62),
          });
          // The refusal itself; only an upstream that resets may lose it (502), which does not count either.
          if (close !== 'abort' || res.status !== 502) {
            expect(res.status).toBe(status);
            expect(JSON.parse(res.body)).toMatchObject({ correlationId: expect.any(String) });
          }
          const after = await rawRequest(base, '/api/photo-upload/outcomes/x', { headers: SIGNED_IN });
          expect(after.status).toBe(200);
        },
      ),
      { numRuns: 40 },
    );
  });
});
