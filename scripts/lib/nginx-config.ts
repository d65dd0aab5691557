/**
 * The load balancer in front of the gateway copies, as nginx configuration: used by the two-copy topology
 * script (scripts/topology.ts, Debian's nginx) and, rendered once, by docker-compose.yml
 * (gateway/deploy/load-balancer.conf; a test keeps that file equal to what this renders).
 */
export interface LoadBalancerConfig {
  /** Where browsers connect (`host:port` or a port). */
  listen: string;
  /** Where push sources post their messages (the copies' internal listeners behind it). */
  internalListen: string;
  /** The copies' public listeners, `host:port`. */
  gateways: readonly string[];
  /** The copies' internal listeners, `host:port`. */
  internalGateways: readonly string[];
  /** TLS for `listen` (give it with ` ssl`): the container step's stand-in for production's load balancer. */
  tls?: { certificate: string; key: string };
}

/**
 * `upstream`, `map` and `server` blocks for an nginx `http {}` context:
 * - round robin over the copies with keep-alive connections; a copy that refuses or resets is taken out for 5 s
 *   and a request that failed on it before any answer is retried on the other (nginx does that only for
 *   idempotent methods, never for a POST);
 * - WebSocket upgrades for /push, read timeout above the gateway's 25 s pings;
 * - bodies streamed both ways (uploads of 256 MiB, zips of hundreds), the gateway enforcing its own limits;
 * - X-Forwarded-For set to the client address as nginx sees it (anything the client sent is dropped) and
 *   X-Forwarded-Proto to the scheme, both believed by the gateways through TRUST_PROXY;
 * - the internal listener passes only POST /internal/push.
 */
export function renderLoadBalancer(config: LoadBalancerConfig): string {
  const servers = (list: readonly string[]) =>
    list.map((address) => `  server ${address} max_fails=1 fail_timeout=5s;`).join('\n');
  return `# Rendered by scripts/lib/nginx-config.ts: change it there.
upstream gateway_copies {
${servers(config.gateways)}
  keepalive 64;
}

upstream gateway_ingest {
${servers(config.internalGateways)}
}

map $http_upgrade $connection_upgrade {
  default upgrade;
  '' '';
}

server {
  listen ${config.listen};
  server_name _;
${config.tls ? `  ssl_certificate ${config.tls.certificate};\n  ssl_certificate_key ${config.tls.key};\n` : ''}  client_max_body_size 300m;
  # nginx closes a client's keep-alive connection after this many requests (default 1,000). A client that has
  # already sent its next request on it gets a reset (load generators do; browsers retry such a request), so
  # connections are recycled rarely.
  keepalive_requests 100000;
  proxy_request_buffering off;
  proxy_buffering off;

  location / {
    proxy_pass http://gateway_copies;
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $connection_upgrade;
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 2;
    proxy_connect_timeout 2s;
    proxy_read_timeout 75s;
    proxy_send_timeout 75s;
  }
}

server {
  listen ${config.internalListen};
  server_name _;
  client_max_body_size 64k;

  location = /internal/push {
    limit_except POST { deny all; }
    proxy_pass http://gateway_ingest;
    proxy_http_version 1.1;
    proxy_set_header Connection '';
    proxy_next_upstream error timeout non_idempotent;
    proxy_next_upstream_tries 2;
    proxy_connect_timeout 2s;
  }

  location / {
    return 404;
  }
}
`;
}

/** A whole nginx.conf around `renderLoadBalancer`, for an unprivileged nginx writing everything under `dir`. */
export function renderStandaloneNginx(dir: string, balancer: string): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${balancer
  .split('\n')
  .map((line) => (line === '' ? '' : `  ${line}`))
  .join('\n')}
}
`;
}
