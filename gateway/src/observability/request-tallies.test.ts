import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRequestTallies } from './request-tallies';

const BOUNDS = [0.005, 0.01, 0.1, 1];
const NAMES = {
  counter: 'requests_total',
  counterHelp: 'Requests.',
  histogram: 'request_seconds',
  histogramHelp: 'Time.',
};
const OBSERVATIONS: Array<[string, number, number]> = [
  ['customers', 200, 0.002],
  ['customers', 200, 0.005],
  ['customers', 200, 0.4],
  ['customers', 502, 3],
  ['pages', 200, 0.01],
  ['customers', 200, 0.0100001],
];

describe('request tallies', () => {
  it('expose exactly what prom-client’s own counter and histogram would for the same requests', async () => {
    const ours = new Registry();
    const tallies = createRequestTallies(ours, NAMES, BOUNDS);
    const theirs = new Registry();
    const counter = new Counter({
      name: NAMES.counter,
      help: NAMES.counterHelp,
      labelNames: ['service', 'status'],
      registers: [theirs],
    });
    const histogram = new Histogram({
      name: NAMES.histogram,
      help: NAMES.histogramHelp,
      labelNames: ['service', 'status'],
      buckets: BOUNDS,
      registers: [theirs],
    });
    for (const [service, status, seconds] of OBSERVATIONS) {
      tallies.record(service, status, seconds);
      counter.inc({ service, status: String(status) });
      histogram.observe({ service, status: String(status) }, seconds);
    }
    const exposition = await ours.metrics();
    expect(exposition).toBe(await theirs.metrics());
    expect(exposition).toContain('requests_total{service="customers",status="200"} 4');
    expect(exposition).toContain('request_seconds_bucket{le="0.005",service="customers",status="200"} 2');
    expect(exposition).toContain('request_seconds_bucket{le="+Inf",service="customers",status="502"} 1');
  });
});
