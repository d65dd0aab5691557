export interface ReadinessReport {
  ready: boolean;
  /** The gateway has finished starting (its `onReady` hooks ran): before that it takes no traffic. */
  started: boolean;
  /** The gateway is stopping (SIGTERM): it answers what it has, takes nothing new. */
  draining: boolean;
  /**
   * What this copy cannot serve without: only `redis` (the session store, push relay and shared limits), when
   * configured. Upstreams and the identity provider are not here: one of them away fails its own calls fast
   * (circuit breakers, `gateway_upstream_circuit_state`), never the whole copy.
   */
  checks: Record<string, boolean>;
}

export interface Readiness {
  /** The gateway has started: from now on it may report ready. */
  start(): void;
  /** From now on the gateway reports not ready (shutdown), so load balancers stop sending to it. */
  drain(): void;
  readonly draining: boolean;
  report(): Promise<ReadinessReport>;
}

export interface ReadinessOptions {
  /** Redis (sessions in bff mode, push relay, shared limits), when configured: answers PING. */
  redis: (() => Promise<boolean>) | null;
  /** How long a report is reused: readiness probes of several load balancers cost one PING. */
  cacheMs?: number;
}

/**
 * /readyz: "this copy can serve". Not ready before it has started, while draining, or while the Redis it is
 * configured with does not answer (every copy would lose its sessions, so none is worth more than another).
 * An upstream that is down or slow never makes the copy unready: the SPA and every other service go on.
 */
export function createReadiness(options: ReadinessOptions): Readiness {
  const cacheMs = options.cacheMs ?? 1000;
  let started = false;
  let draining = false;
  let cached: { at: number; checks: Promise<Record<string, boolean>> } | null = null;

  async function run(): Promise<Record<string, boolean>> {
    const redis = options.redis;
    return redis === null ? {} : { redis: await redis().catch(() => false) };
  }

  return {
    start() {
      started = true;
    },
    drain() {
      draining = true;
      cached = null;
    },
    get draining() {
      return draining;
    },
    async report() {
      const now = Date.now();
      if (cached === null || now - cached.at >= cacheMs) cached = { at: now, checks: run() };
      const checks = await cached.checks;
      const ready = started && !draining && Object.values(checks).every(Boolean);
      return { ready, started, draining, checks };
    },
  };
}
