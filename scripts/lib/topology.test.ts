import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../fixtures/src/test/sign-in';
import { connectPush, type PushClient } from '../../gateway/src/test/push-support';
import { renderLoadBalancer } from './nginx-config';
import { freePorts } from './processes';
import { startTopology, type Topology } from './topology';

/**
 * The two-copy topology (redis-server, emulator, two gateways, nginx) as an operator would try it: requests
 * spread over both copies, push messages reach a socket whichever copy holds it, one copy killed mid-load
 * without a failed request, a copy stopped gracefully sends its sockets to the other, Redis restarted.
 */
let topology: Topology;
let token: string;
let publicPort: number;

beforeAll(async () => {
  const [pub, internal, emulator, redis, g1, i1, g2, i2] = await freePorts(8);
  publicPort = pub as number;
  topology = await startTopology({
    ports: {
      public: publicPort,
      internal: internal as number,
      emulator: emulator as number,
      redis: redis as number,
      gateways: [
        { port: g1 as number, internalPort: i1 as number },
        { port: g2 as number, internalPort: i2 as number },
      ],
    },
    gatewayEnv: { RATE_LIMIT_API_PER_ADDRESS: '0', RATE_LIMIT_API_PER_USER: '0' },
  });
  ({ access_token: token } = await signIn(
    topology.emulatorUrl.replace('127.0.0.1', 'localhost'),
    topology.issuer,
    'customer@example.com',
  ));
}, 120_000);

afterAll(async () => {
  await topology?.stop();
}, 60_000);

/** A /push socket through nginx, authenticated; resolves once the gateway said OK. */
async function pushSocket(): Promise<PushClient> {
  // The page is on the load balancer's address; its Host reaches the copies through nginx.
  const base = `http://127.0.0.1:${publicPort}`;
  const socket = connectPush(base, base);
  await socket.opened;
  socket.authenticate(token);
  expect(await socket.nextWithin(5000)).toBe('OK');
  return socket;
}

let eventNumber = 0;
/** Posts an archive event for customer@ to the load balancer's internal listener, as the emulator's jobs do. */
async function publish(): Promise<{ status: number; id: string }> {
  eventNumber += 1;
  const id = `topology-${eventNumber}`;
  const sub = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub as string;
  const res = await fetch(`${topology.internalUrl}/internal/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-push-secret': topology.pushSecret },
    body: JSON.stringify({
      userId: sub,
      message: {
        id,
        timestamp: new Date().toISOString(),
        key: 'archive-finished',
        message: { userId: sub, downloadId: 'd-1' },
      },
    }),
  });
  await res.body?.cancel();
  return { status: res.status, id };
}

async function requestsOn(internalPort: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${internalPort}/metrics`)).text();
  return [
    ...text.matchAll(/^gateway_http_requests_total\{service="customers",status="200"\} (\d+)$/gm),
  ].reduce((sum, match) => sum + Number(match[1]), 0);
}

function load(seconds: number, connections: number) {
  return autocannon({
    url: `http://127.0.0.1:${publicPort}/api/customers/customers/me`,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, host: `localhost:${publicPort}` },
  });
}

describe('two gateway copies behind nginx, on Redis', () => {
  it('docker-compose’s load balancer is what the renderer makes', () => {
    const compose = readFileSync('gateway/deploy/load-balancer.conf', 'utf8');
    expect(compose).toBe(
      renderLoadBalancer({
        listen: '8080',
        internalListen: '9080',
        gateways: ['gateway-1:8080', 'gateway-2:8080'],
        internalGateways: ['gateway-1:9080', 'gateway-2:9080'],
      }),
    );
  });

  it('spreads requests over both copies', async () => {
    const result = await load(2, 10);
    expect(result.non2xx + result.errors).toBe(0);
    const [first, second] = topology.gateways;
    expect(await requestsOn(first?.internalPort ?? 0)).toBeGreaterThan(0);
    expect(await requestsOn(second?.internalPort ?? 0)).toBeGreaterThan(0);
  }, 30_000);

  it('delivers a push message to the user’s sockets on both copies', async () => {
    // nginx alternates: two sockets land on different copies.
    const sockets = [await pushSocket(), await pushSocket()];
    const { status, id } = await publish();
    expect(status).toBe(204);
    for (const socket of sockets)
      expect(JSON.parse((await socket.nextWithin(5000)) ?? '{}')).toMatchObject({ id });
    for (const socket of sockets) socket.ws.close();
  }, 30_000);

  it('loses no request when one copy is killed mid-load, and takes it back when it returns', async () => {
    const running = load(5, 20);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await topology.gateways[0]?.stop('SIGKILL');
    const result = await running;
    expect(result['2xx']).toBeGreaterThan(100);
    expect({ non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }).toEqual({
      non2xx: 0,
      errors: 0,
      timeouts: 0,
    });
    await topology.gateways[0]?.start();
    const after = await load(2, 10);
    expect(after.non2xx + after.errors).toBe(0);
  }, 60_000);

  it('a copy stopped gracefully closes its sockets with 1001; reconnected, they get messages from the other', async () => {
    const sockets = [await pushSocket(), await pushSocket()];
    const stopping = topology.gateways[1]?.stop('SIGTERM');
    const codes = await Promise.race([
      Promise.any(sockets.map((s) => s.closed.then((closed) => closed.code))),
      new Promise<number>((resolve) => setTimeout(() => resolve(0), 15_000)),
    ]);
    expect(codes).toBe(1001);
    await stopping;
    const again = await pushSocket();
    const { status, id } = await publish();
    expect(status).toBe(204);
    expect(JSON.parse((await again.nextWithin(5000)) ?? '{}')).toMatchObject({ id });
    for (const socket of [...sockets, again]) socket.ws.close();
    await topology.gateways[1]?.start();
  }, 60_000);

  it('relays again after Redis restarts', async () => {
    const socket = await pushSocket();
    await topology.restartRedis(500);
    let delivered = false;
    for (let attempt = 0; attempt < 40 && !delivered; attempt++) {
      const { status, id } = await publish();
      if (status === 204) delivered = JSON.parse((await socket.nextWithin(500)) ?? '{}').id === id;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(delivered).toBe(true);
    socket.ws.close();
  }, 60_000);
});
