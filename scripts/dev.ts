/**
 * `npm run dev`: the development loop. The emulator and the gateway run as `npm start` runs them (this script
 * starts `scripts/start.ts`, so start-up, the push secret and the waiting are the same code), and Vite's dev server
 * serves the SPA from source with hot reload: a change to a screen shows in the open page in about a second, no
 * build. Open the Vite port; Vite proxies what the gateway answers (`/api`, `/push`, `/config.json`, `/locales`,
 * see client/vite.config.ts) with the Host header unchanged, so `http://photobox-uk.localhost:<PORT>` is the
 * Photobox UK brand exactly as on the gateway's own port (docs/decisions/011-dev-loop-vite-in-front.md).
 *
 * Ports (env): PORT 5173 (Vite: open this), GATEWAY_PORT 8080, EMULATOR_PORT 8090, INTERNAL_PORT 9080.
 * The gateway serves the catalogues from client/public/locales (SPA_DIR=client/public), so an edited catalogue
 * shows on the next page load too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type ViteDevServer } from 'vite';
import { waitFor } from './lib/processes';
import { welcomeLines } from './lib/welcome';

const port = Number(process.env.PORT ?? 5173);
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 8080);
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8090);
const internalPort = Number(process.env.INTERNAL_PORT ?? 9080);
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;

const system: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--quiet'], {
  env: {
    ...process.env,
    PORT: String(gatewayPort),
    EMULATOR_PORT: String(emulatorPort),
    INTERNAL_PORT: String(internalPort),
    SPA_DIR: process.env.SPA_DIR ?? 'client/public',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  // start.ts's own banner names the gateway's port, not the one to open: ours follows. Errors still show.
  stdio: ['ignore', 'ignore', 'inherit'],
});

let vite: ViteDevServer | null = null;
let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await vite?.close();
  if (system.exitCode === null && system.signalCode === null) {
    const exited = new Promise((resolve) => system.once('exit', resolve));
    system.kill('SIGTERM'); // start.ts stops the emulator and the gateway it started
    await exited;
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
const systemExited = new Promise<never>((_resolve, reject) => {
  system.once('exit', (code, signal) => {
    if (!stopping) console.error(`dev: the emulator and gateway stopped (${signal ?? `exit ${code}`})`);
    reject(new Error('stopped'));
    void stop(1);
  });
});
systemExited.catch(() => undefined);

try {
  // No deadline of our own: start.ts waits for its children while they are alive and using CPU, and exits when
  // they stop or stall, which ends this wait through systemExited.
  const noDeadline = 24 * 3600_000;
  await Promise.race([
    Promise.all([
      waitFor(`${gatewayUrl}/healthz`, noDeadline),
      waitFor(`${emulatorUrl}/oidc/.well-known/openid-configuration`, noDeadline),
    ]),
    systemExited,
  ]);
  process.env.GATEWAY_URL = gatewayUrl; // read by client/vite.config.ts for its proxy
  vite = await createServer({ configFile: 'client/vite.config.ts', server: { port, strictPort: true } });
  await vite.listen();
  console.log(
    [
      '',
      ...welcomeLines(port, emulatorUrl),
      `Vite serves the SPA from source with hot reload; the gateway behind it: ${gatewayUrl}. Ctrl-C stops everything.`,
      '',
    ].join('\n'),
  );
} catch (error) {
  if (!stopping) console.error(`dev: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
