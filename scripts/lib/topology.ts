import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderLoadBalancer, renderStandaloneNginx } from './nginx-config';
import { startNode, waitFor } from './processes';

/** The ports of the topology: one public and one internal (push ingest) behind nginx, and each part's own. */
export interface TopologyPorts {
  /** nginx, what browsers open. */
  public: number;
  /** nginx, where push sources post. */
  internal: number;
  emulator: number;
  redis: number;
  /** Public and internal port of each gateway copy. */
  gateways: ReadonlyArray<{ port: number; internalPort: number }>;
}

export interface GatewayCopy {
  readonly port: number;
  readonly internalPort: number;
  readonly pid: number | undefined;
  /** Stops the copy: SIGTERM (graceful: in-flight requests end, sockets get 1001) or SIGKILL (a crash). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Starts it again (after `stop`), resolving once it answers /healthz. */
  start(): Promise<void>;
}

export interface Topology {
  readonly url: string;
  readonly internalUrl: string;
  readonly emulatorUrl: string;
  readonly issuer: string;
  readonly redisUrl: string;
  readonly pushSecret: string;
  readonly gateways: readonly GatewayCopy[];
  /** Kills redis-server and starts it again on the same port, empty (as a crash and restart would). */
  restartRedis(downMs?: number): Promise<void>;
  /** What nginx wrote to its error log so far (why a request failed at the load balancer). */
  loadBalancerErrors(): string;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  ports: TopologyPorts;
  /** Extra environment of the gateway copies (rate limits, log level…). */
  gatewayEnv?: Record<string, string>;
  /** Where the children's stdout goes. */
  stdout?: 'inherit' | 'ignore';
}

function binary(name: string, fallback: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${name} || ls ${fallback}`], { encoding: 'utf8' });
  const bin = found.stdout.trim().split('\n')[0];
  if (!bin)
    throw new Error(`${name} is not installed (apt-get install ${name === 'nginx' ? 'nginx-light' : name})`);
  return bin;
}

async function stopProcess(
  child: ChildProcess | null,
  signal: NodeJS.Signals,
  graceMs = 30_000,
): Promise<void> {
  if (child === null || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(port, '127.0.0.1');
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

async function untilRedisAnswers(port: number): Promise<void> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (await redisPing(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server on port ${port} did not answer`);
}

/** What every gateway copy is started with: where the emulator and Redis are, the push secret, its output. */
interface CopySettings {
  emulatorUrl: string;
  issuer: string;
  pushSecret: string;
  redisUrl: string;
  stdout: NonNullable<TopologyOptions['stdout']>;
  gatewayEnv: TopologyOptions['gatewayEnv'];
}

/** One gateway copy on Redis, started (and stopped, and started again) on demand; ready once /healthz answers. */
function gatewayCopy(port: number, internalPort: number, index: number, shared: CopySettings): GatewayCopy {
  let child: ChildProcess | null = null;
  return {
    port,
    internalPort,
    get pid() {
      return child?.pid;
    },
    async stop(signal = 'SIGTERM') {
      await stopProcess(child, signal);
      child = null;
    },
    async start() {
      child = startNode(
        'gateway/src/main.ts',
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          INTERNAL_PORT: String(internalPort),
          INTERNAL_HOST: '127.0.0.1',
          APP_ENV: 'fixture',
          EMULATOR_URL: shared.emulatorUrl,
          OIDC_AUTHORITY: shared.issuer,
          PUSH_INGEST_SECRET: shared.pushSecret,
          REDIS_URL: shared.redisUrl,
          // nginx runs on this machine: its X-Forwarded-For/-Proto are believed, nobody else's.
          TRUST_PROXY: 'loopback',
          LOG_LEVEL: 'warn',
          SHUTDOWN_GRACE_MS: '10000',
          ...shared.gatewayEnv,
        },
        shared.stdout,
      );
      child.once('exit', (code, signal) => {
        if (code !== 0 && signal === null && shared.stdout === 'inherit') {
          console.error(`gateway copy ${index + 1} exited with ${code}`);
        }
      });
      await waitFor(`http://127.0.0.1:${port}/healthz`, 45_000);
    },
  };
}

/**
 * Starts the production topology on this machine without Docker: redis-server, the emulator (identity provider
 * and every service), N gateway copies on Redis, and nginx balancing browsers over the copies and push sources
 * over their internal listeners. The same shape as docker-compose.yml.
 */
export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const { ports } = options;
  const stdout = options.stdout ?? 'ignore';
  const dir = mkdtempSync(join(tmpdir(), 'gateway-topology-'));
  const pushSecret = randomBytes(24).toString('base64url');
  const emulatorUrl = `http://127.0.0.1:${ports.emulator}`;
  const issuer = `http://localhost:${ports.emulator}/oidc`;
  const redisUrl = `redis://127.0.0.1:${ports.redis}`;
  const started: Array<() => Promise<void>> = [];

  const redisBin = binary('redis-server', '/usr/bin/redis-server');
  let redis: ChildProcess | null = null;
  const startRedis = async () => {
    mkdirSync(join(dir, 'redis'), { recursive: true });
    redis = spawn(
      redisBin,
      [
        '--port',
        String(ports.redis),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        join(dir, 'redis'),
      ],
      { stdio: 'ignore' },
    );
    await untilRedisAnswers(ports.redis);
  };

  const emulator = startNode(
    'fixtures/src/main.ts',
    {
      EMULATOR_PORT: String(ports.emulator),
      OIDC_ISSUER: issuer,
      FIXTURE_MODE: 'true',
      LOG_LEVEL: 'warn',
      // Push sources post to the load balancer's internal listener: any copy takes it, Redis relays it.
      PUSH_RELAY_URL: `http://127.0.0.1:${ports.internal}`,
      PUSH_INGEST_SECRET: pushSecret,
    },
    stdout,
  );
  started.push(() => stopProcess(emulator, 'SIGTERM'));

  const shared = { emulatorUrl, issuer, pushSecret, redisUrl, stdout, gatewayEnv: options.gatewayEnv };
  const gateways = ports.gateways.map(({ port, internalPort }, index): GatewayCopy => {
    const copy = gatewayCopy(port, internalPort, index, shared);
    started.push(() => copy.stop('SIGTERM'));
    return copy;
  });

  const nginxBin = binary('nginx', '/usr/sbin/nginx');
  const nginxDir = join(dir, 'nginx');
  mkdirSync(nginxDir, { recursive: true });
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    renderStandaloneNginx(
      nginxDir,
      renderLoadBalancer({
        listen: `127.0.0.1:${ports.public}`,
        internalListen: `127.0.0.1:${ports.internal}`,
        gateways: ports.gateways.map((g) => `127.0.0.1:${g.port}`),
        internalGateways: ports.gateways.map((g) => `127.0.0.1:${g.internalPort}`),
      }),
    ),
  );
  let nginx: ChildProcess | null = null;

  const stopAll = async () => {
    await stopProcess(nginx, 'SIGQUIT', 5000);
    await Promise.all(started.map((stop) => stop()));
    await stopProcess(redis, 'SIGTERM', 5000);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await startRedis();
    await waitFor(`${emulatorUrl}/oidc/.well-known/openid-configuration`, 45_000);
    await Promise.all(gateways.map((copy) => copy.start()));
    nginx = spawn(nginxBin, ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`http://127.0.0.1:${ports.public}/healthz`, 15_000);
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${ports.public}`,
    internalUrl: `http://127.0.0.1:${ports.internal}`,
    emulatorUrl,
    issuer,
    redisUrl,
    pushSecret,
    gateways,
    loadBalancerErrors() {
      try {
        return readFileSync(join(nginxDir, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    async restartRedis(downMs = 0) {
      await stopProcess(redis, 'SIGKILL');
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      await startRedis();
    },
    stop: stopAll,
  };
}
