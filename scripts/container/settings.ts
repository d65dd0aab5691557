import { API_SERVICES, upstreamEnvName } from '#contracts/services';
import { standInIntegrations } from '../../gateway/src/config/integrations';
import { UPSTREAM_VARIABLES } from '../../gateway/src/env-schema';

/**
 * What the container step (scripts/container/main.ts) hands to podman: its configuration, the gateway's
 * production environment and the `podman run` arguments. Pure, so scripts/container/settings.test.ts checks it.
 */

/** The image names the step makes (localhost/: never pulled from, or pushed to, a registry). */
export const BASE_IMAGE = 'localhost/account-base:bookworm';
export const GATEWAY_IMAGE = 'localhost/account-gateway:ci';
/** The gateway image's size budget (issue 54.5), checked by the step after the build: 200 MB, as podman counts. */
export const IMAGE_BUDGET_BYTES = 200_000_000;

/**
 * containers.conf for podman as root on Debian 12 (podman 4.3): Debian's runc (crun fails on a kernel with
 * hybrid cgroups), cgroupfs (no systemd in a CI container), no default ulimits (podman's defaults cannot be set
 * in an unprivileged CI container), events in a file (no journald). Storage stays podman's default (overlay).
 */
export function containersConf(): string {
  return `# Written by scripts/container/settings.ts for the container step; read through CONTAINERS_CONF.
[containers]
default_ulimits = []

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
`;
}

export interface SmokePorts {
  /** The gateway's public listener in the container (host network). */
  gateway: number;
  /** Its internal listener (metrics, readiness, push ingest), on 127.0.0.1 only. */
  internal: number;
  /** The emulator on the host. */
  emulator: number;
  /** nginx terminating TLS for the brand host in front of the gateway. */
  tls: number;
}

/**
 * The gateway's environment for a production run against the emulator: APP_ENV=production with every variable
 * production requires (gateway/src/production-env.ts) set explicitly, each upstream and the identity provider
 * being the emulator on the host. The browser reaches the identity provider at http://localhost (a potentially
 * trustworthy origin, so an https page may call it), the gateway reaches everything at 127.0.0.1. The gateway
 * trusts only the loopback load balancer (nginx, TLS) for X-Forwarded-Proto.
 */
export function productionEnv(ports: SmokePorts, pushSecret: string): Record<string, string> {
  const emulator = `http://127.0.0.1:${ports.emulator}`;
  const authority = `http://localhost:${ports.emulator}/oidc`;
  const standIns = standInIntegrations(authority);
  const upstreams = Object.fromEntries(
    [...API_SERVICES, 'public-config' as const].map((service) => [
      upstreamEnvName(service),
      `${emulator}/${service}`,
    ]),
  );
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    APP_ENV: 'production',
    PORT: String(ports.gateway),
    HOST: '127.0.0.1',
    INTERNAL_PORT: String(ports.internal),
    INTERNAL_HOST: '127.0.0.1',
    TRUST_PROXY: 'loopback',
    OIDC_AUTHORITY: authority,
    OIDC_CLIENT_ID: 'account-area',
    OIDC_JWKS_URL: `${emulator}/oidc/jwks`,
    IMAGE_ORIGINS: new URL(authority).origin,
    CONSENT_SCRIPT_URL: standIns.consentScriptUrl,
    ANALYTICS_URL: standIns.analyticsUrl,
    CHAT_SCRIPT_URL: standIns.chat.scriptUrl,
    SURVEY_SCRIPT_URL: standIns.surveyScriptUrl,
    PUSH_INGEST_SECRET: pushSecret,
    // One container, no Redis: declared, as production otherwise refuses to start without REDIS_URL.
    SINGLE_COPY: 'true',
    SHUTDOWN_DELAY_MS: '0',
    LOG_LEVEL: 'warn',
    ...upstreams,
  };
  for (const name of UPSTREAM_VARIABLES) {
    if (env[name] === undefined) throw new Error(`${name} has no emulator address`);
  }
  return env;
}

export interface RunOptions {
  image: string;
  name: string;
  env: Record<string, string>;
}

/**
 * `podman run` arguments of the gateway as production runs it: detached, the image's own user (node, uid 1000),
 * a read-only root file system with a small tmpfs at /tmp (Node's temporary files), no extra capabilities, and the
 * host's network (the emulator and nginx are on the host's loopback; no port publishing or rootless network
 * stack to set up).
 */
export function runArgs(options: RunOptions): string[] {
  return [
    'run',
    '--detach',
    '--name',
    options.name,
    '--network',
    'host',
    '--read-only',
    '--tmpfs',
    '/tmp:rw,size=64m,mode=1777',
    '--cap-drop',
    'all',
    '--security-opt',
    'no-new-privileges',
    ...Object.entries(options.env).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
    options.image,
  ];
}

/** The host the smoke journeys use (the en-GB brand) and the Chromium rule sending it to nginx. */
export function hostResolverRule(host: string, tlsPort: number): string {
  return `MAP ${host}:443 127.0.0.1:${tlsPort}`;
}
