/**
 * Benchmark: instructions per proxied request, counted by valgrind's callgrind. CPU time on a shared machine
 * moves by a quarter from one run to the next; the count of instructions the gateway's main thread runs for a
 * request moves by a few per cent, so it shows what a change to the proxy's path costs or saves. It loads
 * `GET /customers/me` through the gateway and through a bare Node proxy on the same upstream client
 * (`bench/lib/bare-proxy.ts`, the floor), each under callgrind: a warm-up with instrumentation off, then
 * BENCH_REQUESTS (5,000) counted requests. No budget: the figures are for comparing changes.
 * Needs valgrind (`apt-get install valgrind`); skipped without it. Takes about two minutes.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signIn } from '../fixtures/src/test/sign-in';
import { waitFor } from '../scripts/lib/processes';
import { startBenchEmulator, stop } from './lib/processes';

const EMULATOR_PORT = 8390;
const PROXY_PORT = 8380;
const INTERNAL_PORT = 8381;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 15_000);
const CONNECTIONS = 20;

/** Instructions per request of each thread of a callgrind run (its files, one per thread), main thread first. */
function perThread(dir: string, requests: number): number[] {
  // The dump writes one file per thread: callgrind.out.<dump>-<thread>.
  const thread = (file: string) => Number(/-(\d+)$/.exec(file)?.[1] ?? 0);
  return readdirSync(dir)
    .filter((file) => /^callgrind\.out\.\d+-\d+$/.test(file))
    .sort((a, b) => thread(a) - thread(b))
    .map((file) => {
      const totals = /^totals: (\d+)/m.exec(readFileSync(join(dir, file), 'utf8'));
      return totals ? Number(totals[1]) / requests : 0;
    });
}

/** Starts `entry` under callgrind with instrumentation off (the warm-up runs at near full speed). */
function underCallgrind(entry: string, dir: string, env: Record<string, string>): ChildProcess {
  return spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      '--cache-sim=no',
      '--branch-sim=no',
      // V8 writes its code at run time
      '--smc-check=all-non-file',
      '--separate-threads=yes',
      `--callgrind-out-file=${join(dir, 'callgrind.out')}`,
      process.execPath,
      '--import',
      'tsx',
      entry,
    ],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'ignore'] },
  );
}

async function waitForPort(port: number): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/customers/customers/me`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`nothing answered on port ${port} in two minutes`);
}

async function count(
  name: string,
  entry: string,
  env: Record<string, string>,
  token: string,
): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-callgrind-'));
  const proxy = underCallgrind(entry, dir, { ...env, PORT: String(PROXY_PORT) });
  try {
    await waitForPort(PROXY_PORT);
    const url = `http://127.0.0.1:${PROXY_PORT}/api/customers/customers/me`;
    const headers = { authorization: `Bearer ${token}` };
    await autocannon({ url, connections: CONNECTIONS, amount: WARM_UP, headers });
    const control = (...args: string[]) =>
      spawnSync('callgrind_control', [...args, String(proxy.pid)], { stdio: 'ignore' });
    control('--instr=on');
    control('--zero');
    const result = await autocannon({ url, connections: CONNECTIONS, amount: REQUESTS, headers });
    control('--instr=off');
    control('--dump');
    if (result['2xx'] !== REQUESTS) {
      throw new Error(
        `${name}: ${result['2xx']} of ${REQUESTS} requests answered 2xx (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
      );
    }
    return perThread(dir, REQUESTS);
  } finally {
    proxy.kill('SIGKILL');
  }
}

const thousands = (n: number) => `${(n / 1000).toFixed(1)}k`;

export async function benchProxyInstructions(): Promise<boolean> {
  if (spawnSync('sh', ['-c', 'command -v valgrind']).status !== 0) {
    console.log('valgrind is not installed (apt-get install valgrind): skipped.');
    return true;
  }
  const issuer = `http://localhost:${EMULATOR_PORT}/oidc`;
  const emulator = startBenchEmulator(EMULATOR_PORT, issuer);
  try {
    await waitFor(`http://127.0.0.1:${EMULATOR_PORT}/oidc/.well-known/openid-configuration`);
    const { access_token: token } = await signIn(
      `http://localhost:${EMULATOR_PORT}`,
      issuer,
      'customer@example.com',
    );
    const upstream = `http://127.0.0.1:${EMULATOR_PORT}`;
    console.log(
      `\nInstructions per proxied GET /customers/me (callgrind, ${REQUESTS} requests after ${WARM_UP} to warm up)`,
    );
    const runs: Array<[string, string, Record<string, string>]> = [
      [
        'gateway',
        'gateway/src/main.ts',
        {
          APP_ENV: 'fixture',
          LOG_LEVEL: 'info',
          EMULATOR_URL: upstream,
          OIDC_AUTHORITY: issuer,
          INTERNAL_PORT: String(INTERNAL_PORT),
          RATE_LIMIT_API_PER_ADDRESS: '100000000',
          RATE_LIMIT_API_PER_USER: '100000000',
          // Under callgrind the event loop is always busy: load shedding would answer 503s and end the count.
          PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0',
        },
      ],
      ['bare Node proxy (floor)', 'bench/lib/bare-proxy.ts', { UPSTREAM_URL: upstream }],
    ];
    for (const [name, entry, env] of runs) {
      const [main = 0, ...others] = await count(name, entry, env, token);
      const helpers = others.reduce((sum, n) => sum + n, 0);
      console.log(
        `  ${name.padEnd(24)} main thread ${thousands(main).padStart(7)}   other threads (GC, compiler) ${thousands(helpers).padStart(6)}`,
      );
    }
    return true;
  } finally {
    stop(emulator);
  }
}
