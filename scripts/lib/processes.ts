import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';

/**
 * Starts a TypeScript entry point (emulator, gateway) in its own Node process, so it runs as it does in
 * production and its CPU can be measured apart. Its stdout is shown or dropped; stderr is always shown.
 */
export function startNode(
  entry: string,
  env: Record<string, string>,
  stdout: 'inherit' | 'ignore' = 'ignore',
  /** Another node binary (a benchmark comparing Node versions); default this process's. */
  nodeBinary: string = process.execPath,
): ChildProcess {
  return spawn(nodeBinary, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
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
