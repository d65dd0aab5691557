import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

/** A helper process of a worker (Xvfb, WebKitWebDriver): started in a group of its own, stopped with it. */
export interface Helper {
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

export function startHelper(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Helper {
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const kill = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const onExit = () => kill('SIGKILL');
  process.once('exit', onExit);
  return {
    child,
    async stop() {
      process.removeListener('exit', onExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts an X server of its own (`Xvfb -displayfd`: it picks a free display and prints its number) for a
 * browser that needs a display; WebKitGTK's MiniBrowser has no headless mode.
 */
export async function startXvfb(): Promise<{ display: string; helper: Helper }> {
  const helper = startHelper('Xvfb', ['-displayfd', '1', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp']);
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    helper.child.stdout?.setEncoding('utf8');
    helper.child.stdout?.on('data', (chunk: string) => {
      out += chunk;
      const match = /^(\d+)\n/.exec(out);
      if (match?.[1]) resolve(`:${match[1]}`);
    });
    helper.child.once('exit', (code) =>
      reject(new Error(`Xvfb stopped (exit ${code}) before it had a display`)),
    );
  });
  return { display, helper };
}

/** Resolves once `url` answers at all (any HTTP status), or throws after `timeoutMs`. */
export async function untilAnswers(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > until) throw new Error(`${url} did not answer in ${timeoutMs} ms: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
