import { type ChildProcess, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { startNode } from '../../scripts/lib/processes';

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim() || 100);

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / TICKS_PER_SECOND;
}

export function stop(child: ChildProcess | undefined): void {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

/** Sends SIGTERM and resolves once the process has exited; SIGKILL after `graceMs`. */
export async function stopAndWait(child: ChildProcess | undefined, graceMs = 5_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs);
  });
  if ((await Promise.race([exited, timedOut])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
  clearTimeout(timer);
}

/**
 * A free TCP port on the loopback interface, chosen by the OS (from its ephemeral range, so never 8080/8090
 * nor the e2e ports 8180-8199 and up), skipping any port in `avoid`.
 */
export async function freePort(avoid: readonly number[] = []): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const chosen = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(chosen));
      });
    });
    if (port > 0 && !avoid.includes(port) && !(port >= 8080 && port <= 8299)) return port;
  }
  throw new Error('no free loopback port found in 20 attempts');
}

/**
 * The emulator in fixture mode on `port`, with `issuer` as its OIDC issuer. It is the yardstick, not the subject:
 * its request logs are off (they would only add noise). `env` adds settings.
 */
export function startBenchEmulator(
  port: number,
  issuer: string,
  env: Record<string, string> = {},
): ChildProcess {
  return startNode('fixtures/src/main.ts', {
    LOG_LEVEL: 'warn',
    EMULATOR_PORT: String(port),
    OIDC_ISSUER: issuer,
    FIXTURE_MODE: 'true',
    ...env,
  });
}
