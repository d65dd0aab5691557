import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Starts a TypeScript entry point (emulator, gateway) in its own Node process, so it runs as it does in
 * production and its CPU can be measured apart. Its stdout is shown or dropped; stderr is always shown.
 */
export function startNode(
  entry: string,
  env: Record<string, string>,
  stdout: 'inherit' | 'ignore' = 'ignore',
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
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
