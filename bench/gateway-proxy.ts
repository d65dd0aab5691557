/**
 * Benchmark: the gateway's proxy. The same endpoint (GET /customers/me with a real bearer) is loaded with
 * autocannon directly on the emulator, through the gateway, and through nginx when it is installed. It prints
 * requests/s, p50 and p99 for each, the throughput ratio and the CPU per proxied request of the gateway
 * process against nginx's, and checks them against the budget of ARCHITECTURE.md. The budgets are checked on
 * that uncompressible path (a small answer, no Accept-Encoding). Beside it, for information, the compressed path:
 * a 100-order page (~100 KB of JSON) asked with `Accept-Encoding: gzip`, through the gateway (which compresses
 * it, gzip -5) and through nginx (`gzip on`, level 5), with the bytes on the wire. BENCH_COMPRESSED=0 skips it.
 * Also for information, tracing's cost: a second gateway with OTEL_EXPORTER_OTLP_ENDPOINT set (spans to a
 * collector in this process that accepts and drops them), its CPU per request against the untraced gateway's.
 * BENCH_TRACING=0 skips it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signIn } from '../fixtures/src/test/sign-in';
import { startNode, waitFor } from '../scripts/lib/processes';
import { cpuSeconds, startBenchEmulator, stop } from './lib/processes';

/** BENCH_PORT_BASE (default 8270): nginx on it, the gateway on +10 (+11 internal), the emulator on +20. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8270);
const EMULATOR_PORT = PORT_BASE + 20;
const GATEWAY_PORT = PORT_BASE + 10;
const NGINX_PORT = PORT_BASE;
/** The gateway with tracing on (+12, +13 internal) and the collector its spans go to (+30). */
const TRACED_PORT = PORT_BASE + 12;
const COLLECTOR_PORT = PORT_BASE + 30;
const TRACING = process.env.BENCH_TRACING !== '0';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BUDGET_THROUGHPUT = 0.5;
const BUDGET_CPU_VS_NGINX = 2.5;
const COMPRESSED = process.env.BENCH_COMPRESSED !== '0';
const ORDERS_PATH = '/orders/v2/superorders/me?Limit=100';

interface Run {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  cpuPerRequestUs: number | null;
  /** Bytes of the answers received, per request (headers included). */
  bytesPerRequest: number;
}

interface Target {
  name: string;
  url: string;
  pids: () => number[];
  /** The compressed path: asked with Accept-Encoding: gzip; not under the budgets. */
  compressed?: boolean;
  /** Through the gateway with tracing on; not under the budgets. */
  traced?: boolean;
}

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

async function load(target: Target, token: string): Promise<Run> {
  const { name, url } = target;
  const pids = target.pids();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (target.compressed) headers['accept-encoding'] = 'gzip';
  // Warm up connections and JIT first, then measure.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const before = pids.map(cpuSeconds);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const cpu = pids.map(cpuSeconds).reduce((sum, after, i) => sum + after - (before[i] ?? 0), 0);
  const ok = result['2xx'];
  if (result.non2xx > 0) {
    console.log(`${name}: statuses ${JSON.stringify(result.statusCodeStats)}`);
  }
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: ok,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuPerRequestUs: pids.length > 0 && ok > 0 ? (cpu / ok) * 1e6 : null,
    bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

function startNginx(): { child: ChildProcess; pids: () => number[] } | null {
  const which = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx']);
  const bin = which.stdout.toString().trim().split('\n')[0];
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  # Like the gateway: one log line per request, written in batches, and a correlation id sent upstream.
  log_format line escape=json '{"time":"$time_iso8601","method":"$request_method","url":"$uri","status":$status,"ms":$request_time,"correlationId":"$request_id"}';
  access_log ${dir}/access.log line buffer=64k flush=1s;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream emulator { server 127.0.0.1:${EMULATOR_PORT}; keepalive 64; }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    # Like the gateway, which does not recycle busy connections (at nginx's default of 1,000, autocannon's next
    # request on a connection being closed counts as an error).
    keepalive_requests 100000;
    location / {
      proxy_pass http://emulator;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Cookie "";
      proxy_set_header X-CorrelationId $request_id;
      # The compressed path, like the gateway's: JSON over 1 KB, gzip level 5.
      gzip on; gzip_types application/json; gzip_min_length 1024; gzip_comp_level 5; gzip_proxied any;
    }
  }
}
`,
  );
  const child = spawn(bin, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pids = () =>
    spawnSync('pgrep', ['-P', String(child.pid)])
      .stdout.toString()
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number)
      .concat(child.pid ?? []);
  return { child, pids };
}

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The median of each figure over the rounds of one target (errors are summed: any error counts). */
function median(runs: Run[]): Run {
  const cpu = runs.map((r) => r.cpuPerRequestUs).filter((v): v is number => v !== null);
  return {
    name: runs[0]?.name ?? '',
    rps: middle(runs.map((r) => r.rps)),
    p50: middle(runs.map((r) => r.p50)),
    p99: middle(runs.map((r) => r.p99)),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    cpuPerRequestUs: cpu.length > 0 ? middle(cpu) : null,
    bytesPerRequest: middle(runs.map((r) => r.bytesPerRequest)),
  };
}

function row(run: Run): string {
  const cpu = run.cpuPerRequestUs === null ? '-' : `${run.cpuPerRequestUs.toFixed(1)} µs`;
  const bytes = `${(run.bytesPerRequest / 1024).toFixed(1)} KB`;
  return `${run.name.padEnd(30)} ${run.rps.toFixed(0).padStart(8)} req/s   p50 ${String(run.p50).padStart(4)} ms   p99 ${String(run.p99).padStart(4)} ms   CPU/req ${cpu.padStart(9)}   ${bytes.padStart(8)}/req   errors ${run.errors}`;
}

export async function benchGatewayProxy(): Promise<boolean> {
  const issuer = `http://localhost:${EMULATOR_PORT}/oidc`;
  const emulator = startBenchEmulator(EMULATOR_PORT, issuer);
  const gateway = startGateway(GATEWAY_PORT, issuer);
  // Spans are accepted and dropped: what is measured is the gateway's work to make and send them.
  const collector = TRACING
    ? createServer((req, res) => {
        req.resume();
        req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
      }).listen(COLLECTOR_PORT, '127.0.0.1')
    : null;
  const traced = TRACING
    ? startGateway(TRACED_PORT, issuer, { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${COLLECTOR_PORT}` })
    : null;
  const nginx = startNginx();
  try {
    // A busy machine starts the emulator and the gateways slowly.
    const START_MS = 180_000;
    await waitFor(`http://127.0.0.1:${EMULATOR_PORT}/oidc/.well-known/openid-configuration`, START_MS);
    await waitFor(`http://127.0.0.1:${GATEWAY_PORT}/healthz`, START_MS);
    if (traced) await waitFor(`http://127.0.0.1:${TRACED_PORT}/healthz`, START_MS);
    const { access_token: token } = await signIn(
      `http://localhost:${EMULATOR_PORT}`,
      issuer,
      'customer@example.com',
    );
    const path = '/customers/customers/me';

    const targets: Target[] = [
      { name: 'emulator (direct)', url: `http://127.0.0.1:${EMULATOR_PORT}${path}`, pids: () => [] },
      {
        name: 'gateway → emulator',
        url: `http://127.0.0.1:${GATEWAY_PORT}/api${path}`,
        pids: () => [gateway.pid ?? 0],
      },
    ];
    if (nginx) {
      await waitFor(`http://127.0.0.1:${NGINX_PORT}/public-config/www.albelli.nl`);
      targets.push({
        name: 'nginx → emulator',
        url: `http://127.0.0.1:${NGINX_PORT}${path}`,
        pids: nginx.pids,
      });
    }
    if (COMPRESSED) {
      targets.push({
        name: 'gateway, orders page gzip',
        url: `http://127.0.0.1:${GATEWAY_PORT}/api${ORDERS_PATH}`,
        pids: () => [gateway.pid ?? 0],
        compressed: true,
      });
      if (nginx) {
        targets.push({
          name: 'nginx, orders page gzip',
          url: `http://127.0.0.1:${NGINX_PORT}${ORDERS_PATH}`,
          pids: nginx.pids,
          compressed: true,
        });
      }
    }

    if (traced) {
      targets.push({
        name: 'gateway, tracing on',
        url: `http://127.0.0.1:${TRACED_PORT}/api${path}`,
        pids: () => [traced.pid ?? 0],
        traced: true,
      });
    }

    // Rounds interleave the targets so that a noisy moment of the machine does not favour one of them; each
    // figure is the median over the rounds.
    console.log(
      `\nGateway proxy: GET ${path}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per target; ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const rounds: Run[][] = targets.map(() => []);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, target] of targets.entries()) {
        const run = await load(target, token);
        rounds[i]?.push(run);
        console.log(`  round ${round}: ${row(run)}`);
      }
    }
    const runs = rounds.map(median);
    console.log('median:');
    for (const run of runs) console.log(`  ${row(run)}`);
    const plainAt = targets.flatMap((target, i) => (target.compressed || target.traced ? [] : [i]));
    const [directAt = -1, gatewayAt = -1, nginxAt = -1] = plainAt;
    const [direct, viaGateway, viaNginx] = plainAt.map((i) => runs[i]);
    /**
     * The budgets are judged by the median of the per-round ratios (decision 230): the targets of one round run
     * back to back, so a busy moment of the shared machine weighs on both sides of its ratio; the ratio of the
     * medians, printed beside it, pairs figures from different rounds.
     */
    const perRound = (over: number, under: number, figure: (run: Run) => number | null): number[] =>
      (rounds[over] ?? []).flatMap((run, round) => {
        const a = figure(run);
        const b = figure(rounds[under]?.[round] as Run);
        return a !== null && b !== null && b > 0 ? [a / b] : [];
      });
    const list = (ratios: number[], digits: number) => ratios.map((r) => r.toFixed(digits)).join(', ');
    let ok = true;
    if (direct && viaGateway) {
      const ratios = perRound(gatewayAt, directAt, (run) => run.rps);
      const ratio = middle(ratios);
      const pass = ratio >= BUDGET_THROUGHPUT && viaGateway.errors === 0;
      ok &&= pass;
      console.log(
        `throughput through the gateway: ${(ratio * 100).toFixed(0)} % of direct by the median of the rounds' ratios (${list(
          ratios.map((r) => r * 100),
          0,
        )} %; ratio of the medians ${((viaGateway.rps / direct.rps) * 100).toFixed(0)} %) (budget ≥ ${BUDGET_THROUGHPUT * 100} %) ${pass ? 'PASS' : 'FAIL'}`,
      );
    }
    if (viaGateway?.cpuPerRequestUs && viaNginx?.cpuPerRequestUs) {
      const ratios = perRound(gatewayAt, nginxAt, (run) => run.cpuPerRequestUs);
      const ratio = middle(ratios);
      const pass = ratio <= BUDGET_CPU_VS_NGINX;
      ok &&= pass;
      console.log(
        `gateway CPU per request: ${ratio.toFixed(2)}× nginx's by the median of the rounds' ratios (${list(ratios, 2)}; ratio of the medians ${(viaGateway.cpuPerRequestUs / viaNginx.cpuPerRequestUs).toFixed(2)}×) (budget ≤ ${BUDGET_CPU_VS_NGINX}×) ${pass ? 'PASS' : 'FAIL'}`,
      );
    } else if (!nginx) {
      console.log('nginx is not installed (apt-get install nginx-light): the CPU comparison was skipped.');
    }
    const zipped = runs.filter((_run, i) => targets[i]?.compressed);
    const [gatewayZip, nginxZip] = zipped;
    if (gatewayZip?.cpuPerRequestUs && viaGateway?.cpuPerRequestUs) {
      const vsNginx = nginxZip?.cpuPerRequestUs
        ? `, ${(gatewayZip.cpuPerRequestUs / nginxZip.cpuPerRequestUs).toFixed(2)}× nginx's gzip path`
        : '';
      console.log(
        `compressed path (information, no budget): gateway CPU ${gatewayZip.cpuPerRequestUs.toFixed(0)} µs per 100-order page, ${(gatewayZip.bytesPerRequest / 1024).toFixed(1)} KB on the wire${vsNginx}`,
      );
    }
    const tracedRun = runs.find((_run, i) => targets[i]?.traced);
    if (tracedRun?.cpuPerRequestUs && viaGateway?.cpuPerRequestUs) {
      const cost = tracedRun.cpuPerRequestUs / viaGateway.cpuPerRequestUs - 1;
      console.log(
        `tracing on (information, no budget): gateway CPU ${tracedRun.cpuPerRequestUs.toFixed(0)} µs per request against ${viaGateway.cpuPerRequestUs.toFixed(0)} µs off (${cost >= 0 ? '+' : ''}${(cost * 100).toFixed(0)} %), ${tracedRun.rps.toFixed(0)} requests/s against ${viaGateway.rps.toFixed(0)}`,
      );
    }
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    return ok;
  } finally {
    stop(gateway);
    stop(traced ?? undefined);
    collector?.close();
    stop(emulator);
    stop(nginx?.child);
  }
}
