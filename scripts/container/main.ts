/**
 * The container step: builds the project's Dockerfile on a base made without a registry, runs the image as
 * production runs it (APP_ENV=production, uid 1000, read-only root) against the emulator, and drives the smoke
 * journeys through it in Chromium. docs/deployment.md describes it; CI runs it after `npm test` (.ci/run).
 *
 *   node --import tsx scripts/container/main.ts [--skip-without-runtime] [--keep]
 *   node --import tsx scripts/container/main.ts --clean
 *
 * Needs root, Debian's podman, runc, debootstrap, nginx and openssl, `npm run build` done (the journeys'
 * helpers read nothing from it, but the image builds client/dist itself), and Chromium. Ports: CONTAINER_PORT
 * (default 8300) and the three above it by tens. --skip-without-runtime: when the machine lacks the tools, cannot
 * make the base or podman cannot start even a trivial container, print SKIPPED with the reason and exit 0 (CI); a
 * failing build of the Dockerfile or smoke still fails. Under CI=true nothing is skipped: a missing runtime fails.
 * --keep: leave the build's stage containers and the image for a later --clean (CI: the verdict does not wait for
 * their deletion, which takes minutes on a disk mounted with online discard).
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderLoadBalancer, renderStandaloneNginx } from '../lib/nginx-config';
import { startNode, waitFor } from '../lib/processes';
import { makeBaseImage } from './base';
import {
  BASE_IMAGE,
  containersConf,
  GATEWAY_IMAGE,
  hostResolverRule,
  productionEnv,
  runArgs,
  type SmokePorts,
} from './settings';

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

function podman(args: readonly string[]): void {
  execFileSync('podman', args, { stdio: 'inherit', env: podmanEnv });
}

function podmanOutput(args: readonly string[]): { ok: boolean; out: string } {
  const result = spawnSync('podman', args, { env: podmanEnv, encoding: 'utf8' });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

function requireTools(): void {
  const missing = ['podman', 'runc', 'debootstrap', 'nginx', 'openssl'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0,
  );
  if (missing.length > 0) {
    throw new Error(
      `missing ${missing.join(', ')}: apt-get install podman runc debootstrap nginx-light openssl`,
    );
  }
}

function ports(): SmokePorts {
  const base = Number(process.env.CONTAINER_PORT ?? 8300);
  return { gateway: base, emulator: base + 10, internal: base + 20, tls: base + 30 };
}

/** nginx in front of the container as production's load balancer: TLS for the brand host, then plain http. */
function startTls(p: SmokePorts): ChildProcess {
  const dir = join(work, 'nginx');
  execFileSync('mkdir', ['-p', dir]);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SMOKE_HOST}`,
      '-addext',
      `subjectAltName=DNS:${SMOKE_HOST}`,
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const balancer = renderLoadBalancer({
    listen: `127.0.0.1:${p.tls} ssl`,
    internalListen: `127.0.0.1:${p.tls + 1}`,
    gateways: [`127.0.0.1:${p.gateway}`],
    internalGateways: [`127.0.0.1:${p.internal}`],
    tls: { certificate: join(dir, 'cert.pem'), key: join(dir, 'key.pem') },
  });
  writeFileSync(join(dir, 'nginx.conf'), renderStandaloneNginx(dir, balancer));
  const nginx = spawnSync('sh', ['-c', 'command -v nginx || echo /usr/sbin/nginx'], {
    encoding: 'utf8',
  }).stdout.trim();
  return spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
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
    nginx = startTls(p);
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
    await stop(nginx);
    await stop(emulator);
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

  await smoke();
  say(`PASSED in ${((Date.now() - started) / 1000).toFixed(0)} s`);
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
  if (!cleanOnly) await main();
} catch (error) {
  console.error(`\n[container] FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  if (cleanOnly || !process.argv.includes('--keep')) clean();
  rmSync(work, { recursive: true, force: true });
}
