/**
 * The container step: builds the project's Dockerfile on a base made without a registry, runs the image as
 * production runs it (APP_ENV=production, uid 1000, read-only root) against the emulator, and drives the smoke
 * journeys through it in Chromium; then plays the rendered Kubernetes manifests on that image with `podman kube
 * play` (kube-play.ts). docs/deployment.md describes it; CI runs it after `npm test` (.ci/run).
 *
 *   node --import tsx scripts/container/main.ts [--skip-without-runtime] [--keep]
 *   node --import tsx scripts/container/main.ts --kube-only [--keep]   (the kube play on the image already built)
 *   node --import tsx scripts/container/main.ts --clean
 *
 * Needs root, Debian's podman, runc, debootstrap, nginx and openssl, `npm run build` done (the journeys'
 * helpers read nothing from it, but the image builds client/dist itself), Chromium and redis-server. Ports:
 * CONTAINER_PORT (default 8300), the three above it by tens and four from CONTAINER_PORT+40 (kube play).
 * --skip-without-runtime: when the machine lacks the tools, cannot make the base or podman cannot start even a
 * trivial container, print SKIPPED with the reason and exit 0 (CI); a failing build of the Dockerfile, smoke or
 * kube play still fails. Under CI=true nothing is skipped: a missing runtime fails.
 * --keep: leave the build's stage containers and the image for a later --clean (CI: the verdict does not wait for
 * their deletion, which takes minutes on a disk mounted with online discard).
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNode, stopChild, waitFor } from '../lib/processes';
import { makeBaseImage } from './base';
import { kubePlay } from './kube-play';
import { podman, podmanOutput } from './podman';
import {
  BASE_IMAGE,
  containersConf,
  GATEWAY_IMAGE,
  hostResolverRule,
  IMAGE_BUDGET_BYTES,
  productionEnv,
  runArgs,
  type SmokePorts,
} from './settings';
import { startTls } from './tls-front';

const SMOKE_HOST = 'www.albelli.co.uk';
const CONTAINER_NAME = `account-gateway-smoke-${process.pid}`;
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'account-container-'));
const confPath = join(work, 'containers.conf');
writeFileSync(confPath, containersConf());
// Every podman and buildah this process starts reads it (base.ts's too).
process.env.CONTAINERS_CONF = confPath;
const podmanEnv = process.env;

function say(message: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`[container ${seconds}s] ${message}`);
}

function requireTools(): void {
  const missing = ['podman', 'runc', 'debootstrap', 'nginx', 'openssl', 'redis-server'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0,
  );
  if (missing.length > 0) {
    throw new Error(
      `missing ${missing.join(', ')}: apt-get install podman runc debootstrap nginx-light openssl redis-server`,
    );
  }
}

function ports(): SmokePorts {
  const base = Number(process.env.CONTAINER_PORT ?? 8300);
  return { gateway: base, emulator: base + 10, internal: base + 20, tls: base + 30 };
}

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`check failed: ${what}`);
  say(`ok: ${what}`);
}

async function smoke(): Promise<void> {
  const p = ports();
  const pushSecret = randomBytes(24).toString('base64url');
  let emulator: ChildProcess | undefined;
  let nginx: ChildProcess | undefined;
  try {
    say(`emulator on the host at 127.0.0.1:${p.emulator}`);
    emulator = startNode('fixtures/src/main.ts', {
      EMULATOR_PORT: String(p.emulator),
      OIDC_ISSUER: `http://localhost:${p.emulator}/oidc`,
      FIXTURE_MODE: 'true',
      LOG_LEVEL: 'warn',
      PUSH_RELAY_URL: `http://127.0.0.1:${p.internal}`,
      PUSH_INGEST_SECRET: pushSecret,
    });
    await waitFor(`http://127.0.0.1:${p.emulator}/oidc/.well-known/openid-configuration`, 60_000);

    say(`gateway container: APP_ENV=production, --read-only, host network, port ${p.gateway}`);
    podman(runArgs({ image: GATEWAY_IMAGE, name: CONTAINER_NAME, env: productionEnv(p, pushSecret) }));
    await waitFor(`http://127.0.0.1:${p.gateway}/healthz`, 60_000);
    nginx = startTls(p, SMOKE_HOST, work);
    await waitFor(`http://127.0.0.1:${p.internal}/readyz`, 30_000);

    check(
      podmanOutput(['healthcheck', 'run', CONTAINER_NAME]).ok,
      'the image HEALTHCHECK passes (podman healthcheck run)',
    );
    const uid = podmanOutput(['exec', CONTAINER_NAME, 'id', '-u']).out;
    check(uid === '1000', `the gateway runs as uid 1000 (id -u: ${uid})`);
    const write = podmanOutput(['exec', CONTAINER_NAME, 'sh', '-c', 'echo x > /app/written']);
    check(!write.ok && /read-only/i.test(write.out), `the root file system is read-only (${write.out})`);
    const status = podmanOutput(['inspect', '--format', '{{.State.Status}}', CONTAINER_NAME]).out;
    check(status === 'running', `the container is running (${status})`);

    say(`smoke journeys in Chromium through https://${SMOKE_HOST} (${hostResolverRule(SMOKE_HOST, p.tls)})`);
    const journeys = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/container.config.ts'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_ATTACH_EMULATOR: `http://127.0.0.1:${p.emulator}`,
        E2E_HOST_RESOLVER_RULES: hostResolverRule(SMOKE_HOST, p.tls),
      },
    });
    if (journeys.status !== 0) {
      say('the gateway container logged:');
      console.log(podmanOutput(['logs', '--tail', '80', CONTAINER_NAME]).out);
      throw new Error(`the smoke journeys failed (exit ${journeys.status})`);
    }
  } finally {
    podmanOutput(['rm', '--force', '--time', '5', CONTAINER_NAME]);
    await stopChild(nginx);
    await stopChild(emulator);
  }
}

/**
 * What the machine must offer before the project's own image is built: the tools, the registry-free base and a
 * container runtime that starts a container. None of it is the project's code; in CI
 * (`--skip-without-runtime`) a machine that cannot offer it prints SKIPPED with the reason and passes.
 */
function prepareMachine(): string | null {
  try {
    requireTools();
    say(`podman with ${confPath}:\n${readFileSync(confPath, 'utf8')}`);
    makeBaseImage(podman);
  } catch (error) {
    return `the machine cannot prepare a container base: ${error instanceof Error ? error.message : String(error)}`;
  }
  const probe = podmanOutput([
    'run',
    '--rm',
    '--network',
    'host',
    BASE_IMAGE,
    'node',
    '-e',
    'process.exit(0)',
  ]);
  if (!probe.ok)
    return `podman cannot start a trivial container here: ${probe.out.split('\n').slice(-3).join(' | ')}`;
  return null;
}

async function main(): Promise<void> {
  const unavailable = prepareMachine();
  if (unavailable) {
    // Under CI=true the step must run: a CI machine without podman is a broken CI machine, not a pass.
    if (process.argv.includes('--skip-without-runtime') && process.env.CI !== 'true') {
      console.log(`\n[container] SKIPPED: ${unavailable}\n`);
      return;
    }
    throw new Error(unavailable);
  }
  say(`a trivial container runs (${BASE_IMAGE}, node ${process.versions.node})`);

  say(`building the Dockerfile on ${BASE_IMAGE}`);
  podman([
    'build',
    // Every step kept (layers and containers) for --clean: deleting the stages' node_modules trees takes minutes
    // on a disk mounted with online discard, and CI's verdict should not wait for that. Built from scratch.
    '--layers',
    '--rm=false',
    '--no-cache',
    // The OCI format has no HEALTHCHECK (podman drops it with a warning): docker's has.
    '--format',
    'docker',
    // The build's RUN steps (npm ci) use the host's network, as the container does: no bridge to set up, which
    // an unprivileged CI machine may not allow.
    '--network',
    'host',
    '--build-arg',
    `BASE_IMAGE=${BASE_IMAGE}`,
    '--tag',
    GATEWAY_IMAGE,
    '--file',
    'Dockerfile',
    '.',
  ]);
  const size = Number(podmanOutput(['image', 'inspect', '--format', '{{.Size}}', GATEWAY_IMAGE]).out);
  const baseSize = Number(podmanOutput(['image', 'inspect', '--format', '{{.Size}}', BASE_IMAGE]).out);
  say(`image ${GATEWAY_IMAGE}: ${(size / 1e6).toFixed(0)} MB (base ${(baseSize / 1e6).toFixed(0)} MB)`);

  if (size > IMAGE_BUDGET_BYTES)
    throw new Error(`the image is ${size} bytes, over its budget of ${IMAGE_BUDGET_BYTES} (issue 54.5)`);
  say(`ok: the image is within its ${IMAGE_BUDGET_BYTES / 1e6} MB budget`);

  await smoke();
  await playManifests();
  say(`PASSED in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** The rendered manifests played with `podman kube play`, on the image just built and smoke-tested. */
async function playManifests(): Promise<void> {
  const kubeStarted = Date.now();
  say('the production overlay rendered and played with podman kube play');
  await kubePlay({ image: GATEWAY_IMAGE, basePort: ports().gateway + 40, work, say });
  say(`kube play passed in ${((Date.now() - kubeStarted) / 1000).toFixed(0)} s`);
}

/**
 * Removes what the step leaves: the build's stage containers (made from BASE_IMAGE, which only this step uses)
 * and the gateway image. The base image and the debootstrap cache stay for the next run.
 */
function clean(): void {
  const containers = spawnSync('buildah', ['containers', '--format', '{{.ContainerID}} {{.FromImage}}'], {
    env: podmanEnv,
    encoding: 'utf8',
  });
  const ours = containers.stdout
    .split('\n')
    .map((line) => line.trim().split(' '))
    .filter(([id, image]) => id && image?.startsWith(BASE_IMAGE.replace(/:.*$/, '')))
    .map(([id]) => id as string);
  say(`removing ${ours.length} build container(s), ${GATEWAY_IMAGE} and the build's step images`);
  if (ours.length > 0) spawnSync('buildah', ['rm', ...ours], { env: podmanEnv, stdio: 'inherit' });
  podmanOutput(['rmi', '--force', GATEWAY_IMAGE]);
  // The step images: untagged, made after the base (which every run imports again).
  const images = podmanOutput([
    'images',
    '--all',
    '--quiet',
    '--filter',
    'dangling=true',
    '--filter',
    `since=${BASE_IMAGE}`,
  ]);
  const steps = images.ok ? [...new Set(images.out.split('\n').filter(Boolean))] : [];
  if (steps.length > 0) podmanOutput(['rmi', '--force', ...steps]);
  say('cleaned');
}

const cleanOnly = process.argv.includes('--clean');
try {
  if (process.argv.includes('--kube-only')) await playManifests();
  else if (!cleanOnly) await main();
} catch (error) {
  console.error(`\n[container] FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  if (cleanOnly || !process.argv.includes('--keep')) clean();
  rmSync(work, { recursive: true, force: true });
}
