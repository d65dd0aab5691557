/**
 * Benchmark: the push relay with 10,000 authenticated sockets on one gateway copy. The bench is its own identity
 * provider (an ES256 key served as a JWKS, one token per user), opens the sockets in batches, authenticates each,
 * then publishes messages to random users through the internal ingest at a steady rate and times each from the
 * POST to its arrival on the user's socket. Prints the gateway's memory per socket (RSS and JS heap growth) and
 * the delivery latency against the budgets of ARCHITECTURE.md (p99 < 50 ms, < 20 KB per socket).
 *
 * BENCH_SOCKETS (10000), BENCH_MESSAGES (2000), BENCH_RATE (messages/s, 400), BENCH_GATEWAY_NODE (another node
 * binary for the gateway, e.g. Node 24).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { Pool, WebSocket } from 'undici';
import { API_AUDIENCE } from '#contracts/claims';
import { startNode, waitFor } from '../scripts/lib/processes';
import { freePort, stopAndWait } from './lib/processes';
import { rssBytes } from './lib/rss';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const RATE = Number(process.env.BENCH_RATE ?? 400);
const BATCH = 250;
const BUDGET_P99_MS = 50;
const BUDGET_BYTES_PER_SOCKET = 20 * 1024;
const SECRET = 'bench-push-ingest-secret';

async function serveJwks(body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(body),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`, server };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The gateway's own view: the bucket (upper bound, ms) of its relay-lag histogram holding the p-th percentile. */
async function relayLagBucket(internal: string, p: number): Promise<number> {
  const text = await (await fetch(`${internal}/metrics`)).text();
  const buckets = [...text.matchAll(/^gateway_push_relay_lag_seconds_bucket\{le="([^"]+)"\} (\d+)/gm)].map(
    (m) => ({
      le: m[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(m[1]),
      count: Number(m[2]),
    }),
  );
  const total = buckets[buckets.length - 1]?.count ?? 0;
  return (buckets.find((b) => b.count >= (p / 100) * total)?.le ?? Number.NaN) * 1000;
}

async function heapUsed(internal: string): Promise<number> {
  const text = await (await fetch(`${internal}/metrics`)).text();
  return Number(/^gateway_nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(text)?.[1] ?? Number.NaN);
}

/** One gateway copy trusting the bench's own keys, with the per-address limits off (one address opens every socket). */
function startGateway(port: number, internalPort: number, issuer: string, jwksUrl: string) {
  return startNode(
    'gateway/src/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      INTERNAL_PORT: String(internalPort),
      APP_ENV: 'test',
      // The sockets' Origin is http://127.0.0.1:<port>, one of the fixture hosts.
      FIXTURE_HOSTS: 'true',
      LOG_LEVEL: 'warn',
      OIDC_AUTHORITY: issuer,
      OIDC_ISSUER: issuer,
      OIDC_JWKS_URL: jwksUrl,
      PUSH_INGEST_SECRET: SECRET,
      // One address opens every socket here: the per-address limits would (rightly) stop it.
      RATE_LIMIT_PAGES_PER_ADDRESS: '0',
      RATE_LIMIT_PUSH_AUTH_PER_ADDRESS: '0',
      PUSH_MAX_UNAUTHENTICATED_PER_ADDRESS: '0',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    'ignore',
    process.env.BENCH_GATEWAY_NODE,
  );
}

/** One access token per user, u-0 to u-(SOCKETS-1). */
function signTokens(issuer: string, privateKey: CryptoKey): Promise<string[]> {
  return Promise.all(
    Array.from({ length: SOCKETS }, (_, i) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: 'bench', typ: 'at+jwt' })
        .setSubject(`u-${i}`)
        .setIssuer(issuer)
        .setAudience(API_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(privateKey),
    ),
  );
}

/** What arrives on the sockets: each bench message timed from its POST (`sent`) to its arrival. */
interface Deliveries {
  sent: Map<string, bigint>;
  latencies: number[];
  received: number;
}

/** Opens and authenticates a socket per token, BATCH at a time, each recording the bench messages it receives. */
async function openSockets(
  base: string,
  tokens: string[],
  sockets: WebSocket[],
  got: Deliveries,
): Promise<void> {
  for (let from = 0; from < tokens.length; from += BATCH) {
    await Promise.all(
      tokens.slice(from, from + BATCH).map(
        (token) =>
          new Promise<void>((resolve, reject) => {
            const ws = new WebSocket(`${base.replace('http', 'ws')}/push`, { headers: { origin: base } });
            ws.addEventListener('open', () => ws.send(JSON.stringify({ action: 'authenticate', token })));
            ws.addEventListener('error', () => reject(new Error('a socket failed to open')));
            ws.addEventListener('message', (event) => {
              const text = String(event.data);
              if (text === 'OK') return resolve();
              const id = (JSON.parse(text) as { id: string }).id;
              const at = got.sent.get(id);
              if (at === undefined) return;
              got.latencies.push(Number(process.hrtime.bigint() - at) / 1e6);
              got.received += 1;
            });
            sockets.push(ws);
          }),
      ),
    );
  }
}

/** MESSAGES to random users through the internal ingest at RATE a second; waits up to 5 s for them to arrive. */
async function publish(internal: string, got: Deliveries): Promise<void> {
  const interval = 1000 / RATE;
  const posts: Promise<unknown>[] = [];
  const ingest = new Pool(internal, { connections: 16 });
  const publishStart = performance.now();
  for (let i = 0; i < MESSAGES; i++) {
    const due = publishStart + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const user = `u-${Math.floor(Math.random() * SOCKETS)}`;
    const id = `bench-${i}`;
    got.sent.set(id, process.hrtime.bigint());
    posts.push(
      ingest
        .request({
          path: '/internal/push',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-push-secret': SECRET },
          body: JSON.stringify({
            userId: user,
            message: {
              id,
              timestamp: new Date().toISOString(),
              key: 'archive-finished',
              message: { userId: user, downloadId: 'd' },
            },
          }),
        })
        .then((res) => res.body.dump()),
    );
  }
  await Promise.all(posts);
  for (let i = 0; i < 50 && got.received < MESSAGES; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await ingest.close();
}

interface Measured {
  openSeconds: number;
  rssBefore: number;
  rssAfter: number;
  heapBefore: number;
  heapAfter: number;
  got: Deliveries;
  serverP50: number;
  serverP99: number;
}

/** Prints the figures against the budgets; true when both hold. */
function report({
  openSeconds,
  rssBefore,
  rssAfter,
  heapBefore,
  heapAfter,
  got,
  serverP50,
  serverP99,
}: Measured) {
  const latencies = [...got.latencies].sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const max = latencies[latencies.length - 1] ?? Number.NaN;
  const rssPerSocket = (rssAfter - rssBefore) / SOCKETS;
  const heapPerSocket = (heapAfter - heapBefore) / SOCKETS;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\nPush relay: ${SOCKETS.toLocaleString('en-GB')} authenticated sockets on one copy, ${MESSAGES} messages at ${RATE}/s`,
  );
  console.log(`  sockets opened and authenticated in ${openSeconds.toFixed(1)} s`);
  console.log(
    `  gateway RSS ${(rssBefore / 1048576).toFixed(0)} → ${(rssAfter / 1048576).toFixed(0)} MB: ${kb(rssPerSocket)} per socket (JS heap ${kb(heapPerSocket)} per socket)`,
  );
  console.log(
    `  delivered ${got.received}/${MESSAGES}; from the POST to the socket: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
  );
  console.log(
    `  the gateway's own relay lag (ingest to socket send, histogram buckets): p50 ≤ ${serverP50} ms, p99 ≤ ${serverP99} ms`,
  );
  const latencyOk = got.received === MESSAGES && p99 < BUDGET_P99_MS;
  const memoryOk = rssPerSocket < BUDGET_BYTES_PER_SOCKET;
  console.log(
    `delivery p99 ${p99.toFixed(1)} ms (budget < ${BUDGET_P99_MS} ms, none lost) ${latencyOk ? 'PASS' : 'FAIL'}`,
  );
  console.log(`memory per socket ${kb(rssPerSocket)} (budget < 20 KB) ${memoryOk ? 'PASS' : 'FAIL'}`);
  return latencyOk && memoryOk;
}

export async function benchPushSockets(): Promise<boolean> {
  const issuer = 'http://bench-issuer.invalid/oidc';
  const keys = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'bench', alg: 'ES256', use: 'sig' };
  const jwks = await serveJwks(JSON.stringify({ keys: [jwk] }));
  const [port, internalPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const internal = `http://127.0.0.1:${internalPort}`;
  const gateway = startGateway(port, internalPort, issuer, jwks.url);
  const sockets: WebSocket[] = [];
  try {
    await waitFor(`${base}/healthz`);
    const tokens = await signTokens(issuer, keys.privateKey);
    // Settle the gateway (JIT, pools) before measuring what sockets cost.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const pid = gateway.pid ?? 0;
    const rssBefore = rssBytes(pid);
    const heapBefore = await heapUsed(internal);
    const got: Deliveries = { sent: new Map(), latencies: [], received: 0 };
    const started = performance.now();
    await openSockets(base, tokens, sockets, got);
    const openSeconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfter = rssBytes(pid);
    const heapAfter = await heapUsed(internal);
    await publish(internal, got);
    const [serverP50, serverP99] = [await relayLagBucket(internal, 50), await relayLagBucket(internal, 99)];
    return report({ openSeconds, rssBefore, rssAfter, heapBefore, heapAfter, got, serverP50, serverP99 });
  } finally {
    for (const ws of sockets) ws.close();
    await stopAndWait(gateway);
    jwks.server.close();
  }
}
