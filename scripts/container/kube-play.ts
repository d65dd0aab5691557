/**
 * The kube step (issue 54.2): the production overlay rendered with `kubectl kustomize` through a CI overlay that
 * only points it at this run (the image the container step built, the emulator, a Redis, the Secrets), checked
 * strictly, and its gateway Deployment and ConfigMap played with `podman kube play`, so the manifest's own
 * securityContext, environment and probes are what run. The emulator and Redis run on the host, on the address of
 * the pod network's bridge. docs/deployment.md ("Played in CI") and decision 445 describe it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseManifests, renderWithKubectl, validateManifest } from '../../deploy/kubernetes/manifests';
import { BFF_CLIENT_SECRET } from '../../fixtures/src/services/identity-provider/provider';
import { startNode, stopChild, waitFor } from '../lib/processes';
import { bffSignIn, type GatewayAddress } from './bff-sign-in';
import { ciKustomization, type ProbeCheck, playedObjects, probeChecks } from './kube-settings';
import { podmanOutput } from './podman';

export interface KubePlayOptions {
  image: string;
  /** The first of four host ports: the emulator, Redis, and the pod's two published ports. */
  basePort: number;
  work: string;
  say: (message: string) => void;
}

const POD = 'account-gateway-pod-0';
const CONTAINER = `${POD}-gateway`;
const BRAND_HOST = 'www.albelli.co.uk';

function must(args: readonly string[]): string {
  const result = podmanOutput(args);
  if (!result.ok) throw new Error(`podman ${args.slice(0, 3).join(' ')} failed: ${result.out}`);
  return result.out;
}

function check(say: (message: string) => void, condition: boolean, what: string): void {
  if (!condition) throw new Error(`check failed: ${what}`);
  say(`ok: ${what}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One probe as the kubelet runs it: every period until it passes, failing after `failureThreshold` misses. */
async function probe(check: ProbeCheck, attempts = check.failureThreshold): Promise<number> {
  const started = Date.now();
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetch(check.url, { signal: AbortSignal.timeout(check.timeoutSeconds * 1000) });
      if (response.status >= 200 && response.status < 400) return Date.now() - started;
    } catch {
      // not answering yet: a miss
    }
    if (attempt < attempts) await sleep(check.periodSeconds * 1000);
  }
  throw new Error(`the ${check.kind} probe ${check.url} failed ${attempts} times in a row`);
}

/** What runs in the pod is what the manifest says: uid, read-only root, no capabilities, the environment. */
function checkSecurity(say: (message: string) => void): void {
  const status = must(['exec', CONTAINER, 'cat', '/proc/1/status']);
  const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(status)?.[1]?.trim() ?? '';
  check(say, field('Uid').split(/\s+/)[0] === '1000', `the gateway runs as uid 1000 (runAsUser)`);
  for (const set of ['CapPrm', 'CapEff', 'CapBnd'])
    check(say, /^0+$/.test(field(set)), `no capabilities: ${set} ${field(set)} (drop: [ALL])`);
  check(say, field('NoNewPrivs') === '1', 'no new privileges (allowPrivilegeEscalation: false)');
  const write = podmanOutput(['exec', CONTAINER, 'touch', '/app/written']);
  check(say, !write.ok && /read-only/i.test(write.out), 'the root is read-only (readOnlyRootFilesystem)');
  check(say, podmanOutput(['exec', CONTAINER, 'touch', '/tmp/written']).ok, '/tmp is writable (emptyDir)');
  const env = must(['exec', CONTAINER, 'cat', '/proc/1/environ']).split('\0');
  for (const setting of ['APP_ENV=production', 'AUTH_MODE=bff', 'INTERNAL_PORT=9080'])
    check(say, env.includes(setting), `${setting} from the rendered ConfigMap`);
  for (const secret of ['BFF_COOKIE_SECRET', 'BFF_CLIENT_SECRET', 'REDIS_URL', 'PUSH_INGEST_SECRET'])
    check(
      say,
      env.some((line) => line.startsWith(`${secret}=`)),
      `${secret} from its Secret`,
    );
}

async function signedInCall(say: (message: string) => void, gateway: GatewayAddress): Promise<void> {
  const session = await bffSignIn(gateway, 'customer@example.com');
  const user = await session.get('/bff/user');
  const email = user.ok ? ((await user.json()) as { email?: string }).email : undefined;
  check(
    say,
    email === 'customer@example.com',
    `bff sign-in at the emulator's provider: /bff/user ${user.status}`,
  );
  const customer = await session.get('/api/customers/customers/me');
  check(
    say,
    customer.status === 200,
    `a signed-in call through the gateway: /api/customers/customers/me ${customer.status}`,
  );
}

/** Renders, plays, checks and tears down; the emulator and Redis start once the pod's network is up. */
export async function kubePlay(options: KubePlayOptions): Promise<void> {
  const { say, basePort } = options;
  const network = `account-kube-${process.pid}`;
  const redisPassword = randomBytes(18).toString('base64url');
  const secretNames: string[] = [];
  let emulator: ChildProcess | undefined;
  let redis: ChildProcess | undefined;
  try {
    must(['network', 'create', network]);
    const bridge = must(['network', 'inspect', '--format', '{{range .Subnets}}{{.Gateway}}{{end}}', network]);
    const emulatorUrl = `http://${bridge}:${basePort}`;
    const dir = join(options.work, 'kube-overlay');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'kustomization.yaml'),
      ciKustomization({
        dir,
        image: options.image,
        emulator: emulatorUrl,
        secrets: {
          pushIngest: randomBytes(24).toString('base64url'),
          redisUrl: `redis://:${redisPassword}@${bridge}:${basePort + 1}/0`,
          bffClientSecret: BFF_CLIENT_SECRET,
          bffCookieSecret: randomBytes(32).toString('base64url'),
        },
        hostPorts: { http: basePort + 2, internal: basePort + 3 },
      }),
    );
    const rendered = renderWithKubectl(dir);
    for (const manifest of rendered) validateManifest(manifest);
    say(`kubectl kustomize: ${rendered.length} objects, each valid with unknown fields refused`);
    const played = playedObjects(rendered);
    for (const secret of played.secrets) {
      // From a file: podman 4.3 reads `-` only from a named pipe, and Node's stdin pipes are sockets.
      const path = join(options.work, `${secret.name}.json`);
      writeFileSync(path, secret.json, { mode: 0o600 });
      must(['secret', 'create', secret.name, path]);
      secretNames.push(secret.name);
    }
    const file = join(options.work, 'played.yaml');
    writeFileSync(file, played.yaml);
    const kinds = parseManifests(played.yaml).map((m) => `${m.kind} ${m.metadata.name}`);
    say(`podman kube play --network ${network}: ${kinds.join(', ')}; ${secretNames.length} Secrets`);
    must(['kube', 'play', '--network', network, file]);

    redis = spawn(
      'redis-server',
      ['--bind', bridge, '--port', String(basePort + 1), '--requirepass', redisPassword, '--save', ''],
      { stdio: 'ignore' },
    );
    emulator = startNode('fixtures/src/main.ts', {
      EMULATOR_HOST: bridge,
      EMULATOR_PORT: String(basePort),
      OIDC_ISSUER: `${emulatorUrl}/oidc`,
      FIXTURE_MODE: 'true',
      LOG_LEVEL: 'warn',
    });
    say(
      `emulator at ${emulatorUrl}, Redis at ${bridge}:${basePort + 1} (password), both on the pod's bridge`,
    );
    await waitFor(`${emulatorUrl}/oidc/.well-known/openid-configuration`, 60_000);

    const infra = must(['pod', 'inspect', '--format', '{{.InfraContainerID}}', POD]);
    const address = must([
      'inspect',
      '--format',
      '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
      infra,
    ]);
    const [startup, liveness, readiness] = probeChecks(played.deployment, address);
    if (!startup || !liveness || !readiness) throw new Error('the Deployment lacks a probe');
    const made = podmanOutput(['inspect', '--format', '{{json .Config.Healthcheck}}', CONTAINER]).out;
    say(`podman made the livenessProbe into a healthcheck it never schedules without systemd: ${made}`);
    say(`so the manifest's probes run here, as the kubelet runs them, against the pod (${address})`);
    say(`ok: startupProbe ${startup.url} passed after ${await probe(startup)} ms`);
    say(`ok: livenessProbe ${liveness.url} passed after ${await probe(liveness, 1)} ms`);
    // Not ready until Redis answers (started after the pod): its misses only keep it out of a Service.
    say(`ok: readinessProbe ${readiness.url} passed after ${await probe(readiness, 10)} ms`);
    const healthz = await fetch(`http://${address}:8080/healthz`);
    check(say, healthz.ok, `the public listener answers /healthz (${healthz.status})`);
    checkSecurity(say);
    await signedInCall(say, { address, port: 8080, host: BRAND_HOST });
  } catch (error) {
    say('the pod logged:');
    console.log(podmanOutput(['logs', '--tail', '60', CONTAINER]).out);
    throw error;
  } finally {
    podmanOutput(['kube', 'down', join(options.work, 'played.yaml')]);
    podmanOutput(['pod', 'rm', '--force', '--ignore', POD]);
    if (secretNames.length > 0) podmanOutput(['secret', 'rm', ...secretNames]);
    podmanOutput(['network', 'rm', '--force', network]);
    await stopChild(emulator);
    await stopChild(redis);
  }
}
