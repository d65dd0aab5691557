/** The system under test for the browser benchmarks: the emulator and the gateway serving a copy of the SPA. */
import type { ChildProcess } from 'node:child_process';
import { startNode, waitFor } from '../../scripts/lib/processes';
import { freePort, stopAndWait } from './processes';

/** The en-GB brand host the browser benchmarks use. */
export const BRAND = 'photobox-uk';
/** How long the servers may take to start: minutes on a machine busy with other work. */
const START_MS = 180_000;
/** Debian's Chromium, as every browser benchmark launches it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface System {
  /** http://photobox-uk.localhost:<gateway port> */
  origin: string;
  /** Null while both servers run; else which one stopped and how, e.g. "the gateway stopped (SIGTERM)". */
  stopped(): string | null;
  stop(): Promise<void>;
}

/** The emulator and the gateway, each in its own Node process, on free loopback ports. */
export async function startSystem(spa: string): Promise<System> {
  const emulatorPort = await freePort();
  const gatewayPort = await freePort([emulatorPort]);
  const internalPort = await freePort([emulatorPort, gatewayPort]);
  const issuer = `http://localhost:${emulatorPort}/oidc`;
  const children: ChildProcess[] = [];
  let stopping = false;
  let stopped: string | null = null;
  // Whatever happens (an exception, Ctrl-C, a kill), the servers do not outlive the benchmark.
  const killNow = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  const interrupted = () => {
    killNow();
    process.exit(130);
  };
  process.once('exit', killNow);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const stop = async () => {
    stopping = true;
    await Promise.all(children.map((child) => stopAndWait(child)));
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    process.off('exit', killNow);
  };
  const start = (name: string, entry: string, env: Record<string, string>) => {
    const child = startNode(entry, env);
    child.once('exit', (code, signal) => {
      if (stopping || stopped) return;
      stopped = `the ${name} stopped (${signal ?? `exit ${code}`})`;
      console.log(`  ! ${stopped}`);
    });
    children.push(child);
  };
  start('emulator', 'fixtures/src/main.ts', {
    LOG_LEVEL: 'warn',
    EMULATOR_PORT: String(emulatorPort),
    EMULATOR_HOST: '127.0.0.1',
    OIDC_ISSUER: issuer,
    FIXTURE_MODE: 'true',
  });
  start('gateway', 'gateway/src/main.ts', {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    INTERNAL_PORT: String(internalPort),
    APP_ENV: 'fixture',
    LOG_LEVEL: 'warn',
    EMULATOR_URL: `http://127.0.0.1:${emulatorPort}`,
    OIDC_AUTHORITY: issuer,
    SPA_DIR: spa,
  });
  try {
    const exited = new Promise<never>((_resolve, reject) => {
      for (const child of children) {
        child.once('exit', (code, signal) =>
          reject(new Error(`a server stopped during start-up (${signal ?? `exit ${code}`})`)),
        );
      }
    });
    exited.catch(() => undefined);
    // The start is not what a benchmark measures: on a machine busy with other work it may take minutes.
    await Promise.race([
      Promise.all([
        waitFor(`http://127.0.0.1:${emulatorPort}/oidc/.well-known/openid-configuration`, START_MS),
        waitFor(`http://127.0.0.1:${gatewayPort}/healthz`, START_MS),
      ]),
      exited,
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://${BRAND}.localhost:${gatewayPort}`, stopped: () => stopped, stop };
}
