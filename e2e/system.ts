import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions } from '@playwright/test';
import { BrandsFile } from '#contracts/brand';
import { waitFor } from '../scripts/lib/processes';
import type { SystemPorts } from './ports';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BRANDS_FILE = fileURLToPath(new URL('../fixtures/data/brands.json', import.meta.url));
const SPA_INDEX = fileURLToPath(new URL('../client/dist/index.html', import.meta.url));
/** Blank lines (start.ts's children already drop their one known line of noise, scripts/lib/processes.ts). */
const KNOWN_NOISE = /^\s*$/;
/**
 * How long a start may take at most. start.ts itself gives up (and exits, which ends the wait at once) when the
 * emulator or gateway stops or makes no progress, so this only bounds a start that keeps progressing slowly on a
 * busy machine; the worker fixture's timeout in fixtures.ts is above it.
 */
export const START_LIMIT_MS = 150_000;

/** One running system under test: `scripts/start.ts` (emulator + gateway) on its own ports. */
export interface System {
  readonly ports: SystemPorts;
  /** http://127.0.0.1:<emulator port>, where the test controls are. */
  readonly emulatorUrl: string;
  /** Brand host of the gateway: `<brand>.localhost`, or plain `localhost` (the default, Dutch brand) for null. */
  origin(brand: string | null): string;
  /** Options every browser context on it needs (an attached system's self-signed certificate accepted). */
  readonly contextOptions?: BrowserContextOptions;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx scripts/start.ts --quiet` with the given ports and resolves once the gateway's
 * /healthz and the identity provider's discovery document answer. It serves the SPA already built in
 * client/dist (`npm run build`, which `npm test` runs before the e2e stage); it never builds. Each system gets a
 * push secret of its own, shared by its emulator (which publishes) and its gateway (which relays), and a free
 * loopback port for the gateway's internal listener, where the emulator posts its push messages. `env` adds
 * settings of the gateway or the emulator (e.g. a short PROXY_TIMEOUT_MS).
 */
export async function startSystem(ports: SystemPorts, env: Record<string, string> = {}): Promise<System> {
  if (!existsSync(SPA_INDEX)) {
    throw new Error(`${SPA_INDEX} is missing: run \`npm run build\` before the end-to-end tests`);
  }
  await Promise.all([untilFree(ports.gateway), untilFree(ports.emulator)]);
  const internalPort = await freeLoopbackPort();

  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--quiet'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(ports.gateway),
      EMULATOR_PORT: String(ports.emulator),
      INTERNAL_PORT: String(internalPort),
      APP_ENV: 'fixture',
      LOG_LEVEL: 'warn',
      PUSH_INGEST_SECRET: randomBytes(24).toString('base64url'),
      ...env,
    },
    // Its own process group: stopping it stops the emulator and the gateway it started, whatever happens.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr = forwardStderr(child, `[system ${ports.gateway}/${ports.emulator}]`);
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('exit', (code, signal) =>
      reject(
        new Error(`the system stopped during start-up (${signal ?? `exit ${code}`}):\n${stderr.text()}`),
      ),
    );
  });
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  const emulatorUrl = `http://127.0.0.1:${ports.emulator}`;
  try {
    await Promise.race([
      Promise.all([
        waitFor(`http://127.0.0.1:${ports.gateway}/healthz`, START_LIMIT_MS),
        waitFor(`${emulatorUrl}/oidc/.well-known/openid-configuration`, START_LIMIT_MS),
      ]),
      exited,
    ]);
  } catch (error) {
    killGroup(child, 'SIGKILL');
    throw error;
  }
  exited.catch(() => undefined);

  return {
    ports,
    emulatorUrl,
    origin: (brand) => `http://${brand === null ? 'localhost' : `${brand}.localhost`}:${ports.gateway}`,
    async stop() {
      process.removeListener('exit', killOnExit);
      await stopGroup(child);
    },
  };
}

function forwardStderr(child: ChildProcess, prefix: string): { text(): string } {
  const lines: string[] = [];
  let rest = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      if (!KNOWN_NOISE.test(line)) process.stderr.write(`${prefix} ${line}\n`);
    }
  });
  return { text: () => [...lines, rest].join('\n') };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false; // the group is gone
  }
}

/** SIGTERM to the group (start.ts and both servers), SIGKILL after 5 s; resolves when no process of it is left. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (!killGroup(child, 'SIGTERM')) return;
  const until = Date.now() + 5_000;
  while (killGroup(child, 0)) {
    if (Date.now() > until) {
      killGroup(child, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until nothing listens on `port` (e.g. the system of a worker that is still stopping). */
async function untilFree(port: number, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await canListen(port))) {
    if (Date.now() > until)
      throw new Error(`port ${port} is in use: stop what listens there, or set E2E_PORT`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A port the OS picks on the loopback interface (its ephemeral range, away from the e2e ports). */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * A system started elsewhere, the emulator at `emulatorUrl`; stopping it is its starter's business. Without
 * `localOrigin` (scripts/container/main.ts: the gateway's image in production mode behind TLS): each brand on its
 * production host over https. With it (scripts/compose/main.ts: the compose system's load balancer, fixture
 * hosts), e.g. `http://localhost:8080`: each brand on `<brand>.localhost` at that port, as a started system.
 */
export function attachedSystem(emulatorUrl: string, localOrigin?: string): System {
  if (localOrigin !== undefined) {
    const lb = new URL(localOrigin);
    return {
      ports: { gateway: Number(lb.port), emulator: Number(new URL(emulatorUrl).port) },
      emulatorUrl,
      origin: (brand) => `${lb.protocol}//${brand === null ? '' : `${brand}.`}localhost:${lb.port}`,
      stop: async () => undefined,
    };
  }
  const brands = BrandsFile.parse(JSON.parse(readFileSync(BRANDS_FILE, 'utf8')));
  const hostOf = (id: string): string => {
    const brand = brands.brands.find((b) => b.id === id);
    if (!brand?.hosts[0]) throw new Error(`${id} is not a brand of fixtures/data/brands.json`);
    return brand.hosts[0];
  };
  return {
    ports: { gateway: 443, emulator: Number(new URL(emulatorUrl).port) },
    emulatorUrl,
    origin: (brand) => `https://${hostOf(brand ?? brands.defaultBrand)}`,
    contextOptions: { ignoreHTTPSErrors: true },
    stop: async () => undefined,
  };
}
