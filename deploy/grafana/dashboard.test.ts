import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../gateway/src/server';
import { testOptions } from '../../gateway/src/test/support';
import { dashboardQueries, exposedMetrics, metricsInPromql } from './promql-metrics';

const dashboard = JSON.parse(readFileSync(join(import.meta.dirname, 'gateway-dashboard.json'), 'utf8'));

let app: FastifyInstance;
let exposed: Set<string>;

beforeAll(async () => {
  app = await buildServer(testOptions());
  // A request answered, so the request series have samples as well as their TYPE lines.
  await app.inject({ url: '/healthz' });
  const res = await app.internal.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  exposed = exposedMetrics(res.body);
}, 60_000);

afterAll(async () => {
  await app.close();
});

describe('the Grafana dashboard', () => {
  it('asks only for metrics the gateway exposes on its internal /metrics', () => {
    const queries = dashboardQueries(dashboard);
    expect(queries.length).toBeGreaterThan(10);
    const unknown = queries.flatMap(({ where, expr }) => {
      const names = metricsInPromql(expr);
      // Every query selects some metric: one that selected nothing would not be checked.
      if (names.length === 0) return [`${where}: no metric in ${expr}`];
      return names.filter((name) => !exposed.has(name)).map((name) => `${where}: ${name}`);
    });
    expect(unknown).toEqual([]);
  });

  it('covers requests, errors, latency by service, circuits, push sockets and rate-limit refusals', () => {
    const used = new Set(dashboardQueries(dashboard).flatMap(({ expr }) => metricsInPromql(expr)));
    for (const name of [
      'gateway_http_requests_total',
      'gateway_http_request_duration_seconds_bucket',
      'gateway_upstream_circuit_state',
      'gateway_push_sockets',
      'gateway_rate_limited_total',
    ]) {
      expect(used).toContain(name);
    }
  });
});

describe('the metric check', () => {
  it('finds the metric names in PromQL and not its functions, keywords, labels or variables', () => {
    expect(
      metricsInPromql(
        'histogram_quantile(0.95, sum by (service, le) (rate(gateway_x_bucket{service=~"$service",le!="foo_bar"}[$__rate_interval]))) / ignoring(le) group_left sum(other_total offset 5m)',
      ),
    ).toEqual(['gateway_x_bucket', 'other_total']);
    expect(metricsInPromql('label_values(gateway_http_requests_total, service)')).toEqual([
      'gateway_http_requests_total',
    ]);
  });

  it('refuses a metric the exposition lacks: a misspelt name or a histogram read as a plain series', () => {
    expect(exposed.has('gateway_http_request_duration_seconds_bucket')).toBe(true);
    expect(exposed.has('gateway_http_request_total')).toBe(false);
    expect(exposed.has('gateway_upstream_circuit_state_bucket')).toBe(false);
  });
});
