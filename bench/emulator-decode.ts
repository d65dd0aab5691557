/**
 * `npm run bench -- decode`: ten large phone HEICs (the repository's real iPhone HEIC, 2566×3313 with 512 px grid
 * tiles, each copy made distinct by its EXIF date) uploaded to the emulator at once, while a trivial request
 * (`GET /favicon.ico`, answered 204 without work) is sent every 25 ms and timed. Decoding runs on the decode pool's
 * worker threads (`DECODE_THREADS`, at most that many at once, the rest queued), so the event loop keeps
 * answering: budget p99 < 100 ms. Prints the same request's figures with the emulator idle, the time until all
 * ten were added, and the machine's load beside them (a busy machine slows everything; compare like with like).
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { Upload } from 'tus-js-client';
import { UploadOutcome } from '#contracts/photo-uploads';
import { signIn } from '../fixtures/src/test/sign-in';
import { waitFor } from '../scripts/lib/processes';
import { freePort, startBenchEmulator, stopAndWait } from './lib/processes';

const UPLOADS = 10;
const PROBE_EVERY_MS = 25;
const BUDGET_P99_MS = 100;
const SAMPLE = new URL('../fixtures/data/upload-samples/iphone-grid.heic', import.meta.url);
const SAMPLE_DATE = '2021:04:11 15:47:53';

/** Copy `index` of the sample, its first EXIF date changed by `index` seconds, so no copy is a duplicate. */
function distinctCopy(file: Buffer, index: number): Buffer {
  const at = file.indexOf(Buffer.from(SAMPLE_DATE, 'latin1'));
  if (at < 0) throw new Error('the sample has no date to vary');
  const copy = Buffer.from(file);
  copy.write(`${SAMPLE_DATE.slice(0, 17)}${String(index).padStart(2, '0')}`, at, 'latin1');
  return copy;
}

/** The upload's last answer and the id in its URL (`…/files/<id>`). */
function upload(
  endpoint: string,
  token: string,
  bytes: Buffer,
  name: string,
): Promise<{ id: string; outcome: UploadOutcome }> {
  return new Promise((resolve, reject) => {
    const tus = new Upload(bytes, {
      endpoint,
      uploadSize: bytes.length,
      storeFingerprintForResuming: false,
      metadata: { filename: name, filetype: 'image/heic' },
      headers: { authorization: `Bearer ${token}` },
      onSuccess: ({ lastResponse }) =>
        resolve({
          id: (tus.url ?? '').split('/').at(-1) ?? '',
          outcome: UploadOutcome.parse(JSON.parse(lastResponse.getBody())),
        }),
      onError: reject,
    });
    tus.start();
  });
}

/**
 * How often each upload's outcome is asked for: the app's first pause between two asks (`PROCESSING_POLL_DELAYS_MS`
 * in client/src/platform/photo-library/upload/await-outcome.ts). Asked as often as the probe, ten uploads' polls
 * were 400 requests a second on the event loop the probe times.
 */
const OUTCOME_POLL_MS = 250;

/**
 * The upload's final outcome. Its last byte is answered with 'processing' (decision 060): the decode and the
 * renditions come after, so the batch is over only when the outcome resource tells what became of the file.
 */
async function finalOutcome(
  origin: string,
  token: string,
  uploaded: Promise<{ id: string; outcome: UploadOutcome }>,
) {
  let { id, outcome } = await uploaded;
  while (outcome.status === 'processing') {
    await new Promise((resolve) => setTimeout(resolve, OUTCOME_POLL_MS));
    const response = await fetch(`${origin}/photo-upload/outcomes/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`the outcome of upload ${id} answered ${response.status}`);
    outcome = UploadOutcome.parse(await response.json());
  }
  return outcome;
}

/** Times `GET url` every PROBE_EVERY_MS until `until` settles; the latencies in ms. */
async function probe(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await fetch(url).then((response) => response.arrayBuffer());
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return latencies;
}

function summary(latencies: number[]): { p50: number; p99: number; max: number; n: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0, n: sorted.length };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function benchEmulatorDecode(): Promise<boolean> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const issuer = `${origin}/oidc`;
  const sample = await readFile(SAMPLE);
  const emulator = startBenchEmulator(port, issuer);
  try {
    await waitFor(`${issuer}/.well-known/openid-configuration`, 120_000);
    const { access_token: token } = await signIn(origin, issuer, 'empty@example.com');
    const trivial = `http://127.0.0.1:${port}/favicon.ico`;
    const idle = summary(await probe(trivial, new Promise((resolve) => setTimeout(resolve, 3_000))));
    const loadBefore = loadavg()[0] ?? 0;
    const started = performance.now();
    const batch = Promise.all(
      Array.from({ length: UPLOADS }, (_, i) =>
        finalOutcome(
          origin,
          token,
          upload(`${origin}/photo-upload/files`, token, distinctCopy(sample, i), `IMG_${i}.HEIC`),
        ),
      ),
    );
    const busy = summary(await probe(trivial, batch));
    const outcomes = await batch;
    const seconds = (performance.now() - started) / 1000;
    const added = outcomes.filter((o) => o.status === 'added').length;
    const held = busy.p99 < BUDGET_P99_MS && added === UPLOADS;
    console.log(
      `machine: ${availableParallelism()} cores, load average ${loadBefore.toFixed(1)} before the batch, ` +
        `${(loadavg()[0] ?? 0).toFixed(1)} after; decode threads: ${process.env.DECODE_THREADS ?? 'default (cores - 1, 1..4)'}`,
    );
    console.table({
      'trivial request, emulator idle': `p50 ${ms(idle.p50)}, p99 ${ms(idle.p99)}, max ${ms(idle.max)} (${idle.n} requests)`,
      [`trivial request during ${UPLOADS} HEIC uploads`]: `p50 ${ms(busy.p50)}, p99 ${ms(busy.p99)} (budget < ${BUDGET_P99_MS} ms), max ${ms(busy.max)} (${busy.n} requests)`,
      'the batch': `${added}/${UPLOADS} added in ${seconds.toFixed(1)} s`,
    });
    console.log(held ? 'decode: within budget' : 'decode: budget MISSED');
    return held;
  } finally {
    await stopAndWait(emulator);
  }
}
