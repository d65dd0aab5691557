import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderLoadBalancer, renderStandaloneNginx } from '../lib/nginx-config';
import type { SmokePorts } from './settings';

/** nginx in front of the container as production's load balancer: TLS for the brand host, then plain http. */
export function startTls(p: SmokePorts, host: string, work: string): ChildProcess {
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
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
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
