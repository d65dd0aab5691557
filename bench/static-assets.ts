/**
 * Benchmark: the SPA's static files, gateway ÷ nginx. My photos' initial assets (every `/assets/` file the
 * gateway's HTML for /my-photos/photos names: the entry, its modulepreloads, the CSS, the screen's chunks) are
 * fetched all at once over six keep-alive connections, as a browser does on HTTP/1.1, with
 * `Accept-Encoding: gzip`, from the gateway (the build's precompressed twins, from memory: decision 384) and
 * from nginx serving the same directory (`gzip_static on`), in alternating rounds. Printed: the median time of a
 * whole set from each, their ratio (budget: at most BUDGET_VS_NGINX) and the machine's load. Skipped when nginx
 * is not installed.
 * BENCH_STATIC_ROUNDS (default 25) sets the rounds.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { freePort } from './lib/processes';
import { ensureSpaBuilt, snapshotSpa } from './lib/spa';
import { startSystem } from './lib/system';

const ROUNDS = Number(process.env.BENCH_STATIC_ROUNDS ?? 25);
const CONNECTIONS = 6;
/** The gateway's set may take at most this many times nginx's. */
const BUDGET_VS_NGINX = 3.5;

interface Server {
  /** Where to connect (127.0.0.1 and a port) and the Host to send. */
  base: string;
  host: string;
}

/** Fetches every path at once over CONNECTIONS keep-alive connections; the milliseconds until the last body. */
async function fetchAll(server: Server, paths: readonly string[]): Promise<number> {
  const agent = new Agent({ connections: CONNECTIONS });
  const started = performance.now();
  try {
    await Promise.all(
      paths.map(async (path) => {
        const res = await request(`${server.base}${path}`, {
          dispatcher: agent,
          headers: { host: server.host, 'accept-encoding': 'gzip' },
        });
        await res.body.arrayBuffer();
        if (res.statusCode !== 200) throw new Error(`${server.base}${path} answered ${res.statusCode}`);
      }),
    );
    return performance.now() - started;
  } finally {
    await agent.close();
  }
}

function startNginx(root: string, port: number): ChildProcess | null {
  const bin = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx']).stdout.toString().trim();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-static-nginx-'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''} worker_processes 1; daemon off; pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off; ${temp.join(' ')}
  types { application/javascript js; text/css css; }
  server {
    listen 127.0.0.1:${port}; root ${root}; gzip_static on; keepalive_requests 100000;
    location /assets/ { add_header cache-control "public, max-age=31536000, immutable"; }
  }
}
`,
  );
  return spawn(bin.split('\n')[0] as string, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function benchStaticAssets(): Promise<boolean> {
  ensureSpaBuilt();
  const spa = await snapshotSpa();
  const nginxPort = await freePort();
  const nginx = startNginx(spa, nginxPort);
  if (!nginx) {
    console.log('nginx is not installed: skipped.');
    return true;
  }
  const system = await startSystem(spa);
  try {
    const origin = new URL(system.origin);
    const gateway: Server = { base: `http://127.0.0.1:${origin.port}`, host: origin.host };
    const direct: Server = { base: `http://127.0.0.1:${nginxPort}`, host: `127.0.0.1:${nginxPort}` };
    const html = await (
      await request(`${gateway.base}/my-photos/photos`, { headers: { host: gateway.host } })
    ).body.text();
    const paths = [
      ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string)),
    ];
    if (paths.length === 0) throw new Error("the gateway's HTML for /my-photos/photos names no asset");
    // nginx starts in the background: its first answer says it is there.
    for (let tries = 0; ; tries++) {
      try {
        await fetchAll(direct, paths.slice(0, 1));
        break;
      } catch (error) {
        if (tries >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const times = { gateway: [] as number[], nginx: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      times.gateway.push(await fetchAll(gateway, paths));
      times.nginx.push(await fetchAll(direct, paths));
    }
    const [g, n] = [median(times.gateway), median(times.nginx)];
    const pass = g / n <= BUDGET_VS_NGINX;
    console.log(
      `  My photos' ${paths.length} initial assets, ${CONNECTIONS} connections, median of ${ROUNDS}: gateway ` +
        `${g.toFixed(1)} ms, nginx ${n.toFixed(1)} ms, gateway ÷ nginx ${(g / n).toFixed(2)}× (budget ≤ ` +
        `${BUDGET_VS_NGINX}×; load average ${loadavg()[0]?.toFixed(1)}) ${pass ? 'PASS' : 'FAIL'}`,
    );
    return pass;
  } finally {
    nginx.kill();
    await system.stop();
  }
}
