/**
 * The compose step (issue 54): docker-compose.yml brought up as operators run it, with Debian's podman-compose,
 * every image built here on a base made without a registry, then one journey through its nginx load balancer in
 * Chromium (e2e/compose/compose.journey.ts): sign in (bff mode), a zip over push, an upload, one gateway copy
 * stopped, the same session on through the other. Then everything is torn down. CI runs it after the container
 * step (.ci/run), which leaves the base image (and its build's layers, which this build reuses).
 *
 *   node --import tsx scripts/compose/main.ts
 *   node --import tsx scripts/compose/main.ts --down    (only the tear-down: after a run that was killed)
 *
 * COMPOSE_KEEP_IMAGES=1 keeps the four images for the next run (otherwise removed at the end).
 * Needs root, podman, podman-compose, runc, debootstrap and Chromium. Ports: COMPOSE_PORT (default 8380) for the
 * load balancer and the one 10 above it for the emulator (the identity provider the browser signs in at).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeBaseImage } from '../container/base';
import { BASE_IMAGE, containersConf } from '../container/settings';
import { waitFor } from '../lib/processes';
import { COMPOSE_IMAGES, COMPOSE_PROJECT, composeEnv, containerName } from './settings';

const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'account-compose-'));
const confPath = join(work, 'containers.conf');
writeFileSync(confPath, containersConf());
process.env.CONTAINERS_CONF = confPath;

const lbPort = Number(process.env.COMPOSE_PORT ?? 8380);
const idpPort = lbPort + 10;
const env = { ...process.env, ...composeEnv({ baseImage: BASE_IMAGE, lbPort, idpPort }) };

function say(message: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`[compose ${seconds}s] ${message}`);
}

function compose(args: readonly string[]): void {
  const result = spawnSync('podman-compose', ['-p', COMPOSE_PROJECT, '-f', 'docker-compose.yml', ...args], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error(`podman-compose ${args.join(' ')} failed (exit ${result.status})`);
}

function podman(args: readonly string[]): { ok: boolean; out: string } {
  const result = spawnSync('podman', args, { env, encoding: 'utf8' });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

function requireTools(): void {
  const missing = ['podman', 'podman-compose', 'runc', 'debootstrap'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0,
  );
  if (missing.length > 0) {
    throw new Error(`missing ${missing.join(', ')}: apt-get install podman podman-compose runc debootstrap`);
  }
}

/** Both copies answer their own /readyz on the internal listener, which the compose network alone reaches. */
async function waitUntilReady(): Promise<void> {
  await waitFor(`http://127.0.0.1:${idpPort}/oidc/.well-known/openid-configuration`, 120_000);
  await waitFor(`http://127.0.0.1:${lbPort}/healthz`, 120_000);
  const probe = "fetch('http://127.0.0.1:9080/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))";
  for (const copy of ['gateway-1', 'gateway-2']) {
    const deadline = Date.now() + 60_000;
    while (!podman(['exec', containerName(copy), 'node', '-e', probe]).ok) {
      if (Date.now() > deadline) throw new Error(`${copy} never became ready`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    say(`${copy} is ready (its /readyz, from inside the compose network)`);
  }
}

function showLogs(): void {
  for (const service of ['gateway-1', 'gateway-2', 'load-balancer', 'emulator.localhost']) {
    say(`${service} logged:`);
    console.log(podman(['logs', '--tail', '40', containerName(service)]).out);
  }
}

async function main(): Promise<void> {
  requireTools();
  if (podman(['image', 'exists', BASE_IMAGE]).ok) say(`base ${BASE_IMAGE} (the container step's)`);
  else makeBaseImage((args) => execFileSync('podman', args, { stdio: 'inherit', env }));

  say(`podman-compose build on ${BASE_IMAGE}`);
  compose(['build']);
  for (const image of COMPOSE_IMAGES) {
    const size = Number(podman(['image', 'inspect', '--format', '{{.Size}}', image]).out);
    say(`image ${image}: ${(size / 1e6).toFixed(0)} MB`);
  }
  const built = Date.now();
  say(`podman-compose up -d (load balancer on ${lbPort}, identity provider on ${idpPort})`);
  compose(['up', '-d']);
  try {
    await waitUntilReady();
    say(`up in ${((Date.now() - built) / 1000).toFixed(0)} s; the journey through the load balancer`);
    const journey = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/compose/compose.config.ts'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_ATTACH_EMULATOR: `http://127.0.0.1:${idpPort}`,
        E2E_ATTACH_ORIGIN: `http://localhost:${lbPort}`,
        E2E_COMPOSE_COPY: containerName('gateway-1'),
      },
    });
    if (journey.status !== 0) throw new Error(`the compose journey failed (exit ${journey.status})`);
  } catch (error) {
    showLogs();
    throw error;
  } finally {
    say('podman-compose down');
    compose(['down']);
    // podman-compose 1.0 leaves the project's network.
    podman(['network', 'rm', '--force', `${COMPOSE_PROJECT}_default`]);
  }
  say(`PASSED in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

try {
  if (process.argv.includes('--down')) {
    compose(['down']);
    podman(['network', 'rm', '--force', `${COMPOSE_PROJECT}_default`]);
  } else await main();
} catch (error) {
  console.error(`\n[compose] FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  // The images go (CI); COMPOSE_KEEP_IMAGES=1 keeps them for the next run.
  if (process.env.COMPOSE_KEEP_IMAGES !== '1') podman(['rmi', '--force', ...COMPOSE_IMAGES]);
  rmSync(work, { recursive: true, force: true });
}
