import autocannon from 'autocannon';
import { cpuSeconds } from '../lib/processes';

/** One target's figures in one round (or their medians over the rounds). */
export interface Run {
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

export interface Target {
  name: string;
  url: string;
  pids: () => number[];
  /** What the target is: the budgets compare the gateways with direct and nginx; the rest is information. */
  role: 'direct' | 'gateway' | 'nginx' | 'compressed' | 'traced';
}

export interface LoadSettings {
  connections: number;
  durationS: number;
  token: string;
}

/** Loads `target` with autocannon (2 s of warm-up first) and reads the CPU its processes used meanwhile. */
export async function load(target: Target, settings: LoadSettings): Promise<Run> {
  const { name, url } = target;
  const { connections } = settings;
  const pids = target.pids();
  const headers: Record<string, string> = { authorization: `Bearer ${settings.token}` };
  if (target.role === 'compressed') headers['accept-encoding'] = 'gzip';
  // Warm up connections and JIT first, then measure.
  await autocannon({ url, connections, duration: 2, headers });
  const before = pids.map(cpuSeconds);
  const result = await autocannon({ url, connections, duration: settings.durationS, headers });
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

export function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The median of each figure over the rounds of one target (errors are summed: any error counts). */
export function median(runs: Run[]): Run {
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

export function row(run: Run): string {
  const cpu = run.cpuPerRequestUs === null ? '-' : `${run.cpuPerRequestUs.toFixed(1)} µs`;
  const bytes = `${(run.bytesPerRequest / 1024).toFixed(1)} KB`;
  return `${run.name.padEnd(30)} ${run.rps.toFixed(0).padStart(8)} req/s   p50 ${String(run.p50).padStart(4)} ms   p99 ${String(run.p99).padStart(4)} ms   CPU/req ${cpu.padStart(9)}   ${bytes.padStart(8)}/req   errors ${run.errors}`;
}

/**
 * The ratios of `figure` of target `over` to target `under`, one per round: the targets of one round run back to
 * back, so a busy moment of the shared machine weighs on both sides of its ratio (decision 230).
 */
export function perRound(
  rounds: Run[][],
  over: number,
  under: number,
  figure: (run: Run) => number | null,
): number[] {
  return (rounds[over] ?? []).flatMap((run, round) => {
    const a = figure(run);
    const other = rounds[under]?.[round];
    const b = other === undefined ? null : figure(other);
    return a !== null && b !== null && b > 0 ? [a / b] : [];
  });
}

export const list = (ratios: number[], digits: number): string =>
  ratios.map((r) => r.toFixed(digits)).join(', ');
