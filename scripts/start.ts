/**
 * `npm start`: runs the upstream emulator and the gateway as two processes, offline, the way
 * docker-compose.yml runs them, waits until both answer, then says where to open and who can sign in.
 *
 * The emulator's jobs publish push messages (archive and import events) to the gateway's authenticated relay,
 * POST /internal/push on the gateway's internal listener (INTERNAL_PORT, loopback only: never the public port):
 * both get the same PUSH_INGEST_SECRET, a random one per run unless it is set.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { emulatorBundle } from './lib/emulator-bundle';
import { upToDate } from './lib/freshness';
import { startNode, waitForChild } from './lib/processes';
import { welcomeLines } from './lib/welcome';

const port = Number(process.env.PORT ?? 8080);
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8090);
const internalPort = Number(process.env.INTERNAL_PORT ?? 9080);
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
const issuer = process.env.OIDC_ISSUER ?? `http://localhost:${emulatorPort}/oidc`;
const quiet = process.argv.includes('--quiet');
const pushSecret = process.env.PUSH_INGEST_SECRET || randomBytes(24).toString('base64url');

const children: ChildProcess[] = [];

function run(name: string, entry: string, env: Record<string, string>): ChildProcess {
  const child = startNode(entry, env, quiet ? 'ignore' : 'inherit');
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    shutdown(1);
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
function shutdown(code: number): void {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// `npm start` builds the SPA only when a source changed since the last build (a build takes 10–30 s; a second start
// needs none). The e2e harness starts this script without the flag: it builds once, before the tests.
const CLIENT_SOURCES = [
  'client/src',
  'client/public',
  'client/index.html',
  'client/vite.config.ts',
  'client/build',
];
if (
  process.argv.includes('--build-if-stale') &&
  !upToDate(process.cwd(), 'client/dist/index.html', [...CLIENT_SOURCES, 'contracts', 'package-lock.json'])
) {
  console.log('Building the SPA (client/dist is older than its sources)…');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const emulator = await emulatorBundle();
if (emulator.rebuilt) console.log('Bundled the emulator (its sources changed).');
const emulatorChild = run('emulator', emulator.path, {
  EMULATOR_PORT: String(emulatorPort),
  OIDC_ISSUER: issuer,
  FIXTURE_MODE: 'true',
  PUSH_RELAY_URL: `http://127.0.0.1:${internalPort}`,
  PUSH_INGEST_SECRET: pushSecret,
});
const gatewayChild = run('gateway', 'gateway/src/main.ts', {
  PORT: String(port),
  INTERNAL_PORT: String(internalPort),
  INTERNAL_HOST: '127.0.0.1',
  APP_ENV: process.env.APP_ENV ?? 'fixture',
  EMULATOR_URL: emulatorUrl,
  OIDC_AUTHORITY: issuer,
  PUSH_INGEST_SECRET: pushSecret,
});

try {
  await Promise.all([
    waitForChild(
      `${emulatorUrl}/oidc/.well-known/openid-configuration`,
      emulatorChild,
      "the emulator's identity provider",
    ),
    waitForChild(`http://127.0.0.1:${port}/healthz`, gatewayChild, 'the gateway'),
  ]);
} catch (error) {
  console.error(String(error));
  shutdown(1);
}

if (!shuttingDown) {
  console.log(['', ...welcomeLines(port, emulatorUrl), ''].join('\n'));
}
