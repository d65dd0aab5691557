/**
 * Benchmark: a sustained load through the production topology (nginx over two gateway copies on Redis, the
 * emulator behind; scripts/lib/topology.ts). 100 connections for 60 s on GET /customers/me with a real token,
 * the copies' RSS sampled every second. Budget (issue 15): zero errors and flat memory (each copy's RSS over
 * the last quarter of the run within 16 MB of the second quarter's, once warm).
 *
 * BENCH_TWO_COPIES_SECONDS (60), BENCH_TWO_COPIES_CONNECTIONS (100).
 */
import autocannon from 'autocannon';
import { signIn } from '../fixtures/src/test/sign-in';
import { freePorts } from '../scripts/lib/processes';
import { startTopology } from '../scripts/lib/topology';
import { rssBytes } from './lib/rss';

const SECONDS = Number(process.env.BENCH_TWO_COPIES_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_TWO_COPIES_CONNECTIONS ?? 100);
const FLAT_BYTES = 16 * 1024 * 1024;

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

export async function benchTwoCopies(): Promise<boolean> {
  const [pub, internal, emulator, redis, g1, i1, g2, i2] = await freePorts(8);
  const topology = await startTopology({
    ports: {
      public: pub as number,
      internal: internal as number,
      emulator: emulator as number,
      redis: redis as number,
      gateways: [
        { port: g1 as number, internalPort: i1 as number },
        { port: g2 as number, internalPort: i2 as number },
      ],
    },
    // One user hammers one call from one address: counted, never reached.
    gatewayEnv: {
      RATE_LIMIT_API_PER_ADDRESS: '100000000',
      RATE_LIMIT_API_PER_USER: '100000000',
      LOG_LEVEL: 'info',
    },
  });
  try {
    const { access_token: token } = await signIn(
      topology.emulatorUrl.replace('127.0.0.1', 'localhost'),
      topology.issuer,
      'customer@example.com',
    );
    const pids = topology.gateways.map((copy) => copy.pid ?? 0);
    const samples: number[][] = pids.map(() => []);
    const sampler = setInterval(() => {
      pids.forEach((pid, i) => {
        samples[i]?.push(rssBytes(pid));
      });
    }, 1000);
    const failures = new Map<string, number>();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${topology.url}/api/customers/customers/me`,
          connections: CONNECTIONS,
          duration: SECONDS,
          headers: { authorization: `Bearer ${token}` },
        },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      instance.on('reqError', (error: Error) => {
        failures.set(error.message, (failures.get(error.message) ?? 0) + 1);
      });
    });
    clearInterval(sampler);
    for (const [message, count] of failures) console.log(`  request error ×${count}: ${message}`);
    const lbErrors = topology.loadBalancerErrors().trim();
    if (lbErrors !== '') console.log(`  nginx error log:\n${lbErrors.split('\n').slice(-5).join('\n')}`);

    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `\nTwo copies behind nginx: GET /customers/me, ${CONNECTIONS} connections for ${SECONDS} s\n` +
        `  ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result['2xx'].toLocaleString('en-GB')} answered 2xx, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    );
    let flat = true;
    samples.forEach((series, i) => {
      const quarter = Math.max(1, Math.floor(series.length / 4));
      const early = average(series.slice(quarter, 2 * quarter));
      const late = average(series.slice(-quarter));
      const growth = late - early;
      flat &&= growth < FLAT_BYTES;
      console.log(
        `  copy ${i + 1} RSS: start ${mb(series[0] ?? 0)}, second quarter ${mb(early)}, last quarter ${mb(late)}, peak ${mb(Math.max(...series))} (growth ${mb(growth)})`,
      );
    });
    const clean = errors === 0;
    console.log(`errors through two copies: ${errors} (budget 0) ${clean ? 'PASS' : 'FAIL'}`);
    console.log(`memory flat (last quarter within 16 MB of the second) ${flat ? 'PASS' : 'FAIL'}`);
    return clean && flat;
  } finally {
    await topology.stop();
  }
}
