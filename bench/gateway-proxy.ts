/**
 * Benchmark: the gateway's proxy. The same endpoint (GET /customers/me with a real bearer) is loaded with
 * autocannon directly on the emulator, through the gateway with its own upstream client, through a second gateway
 * whose upstream client is undici's Pool (`UPSTREAM_CLIENT=undici`, decision 420; BENCH_UNDICI=0 skips it), and
 * through nginx when it is installed. It prints requests/s, p50 and p99 for each, and for each gateway the
 * throughput ratio against direct and the CPU per proxied request against nginx's, checked against the budget of
 * ARCHITECTURE.md (the verdict is the own client's, which the gateway uses; undici's is printed beside it). The
 * budgets are checked on that uncompressible path (a small answer, no Accept-Encoding). Beside it, for
 * information, the compressed path: a 100-order page (~100 KB of JSON) asked with `Accept-Encoding: gzip`,
 * through the gateway (which compresses it, gzip -5) and through nginx (`gzip on`, level 5), with the bytes on the
 * wire. BENCH_COMPRESSED=0 skips it. Also for information, tracing's cost: a gateway with
 * OTEL_EXPORTER_OTLP_ENDPOINT set (spans to a collector in this process that accepts and drops them), its CPU per
 * request against the untraced gateway's. BENCH_TRACING=0 skips it.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { signIn } from '../fixtures/src/test/sign-in';
import { startNode, waitFor } from '../scripts/lib/processes';
import { startNginx } from './gateway-proxy/nginx';
import {
  type LoadSettings,
  list,
  load,
  median,
  middle,
  perRound,
  type Run,
  row,
  type Target,
} from './gateway-proxy/runs';
import { startBenchEmulator, stop } from './lib/processes';

/** BENCH_PORT_BASE (default 8270): nginx on it, the gateway on +10 (+11 internal), the emulator on +20. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8270);
const EMULATOR_PORT = PORT_BASE + 20;
const GATEWAY_PORT = PORT_BASE + 10;
const NGINX_PORT = PORT_BASE;
/** The gateway with tracing on (+12, +13 internal) and the collector its spans go to (+30). */
const TRACED_PORT = PORT_BASE + 12;
const COLLECTOR_PORT = PORT_BASE + 30;
/** The gateway whose upstream client is undici (+14, +15 internal). */
const UNDICI_PORT = PORT_BASE + 14;
const TRACING = process.env.BENCH_TRACING !== '0';
const UNDICI = process.env.BENCH_UNDICI !== '0';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BUDGET_THROUGHPUT = 0.5;
const BUDGET_CPU_VS_NGINX = 2.5;
const COMPRESSED = process.env.BENCH_COMPRESSED !== '0';
const ORDERS_PATH = '/orders/v2/superorders/me?Limit=100';
const PATH = '/customers/customers/me';

/** A gateway on `port` (its internal listener on port + 1) in front of the bench's emulator. */
function startGateway(port: number, issuer: string, extra: Record<string, string> = {}): ChildProcess {
  return startNode(
    'gateway/src/main.ts',
    {
      PORT: String(port),
      APP_ENV: 'fixture',
      // One log line per request, as in production (to /dev/null here), so its cost is measured.
      LOG_LEVEL: 'info',
      EMULATOR_URL: `http://127.0.0.1:${EMULATOR_PORT}`,
      OIDC_AUTHORITY: issuer,
      INTERNAL_PORT: String(port + 1),
      // The limits are counted (their cost is measured) but never reached by one user hammering one call.
      RATE_LIMIT_API_PER_ADDRESS: '100000000',
      RATE_LIMIT_API_PER_USER: '100000000',
      ...extra,
    },
    'ignore',
    process.env.BENCH_GATEWAY_NODE,
  );
}

const pidsOf = (child: ChildProcess) => () => [child.pid ?? 0];
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Processes {
  gateway: ChildProcess;
  undici: ChildProcess | null;
  traced: ChildProcess | null;
  nginx: ReturnType<typeof startNginx>;
}

/** What is loaded, in the order of every round. */
function targetsOf(p: Processes): Target[] {
  const at = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;
  const targets: Target[] = [
    { name: 'emulator (direct)', url: at(EMULATOR_PORT, PATH), pids: () => [], role: 'direct' },
    {
      name: 'gateway → emulator',
      url: at(GATEWAY_PORT, `/api${PATH}`),
      pids: pidsOf(p.gateway),
      role: 'gateway',
    },
  ];
  if (p.undici) {
    const url = at(UNDICI_PORT, `/api${PATH}`);
    targets.push({ name: 'gateway (undici) → emulator', url, pids: pidsOf(p.undici), role: 'gateway' });
  }
  if (p.nginx)
    targets.push({ name: 'nginx → emulator', url: at(NGINX_PORT, PATH), pids: p.nginx.pids, role: 'nginx' });
  if (COMPRESSED) {
    const url = at(GATEWAY_PORT, `/api${ORDERS_PATH}`);
    targets.push({ name: 'gateway, orders page gzip', url, pids: pidsOf(p.gateway), role: 'compressed' });
    if (p.nginx) {
      const url = at(NGINX_PORT, ORDERS_PATH);
      targets.push({ name: 'nginx, orders page gzip', url, pids: p.nginx.pids, role: 'compressed' });
    }
  }
  if (p.traced) {
    const url = at(TRACED_PORT, `/api${PATH}`);
    targets.push({ name: 'gateway, tracing on', url, pids: pidsOf(p.traced), role: 'traced' });
  }
  return targets;
}

/** Prints one gateway's verdicts against the budgets (decision 230: the median of the per-round ratios). */
function judge(targets: Target[], rounds: Run[][], runs: Run[], at: number): boolean {
  const directAt = targets.findIndex((t) => t.role === 'direct');
  const nginxAt = targets.findIndex((t) => t.role === 'nginx');
  const name = targets[at]?.name ?? '';
  const gateway = runs[at] as Run;
  let ok = true;
  const throughput = perRound(rounds, at, directAt, (run) => run.rps);
  const ratio = middle(throughput);
  const passes = ratio >= BUDGET_THROUGHPUT && gateway.errors === 0;
  ok &&= passes;
  const direct = runs[directAt] as Run;
  console.log(
    `${name}: throughput ${(ratio * 100).toFixed(0)} % of direct by the median of the rounds' ratios (${list(
      throughput.map((r) => r * 100),
      0,
    )} %; ratio of the medians ${((gateway.rps / direct.rps) * 100).toFixed(0)} %) (budget ≥ ${BUDGET_THROUGHPUT * 100} %) ${passes ? 'PASS' : 'FAIL'}`,
  );
  const nginx = runs[nginxAt];
  if (nginxAt === -1 || !nginx?.cpuPerRequestUs || !gateway.cpuPerRequestUs) {
    console.log('nginx is not installed (apt-get install nginx-light): the CPU comparison was skipped.');
    return ok;
  }
  const cpu = perRound(rounds, at, nginxAt, (run) => run.cpuPerRequestUs);
  const cpuRatio = middle(cpu);
  const cpuPasses = cpuRatio <= BUDGET_CPU_VS_NGINX;
  ok &&= cpuPasses;
  console.log(
    `${name}: CPU per request ${cpuRatio.toFixed(2)}× nginx's by the median of the rounds' ratios (${list(cpu, 2)}; ratio of the medians ${(gateway.cpuPerRequestUs / nginx.cpuPerRequestUs).toFixed(2)}×) (budget ≤ ${BUDGET_CPU_VS_NGINX}×) ${cpuPasses ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}

/** The information lines: the compressed path and tracing's cost. */
function inform(targets: Target[], runs: Run[]): void {
  const viaGateway = runs[targets.findIndex((t) => t.role === 'gateway')];
  const zipped = runs.filter((_run, i) => targets[i]?.role === 'compressed');
  const [gatewayZip, nginxZip] = zipped;
  if (gatewayZip?.cpuPerRequestUs && viaGateway?.cpuPerRequestUs) {
    const vsNginx = nginxZip?.cpuPerRequestUs
      ? `, ${(gatewayZip.cpuPerRequestUs / nginxZip.cpuPerRequestUs).toFixed(2)}× nginx's gzip path`
      : '';
    console.log(
      `compressed path (information, no budget): gateway CPU ${gatewayZip.cpuPerRequestUs.toFixed(0)} µs per 100-order page, ${(gatewayZip.bytesPerRequest / 1024).toFixed(1)} KB on the wire${vsNginx}`,
    );
  }
  const tracedRun = runs.find((_run, i) => targets[i]?.role === 'traced');
  if (tracedRun?.cpuPerRequestUs && viaGateway?.cpuPerRequestUs) {
    const cost = tracedRun.cpuPerRequestUs / viaGateway.cpuPerRequestUs - 1;
    console.log(
      `tracing on (information, no budget): gateway CPU ${tracedRun.cpuPerRequestUs.toFixed(0)} µs per request against ${viaGateway.cpuPerRequestUs.toFixed(0)} µs off (${cost >= 0 ? '+' : ''}${(cost * 100).toFixed(0)} %), ${tracedRun.rps.toFixed(0)} requests/s against ${viaGateway.rps.toFixed(0)}`,
    );
  }
}

export async function benchGatewayProxy(): Promise<boolean> {
  const issuer = `http://localhost:${EMULATOR_PORT}/oidc`;
  const emulator = startBenchEmulator(EMULATOR_PORT, issuer);
  // Spans are accepted and dropped: what is measured is the gateway's work to make and send them.
  const collector = TRACING
    ? createServer((req, res) => {
        req.resume();
        req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
      }).listen(COLLECTOR_PORT, '127.0.0.1')
    : null;
  const processes: Processes = {
    gateway: startGateway(GATEWAY_PORT, issuer),
    undici: UNDICI ? startGateway(UNDICI_PORT, issuer, { UPSTREAM_CLIENT: 'undici' }) : null,
    traced: TRACING
      ? startGateway(TRACED_PORT, issuer, {
          OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${COLLECTOR_PORT}`,
        })
      : null,
    nginx: startNginx(NGINX_PORT, EMULATOR_PORT),
  };
  try {
    // A busy machine starts the emulator and the gateways slowly.
    const START_MS = 180_000;
    await waitFor(`http://127.0.0.1:${EMULATOR_PORT}/oidc/.well-known/openid-configuration`, START_MS);
    await waitFor(`http://127.0.0.1:${GATEWAY_PORT}/healthz`, START_MS);
    if (processes.undici) await waitFor(`http://127.0.0.1:${UNDICI_PORT}/healthz`, START_MS);
    if (processes.traced) await waitFor(`http://127.0.0.1:${TRACED_PORT}/healthz`, START_MS);
    if (processes.nginx) await waitFor(`http://127.0.0.1:${NGINX_PORT}/public-config/www.albelli.nl`);
    const { access_token: token } = await signIn(
      `http://localhost:${EMULATOR_PORT}`,
      issuer,
      'customer@example.com',
    );
    const targets = targetsOf(processes);
    const settings: LoadSettings = { connections: CONNECTIONS, durationS: DURATION_S, token };
    // Rounds interleave the targets so that a noisy moment of the machine does not favour one of them.
    console.log(
      `\nGateway proxy: GET ${PATH}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per target; ${cpus().length} CPUs, load average ${loadAverage()}`,
    );
    const rounds: Run[][] = targets.map(() => []);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, target] of targets.entries()) {
        const run = await load(target, settings);
        rounds[i]?.push(run);
        console.log(`  round ${round}: ${row(run)}`);
      }
    }
    const runs = rounds.map(median);
    console.log('median:');
    for (const run of runs) console.log(`  ${row(run)}`);
    // The verdict is the own client's (the first gateway); undici's is printed beside it.
    const gateways = targets.flatMap((t, i) => (t.role === 'gateway' ? [i] : []));
    const verdicts = gateways.map((at) => judge(targets, rounds, runs, at));
    inform(targets, runs);
    console.log(`load average after: ${loadAverage()}`);
    return verdicts[0] ?? false;
  } finally {
    stop(processes.gateway);
    stop(processes.undici ?? undefined);
    stop(processes.traced ?? undefined);
    collector?.close();
    stop(emulator);
    stop(processes.nginx?.child);
  }
}
