import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { loadavg } from 'node:os';
import type { Readable } from 'node:stream';

/**
 * The one line a start prints that says nothing: oidc-provider (the emulator's identity provider) warns
 * "Unsupported runtime. Use Node.js v22.x LTS" on any Node before 22 at import, with no switch to turn it off. It
 * runs correctly on Node 20.19, which `package.json` `engines` supports and CI runs (docs/emulator.md).
 */
export const KNOWN_NOISE = /^(?:\S?\[[\d;]*m)?oidc-provider WARNING: Unsupported runtime\./;

/**
 * Starts a TypeScript entry point (emulator, gateway) in its own Node process, so it runs as it does in
 * production and its CPU can be measured apart. Its stdout is shown or dropped; stderr is always shown, but for
 * the one known line of noise (`KNOWN_NOISE`).
 */
export function startNode(
  entry: string,
  env: Record<string, string>,
  stdout: 'inherit' | 'ignore' = 'ignore',
  /** Another node binary (a benchmark comparing Node versions); default this process's. */
  nodeBinary: string = process.execPath,
): ChildProcess {
  // TypeScript through tsx; JavaScript (the emulator's bundle, emulator-bundle.ts) as it is
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(nodeBinary, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'pipe'],
  });
  if (child.stderr)
    forwardLines(child.stderr, (line) => KNOWN_NOISE.test(line) || process.stderr.write(line));
  return child;
}

/** Calls `write` with each whole line (its newline kept) of `stream`, and with the unfinished rest at its end. */
export function forwardLines(stream: Readable, write: (line: string) => unknown): void {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (rest + chunk).split(/(?<=\n)/);
    rest = lines.at(-1)?.endsWith('\n') ? '' : (lines.pop() ?? '');
    for (const line of lines) write(line);
  });
  stream.on('end', () => {
    if (rest !== '') write(rest);
  });
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** `count` distinct TCP ports free on the loopback interface, chosen by the OS (its ephemeral range). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address !== null ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** CPU seconds a process has used so far (Linux /proc), or undefined where that cannot be read. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Resolves once `url` answers 2xx. No fixed deadline: it waits as long as `child` is alive and making progress
 * (using CPU: on a busy machine a start takes as long as it gets CPU for), says every 5 s what it waits for, and
 * rejects when the child exits or has used no CPU for `stallMs` without answering.
 */
export async function waitForChild(
  url: string,
  child: ChildProcess,
  what: string,
  { stallMs = 60_000, say = (line: string) => console.log(line) } = {},
): Promise<void> {
  const started = Date.now();
  let lastCpu = cpuSeconds(child.pid) ?? 0;
  let lastProgress = Date.now();
  let nextReport = started + 5_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${what} stopped (${child.signalCode ?? `exit ${child.exitCode}`}) before ${url} answered`,
      );
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    const now = Date.now();
    const cpu = cpuSeconds(child.pid);
    if (cpu === undefined || cpu > lastCpu) {
      lastCpu = cpu ?? lastCpu;
      lastProgress = now;
    } else if (now - lastProgress > stallMs) {
      throw new Error(
        `${what} has used no CPU for ${Math.round(stallMs / 1000)} s and ${url} does not answer`,
      );
    }
    if (now >= nextReport) {
      const load = loadavg()[0]?.toFixed(1) ?? '?';
      say(
        `Waiting for ${what} (${url}): ${Math.round((now - started) / 1000)} s, ` +
          `${cpu === undefined ? 'running' : `${cpu.toFixed(1)} s of CPU used`}, machine load ${load}`,
      );
      nextReport = now + 5_000;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ends a child this process started: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export async function stopChild(child: ChildProcess | undefined, graceMs = 5000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
