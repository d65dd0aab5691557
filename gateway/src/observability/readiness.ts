import { answersHead } from '../proxy/answers-head';
import type { Upstreams } from '../proxy/upstreams';

export interface ReadinessReport {
  ready: boolean;
  /** The gateway is stopping (SIGTERM): it answers what it has, takes nothing new. */
  draining: boolean;
  /** Each dependency and whether it answered: `upstream:<service>`, `identity-provider`, `redis`. */
  checks: Record<string, boolean>;
}

export interface Readiness {
  /** From now on the gateway reports not ready (shutdown), so load balancers stop sending to it. */
  drain(): void;
  readonly draining: boolean;
  report(): Promise<ReadinessReport>;
}

export interface ReadinessOptions {
  upstreams: Upstreams;
  /** The identity provider's key set, which push authentication and the per-user limits need. */
  jwksUrl: string;
  /** Redis (push relay, shared limits), when configured. */
  redis: (() => Promise<boolean>) | null;
  timeoutMs?: number;
  /** How long a report is reused: readiness probes of several load balancers cost one round of checks. */
  cacheMs?: number;
}

/**
 * /readyz: ready when every upstream answers HTTP at all (any status: the service is there), the identity
 * provider serves its keys and Redis answers PING; never while draining.
 */
export function createReadiness(options: ReadinessOptions): Readiness {
  const timeoutMs = options.timeoutMs ?? 2000;
  const cacheMs = options.cacheMs ?? 1000;
  let draining = false;
  let cached: { at: number; report: Promise<ReadinessReport> } | null = null;

  async function upstreamAnswers(origin: string, path: string): Promise<boolean> {
    const upstream = options.upstreams.all().find((u) => u.origin === origin);
    if (upstream === undefined) return false;
    return answersHead(upstream.pool, path === '' ? '/' : path, timeoutMs);
  }

  async function jwksAnswers(): Promise<boolean> {
    try {
      const answer = await fetch(options.jwksUrl, {
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.body?.cancel();
      return answer.ok;
    } catch {
      return false;
    }
  }

  async function run(): Promise<ReadinessReport> {
    const byOrigin = new Map<string, Promise<boolean>>();
    const entries: Array<Promise<[string, boolean]>> = [];
    for (const upstream of options.upstreams.all()) {
      let answered = byOrigin.get(upstream.origin);
      if (answered === undefined) {
        answered = upstreamAnswers(upstream.origin, upstream.basePath);
        byOrigin.set(upstream.origin, answered);
      }
      entries.push(answered.then((ok) => [`upstream:${upstream.service}`, ok]));
    }
    entries.push(jwksAnswers().then((ok) => ['identity-provider', ok]));
    const redis = options.redis;
    if (redis !== null) entries.push(redis().then((ok) => ['redis', ok]));
    const checks = Object.fromEntries(await Promise.all(entries));
    return { ready: !draining && Object.values(checks).every(Boolean), draining, checks };
  }

  return {
    drain() {
      draining = true;
      cached = null;
    },
    get draining() {
      return draining;
    },
    report() {
      const now = Date.now();
      if (cached === null || now - cached.at > cacheMs) cached = { at: now, report: run() };
      return cached.report.then((report) => ({ ...report, ready: report.ready && !draining, draining }));
    },
  };
}
