import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * nginx in front of the emulator on `port` (one worker, keep-alive to the upstream, one log line per request,
 * gzip level 5 for JSON over 1 KB: the gateway's work, done by nginx), or null when nginx is not installed.
 */
export function startNginx(
  port: number,
  emulatorPort: number,
): { child: ChildProcess; pids: () => number[] } | null {
  const which = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx']);
  const bin = which.stdout.toString().trim().split('\n')[0];
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  # Like the gateway: one log line per request, written in batches, and a correlation id sent upstream.
  log_format line escape=json '{"time":"$time_iso8601","method":"$request_method","url":"$uri","status":$status,"ms":$request_time,"correlationId":"$request_id"}';
  access_log ${dir}/access.log line buffer=64k flush=1s;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream emulator { server 127.0.0.1:${emulatorPort}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    # Like the gateway, which does not recycle busy connections (at nginx's default of 1,000, autocannon's next
    # request on a connection being closed counts as an error).
    keepalive_requests 100000;
    location / {
      proxy_pass http://emulator;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Cookie "";
      proxy_set_header X-CorrelationId $request_id;
      # The compressed path, like the gateway's: JSON over 1 KB, gzip level 5.
      gzip on; gzip_types application/json; gzip_min_length 1024; gzip_comp_level 5; gzip_proxied any;
    }
  }
}
`,
  );
  const child = spawn(bin, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pids = () =>
    spawnSync('pgrep', ['-P', String(child.pid)])
      .stdout.toString()
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number)
      .concat(child.pid ?? []);
  return { child, pids };
}
