import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './support';

/** A real redis-server of the test's own, on a free port, without persistence. */
export interface TestRedis {
  url: string;
  port: number;
  /** Kills it (as a crash would), and starts it again on the same port, empty. */
  restart(downMs?: number): Promise<void>;
  /** Kills it (SIGKILL); `start()` brings it back. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Kills it and removes its folder. */
  close(): Promise<void>;
}

function redisBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v redis-server || ls /usr/bin/redis-server'], {
    encoding: 'utf8',
  });
  const bin = found.stdout.trim().split('\n')[0];
  if (!bin) {
    throw new Error('redis-server is not installed: `apt-get install redis-server` (.ci/run does it)');
  }
  return bin;
}

/** Resolves once the server answers PING on `port`. */
async function untilPong(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = createConnection(port, '127.0.0.1');
      socket.once('error', () => resolve(false));
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer within ${timeoutMs} ms`);
}

export async function startRedis(): Promise<TestRedis> {
  const bin = redisBinary();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'gateway-redis-'));
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn(
      bin,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    await untilPong(port);
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (running === null || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async restart(downMs = 0) {
      await kill();
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    kill,
    start,
    async close() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
