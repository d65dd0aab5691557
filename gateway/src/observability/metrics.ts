import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CircuitState } from '../proxy/circuit-breaker';
import { createRequestTallies } from './request-tallies';

/** Seconds buckets of request latency: from a cached config to an upload chunk. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds buckets of push relay lag: from the ingest (on any copy) to the socket. */
const RELAY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const CIRCUIT_VALUES: Record<CircuitState, number> = { closed: 0, 'half-open': 1, open: 2 };

/**
 * The gateway's Prometheus metrics, one registry per gateway (served on the internal port). Request series are
 * labelled by service (an API service, or pages, config, push…) and status, and kept as plain tallies (see
 * `createRequestTallies`): recording a request costs two map lookups and a few additions.
 */
export interface GatewayMetrics {
  readonly registry: Registry;
  request(service: string, status: number, seconds: number): void;
  /** A push socket opened (+1) or closed (−1), authenticated or not yet. */
  pushSockets(state: 'authenticated' | 'unauthenticated', delta: number): void;
  /** A push message reached a socket `seconds` after it was handed to the relay. */
  relayLag(seconds: number): void;
  circuit(service: string, state: CircuitState): void;
  upstreamFailure(service: string, kind: 'timeout' | 'connection' | 'open-circuit'): void;
  retry(service: string): void;
  rateLimited(rule: string): void;
}

export function createMetrics(options: { processMetrics?: boolean } = {}): GatewayMetrics {
  const registry = new Registry();
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry, prefix: 'gateway_' });
  const requests = createRequestTallies(
    registry,
    {
      counter: 'gateway_http_requests_total',
      counterHelp: 'Requests answered, by service and status.',
      histogram: 'gateway_http_request_duration_seconds',
      histogramHelp: 'Time from the request to the end of its answer, by service and status.',
    },
    LATENCY_BUCKETS,
  );
  const sockets = new Gauge({
    name: 'gateway_push_sockets',
    help: 'Open /push sockets, by state.',
    labelNames: ['state'],
    registers: [registry],
  });
  sockets.set({ state: 'authenticated' }, 0);
  sockets.set({ state: 'unauthenticated' }, 0);
  const lag = new Histogram({
    name: 'gateway_push_relay_lag_seconds',
    help: 'Time from a push message handed to the relay (on any copy) to its delivery to a socket here.',
    buckets: RELAY_BUCKETS,
    registers: [registry],
  });
  const circuits = new Gauge({
    name: 'gateway_upstream_circuit_state',
    help: 'Circuit of each upstream service: 0 closed, 1 half-open (probing), 2 open.',
    labelNames: ['service'],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'gateway_upstream_failures_total',
    help: 'Upstream calls that failed without an answer, by service and kind.',
    labelNames: ['service', 'kind'],
    registers: [registry],
  });
  const retries = new Counter({
    name: 'gateway_upstream_retries_total',
    help: 'Safe requests sent again after their connection failed before any answer.',
    labelNames: ['service'],
    registers: [registry],
  });
  const limited = new Counter({
    name: 'gateway_rate_limited_total',
    help: 'Requests and push authentications refused by a rate limit, by rule.',
    labelNames: ['rule'],
    registers: [registry],
  });

  return {
    registry,
    request(service, status, seconds) {
      requests.record(service, status, seconds);
    },
    pushSockets(state, delta) {
      sockets.inc({ state }, delta);
    },
    relayLag(seconds) {
      lag.observe(seconds);
    },
    circuit(service, state) {
      circuits.set({ service }, CIRCUIT_VALUES[state]);
    },
    upstreamFailure(service, kind) {
      failures.inc({ service, kind });
    },
    retry(service) {
      retries.inc({ service });
    },
    rateLimited(rule) {
      limited.inc({ rule });
    },
  };
}
