import type { Metric, Registry } from 'prom-client';

/** One line of the exposition, as prom-client's registry reads it from `get()`. */
interface Sample {
  metricName?: string;
  value: number;
  labels: Record<string, string | number>;
}

/** One (service, status) pair: its count, and its latency histogram (cumulative only when scraped). */
interface Series {
  service: string;
  status: string;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last slot is above the largest bound (+Inf). */
  buckets: Float64Array;
}

/**
 * The request counter and latency histogram, labelled by service and status, kept in plain numbers and handed to
 * prom-client only when /metrics is scraped. prom-client's own counter and histogram validate and hash their
 * labels on every observation; for the one series every proxied request records, that was a measurable share of
 * the proxy's CPU budget. The exposition is the same: `<counter>{service,status}` and a histogram's `_bucket`
 * (with `le`), `_sum` and `_count`.
 */
export interface RequestTallies {
  record(service: string, status: number, seconds: number): void;
}

export function createRequestTallies(
  registry: Registry,
  names: { counter: string; counterHelp: string; histogram: string; histogramHelp: string },
  bounds: readonly number[],
): RequestTallies {
  const byService = new Map<string, Map<number, Series>>();
  const all: Series[] = [];
  const last = bounds.length;

  function seriesOf(service: string, status: number): Series {
    let byStatus = byService.get(service);
    if (byStatus === undefined) {
      byStatus = new Map();
      byService.set(service, byStatus);
    }
    let series = byStatus.get(status);
    if (series === undefined) {
      series = { service, status: String(status), count: 0, sum: 0, buckets: new Float64Array(last + 1) };
      byStatus.set(status, series);
      all.push(series);
    }
    return series;
  }

  const counter = scraped(names.counter, names.counterHelp, 'counter', () =>
    all.map((s) => ({ value: s.count, labels: { service: s.service, status: s.status } })),
  );
  const histogram = scraped(names.histogram, names.histogramHelp, 'histogram', () => {
    const values: Sample[] = [];
    for (const s of all) {
      const labels = { service: s.service, status: s.status };
      let cumulative = 0;
      for (let i = 0; i <= last; i++) {
        cumulative += s.buckets[i] as number;
        values.push({
          metricName: `${names.histogram}_bucket`,
          value: cumulative,
          labels: { le: i === last ? '+Inf' : (bounds[i] as number), ...labels },
        });
      }
      values.push({ metricName: `${names.histogram}_sum`, value: s.sum, labels });
      values.push({ metricName: `${names.histogram}_count`, value: s.count, labels });
    }
    return values;
  });
  registry.registerMetric(counter);
  registry.registerMetric(histogram);

  return {
    record(service, status, seconds) {
      const series = seriesOf(service, status);
      series.count += 1;
      series.sum += seconds;
      let i = 0;
      while (i < last && seconds > (bounds[i] as number)) i++;
      (series.buckets[i] as number) += 1;
    },
  };
}

/** A metric whose values are read from the tallies when the registry is scraped. */
function scraped(name: string, help: string, type: 'counter' | 'histogram', values: () => Sample[]): Metric {
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
    reset: () => {},
  };
  // prom-client registers anything with a name and `get()`; its Metric type only names its own classes.
  return metric as unknown as Metric;
}
