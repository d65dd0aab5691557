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

/** BENCH_INSTRUCTIONS_PORT_BASE (default 8380): the proxy on it (+1 internal), the emulator on +10. */
const PORT_BASE = Number(process.env.BENCH_INSTRUCTIONS_PORT_BASE ?? 8380);
const EMULATOR_PORT = PORT_BASE + 10;
const PROXY_PORT = PORT_BASE;
const INTERNAL_PORT = PORT_BASE + 1;
/** BENCH_CALLGRIND_KEEP=1 keeps the callgrind files (for callgrind_annotate) and prints where they are. */
const KEEP = process.env.BENCH_CALLGRIND_KEEP === '1';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 15_000);
const CONNECTIONS = 20;
/** Under callgrind on a busy machine an answer can take seconds: autocannon's 10 s would count it lost. */
const TIMEOUT_S = 120;
/** How long the proxy may take to start under callgrind (BENCH_START_WAIT_S; minutes on a busy machine). */
const START_WAIT_S = Number(process.env.BENCH_START_WAIT_S ?? 300);

/** The callgrind files of a run, one per thread (callgrind.out.<dump>-<thread>), main thread first. */
function threadFiles(dir: string): string[] {
  const thread = (file: string) => Number(/-(\d+)$/.exec(file)?.[1] ?? 0);
  return readdirSync(dir)
    .filter((file) => /^callgrind\.out\.\d+-\d+$/.test(file))
    .sort((a, b) => thread(a) - thread(b))
    .map((file) => join(dir, file));
}

function totalOf(file: string): number {
  const totals = /^totals: (\d+)/m.exec(readFileSync(file, 'utf8'));
  return totals ? Number(totals[1]) : 0;
}

/**
 * Instructions run from libuv's timers phase (`uv__run_timers`, inclusive): work driven by the clock, not by
 * requests (under-pressure's event-loop sampling, the HTTP server's connection checks, metric histograms).
 * Callgrind slows the process about fifty times, so a second of such work lands on ~100 requests instead of
 * thousands, and more of it on a busier machine: it is printed apart from the work per request.
 */
function timersOf(file: string): number {
  const annotated = spawnSync('callgrind_annotate', ['--inclusive=yes', '--threshold=100', file], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const line = /^\s*([\d,]+) .*:uv__run_timers /m.exec(annotated.stdout ?? '');
  return line ? Number((line[1] as string).replaceAll(',', '')) : 0;
}

interface Counts {
  /** Per request: the main thread's instructions, those of its timers phase, and the other threads'. */
  main: number;
  timers: number;
  others: number;
}

function countsOf(dir: string, requests: number): Counts {
  const [main, ...others] = threadFiles(dir);
  if (main === undefined) throw new Error(`no callgrind files in ${dir}`);
  return {
    main: totalOf(main) / requests,
    timers: timersOf(main) / requests,
    others: others.reduce((sum, file) => sum + totalOf(file), 0) / requests,
  };
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
  const until = Date.now() + START_WAIT_S * 1000;
  while (Date.now() < until) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/customers/customers/me`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`nothing answered on port ${port} in ${START_WAIT_S} s`);
}

async function count(
  name: string,
  entry: string,
  env: Record<string, string>,
  token: string,
): Promise<Counts> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-callgrind-'));
  const proxy = underCallgrind(entry, dir, { ...env, PORT: String(PROXY_PORT) });
  try {
    await waitForPort(PROXY_PORT);
    const url = `http://127.0.0.1:${PROXY_PORT}/api/customers/customers/me`;
    const headers = { authorization: `Bearer ${token}` };
    await autocannon({ url, connections: CONNECTIONS, amount: WARM_UP, headers, timeout: TIMEOUT_S });
    const control = (...args: string[]) =>
      spawnSync('callgrind_control', [...args, String(proxy.pid)], { stdio: 'ignore' });
    control('--instr=on');
    control('--zero');
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      amount: REQUESTS,
      headers,
      timeout: TIMEOUT_S,
    });
    control('--instr=off');
    control('--dump');
    if (result['2xx'] !== REQUESTS) {
      throw new Error(
        `${name}: ${result['2xx']} of ${REQUESTS} requests answered 2xx (non-2xx ${result.non2xx}: ${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}, timeouts ${result.timeouts})`,
      );
    }
    if (KEEP) console.log(`  ${name}: callgrind files in ${dir}`);
    return countsOf(dir, REQUESTS);
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
    // A busy machine starts the emulator slowly.
    await waitFor(`http://127.0.0.1:${EMULATOR_PORT}/oidc/.well-known/openid-configuration`, 120_000);
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
    // BENCH_INSTRUCTIONS_ONLY=gateway counts the gateway alone (the floor moves only with Node or H1Pool).
    const only = process.env.BENCH_INSTRUCTIONS_ONLY;
    for (const [name, entry, env] of runs) {
      if (only !== undefined && !name.startsWith(only)) continue;
      const { main, timers, others } = await count(name, entry, env, token);
      console.log(
        `  ${name.padEnd(24)} main thread ${thousands(main).padStart(7)} = requests ${thousands(main - timers).padStart(7)} + timers ${thousands(timers).padStart(6)}   other threads (GC, compiler) ${thousands(others).padStart(6)}`,
      );
    }
    return true;
  } finally {
    stop(emulator);
  }
}
