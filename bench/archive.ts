/**
 * Benchmark: the emulator's zip archives. It renders the pool originals first (in this process, so the emulator's
 * memory does not hold the renderer's), starts an emulator of its own (free loopback port, no job queue delay,
 * export chunks of 100 photos) publishing to a push relay of this process, signs in as customer@example.com and:
 *
 * 1. archive: POST /downloads of 100 photos whose originals weigh at least 300 MB. The job builds the zip to its
 *    file; measured from the request to archive-finished on the relay: the build time (archive-started to
 *    archive-finished), the zip's size, the throughput, the emulator's CPU time and the peak growth of its RSS
 *    (VmRSS, sampled every 10 ms) over what it was before the request. Then the built zip is downloaded through
 *    its signed link (time to first byte, total time).
 * 2. export chunk: POST /backups, the emulator clock moved an hour on (the export job plans its chunks), then the
 *    first chunk (100 photos) downloaded through its signed link, zipped as it streams: time to first byte, total
 *    time, throughput, size and the peak growth of the emulator's RSS while it streams.
 *
 * Both zips are checked: length as announced, 100 entries in the central directory. Budgets (issue 8): RSS grows
 * less than 64 MB while an archive is built or a chunk is streamed; the first byte of a chunk streamed on request
 * comes within 0.5 s. `npm run bench -- archive` runs only this benchmark. 1 MB = 1,048,576 bytes.
 */
import type { ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import type { z } from 'zod';
import { DownloadArchive, DownloadList, Export, SignedUrl } from '#contracts/downloads';
import { PhotoPage } from '#contracts/photos';
import { ImageCache } from '../fixtures/src/services/images/image-cache';
import { POOL_SIZE, poolImage } from '../fixtures/src/services/images/pool';
import { type FakeRelay, startFakeRelay } from '../fixtures/src/test/fake-relay';
import { signIn } from '../fixtures/src/test/sign-in';
import { waitFor } from '../scripts/lib/processes';
import { cpuSeconds, freePort, startBenchEmulator, stopAndWait } from './lib/processes';
import { rssBytes, sampleRss } from './lib/rss';

const MB = 1024 * 1024;
const PHOTOS = 100;
const MIN_ORIGINALS_BYTES = 300 * MB;
const ACCOUNT = 'customer@example.com';
const CHANNEL = 'www.albelli.nl';
const BUDGET = { rssGrowthBytes: 64 * MB, chunkFirstByteMs: 500 };
const JOB_TIMEOUT_MS = 300_000;

interface Row {
  metric: string;
  value: string;
  budget: string;
  /** null: a figure without a budget. */
  pass: boolean | null;
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const ms = (millis: number) => `${Math.round(millis)} ms`;
const seconds = (millis: number) => `${(millis / 1000).toFixed(2)} s`;
const rate = (bytes: number, millis: number) => `${(bytes / MB / (millis / 1000)).toFixed(0)} MB/s`;

/** Renders the pool originals not on disk yet into the emulator's (default) image cache. */
async function warmOriginals(): Promise<void> {
  const started = performance.now();
  const cache = new ImageCache();
  for (let i = 0; i < POOL_SIZE; i += 1) await cache.file(poolImage(i), 'original');
  console.log(`  · pool originals ready in ${cache.dir} (${seconds(performance.now() - started)})`);
}

interface Emulator {
  child: ChildProcess;
  pid: number;
  base: string;
  token: string;
}

async function startEmulator(relay: FakeRelay): Promise<Emulator> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const child = startBenchEmulator(port, `${base}/oidc`, {
    JOB_QUEUE_DELAY_MS: '0',
    EXPORT_CHUNK_PHOTOS: String(PHOTOS),
    PUSH_RELAY_URL: relay.url,
    PUSH_INGEST_SECRET: relay.secret,
  });
  if (child.pid === undefined) throw new Error('the emulator did not start');
  await waitFor(`${base}/oidc/.well-known/openid-configuration`, 60_000);
  const { access_token: token } = await signIn(base, `${base}/oidc`, ACCOUNT);
  return { child, pid: child.pid, base, token };
}

/** A JSON call to the emulator as the signed-in user, answered with `status` and parsed with `schema`. */
async function call<T>(
  emulator: Emulator,
  schema: z.ZodType<T>,
  path: string,
  init: { method?: string; body?: unknown; status?: number } = {},
): Promise<T> {
  const response = await fetch(`${emulator.base}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${emulator.token}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (response.status !== (init.status ?? 200))
    throw new Error(`${path} answered ${response.status}: ${text}`);
  return schema.parse(text === '' ? undefined : JSON.parse(text));
}

async function control(emulator: Emulator, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${emulator.base}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`control ${path} answered ${response.status}: ${await response.text()}`);
}

interface Fetched {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  announced: number;
  /** Entries the zip's end of central directory counts. */
  entries: number;
}

/** Downloads a zip, keeping only its tail: time to first byte, total time, its length and its entry count. */
async function fetchZip(url: string): Promise<Fetched> {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  let tail = Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += value.length;
    tail = Buffer.concat([tail, Buffer.from(value)]).subarray(-22);
  }
  // The end of central directory record (no comment): signature, then the total entry count at offset 10.
  const entries = tail.readUInt32LE(0) === 0x06054b50 ? tail.readUInt16LE(10) : -1;
  return {
    firstByteMs,
    totalMs: performance.now() - started,
    bytes,
    announced: Number(response.headers.get('content-length')),
    entries,
  };
}

/** The byte length of each photo's original as the image service announces it (HEAD). */
async function originalsBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { method: 'HEAD' });
    total += Number(response.headers.get('content-length'));
  }
  return total;
}

/** Waits until the emulator's RSS has stopped moving (after start-up work), and answers it. */
async function quietRss(pid: number): Promise<number> {
  let before = rssBytes(pid);
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = rssBytes(pid);
    if (Math.abs(now - before) < MB) return now;
    before = now;
  }
  return before;
}

async function benchArchive(emulator: Emulator, relay: FakeRelay, rows: Row[]): Promise<void> {
  const library = await call(
    emulator,
    PhotoPage,
    '/photo-management/photos?limit=500&sortKey=uploaded&sortOrder=asc',
  );
  const photos = library.images.slice(0, PHOTOS);
  const originals = await originalsBytes(photos.map((p) => p.untouchedUrl));
  if (photos.length < PHOTOS || originals < MIN_ORIGINALS_BYTES) {
    throw new Error(`${ACCOUNT}'s first ${PHOTOS} originals weigh ${mb(originals)}: fewer than 300 MB`);
  }

  // A small archive first: the code paths of the job are loaded and warm before anything is measured.
  const warmUp = await call(emulator, DownloadArchive, '/photo-management/downloads', {
    method: 'POST',
    body: { photoIds: photos.slice(0, 2).map((p) => p.imageId) },
    status: 202,
  });
  await relay.next(
    (r) => 'key' in r.envelope.message && r.envelope.message.message.downloadId === warmUp.id,
    JOB_TIMEOUT_MS,
  );
  await control(emulator, '/settle');

  const baseline = await quietRss(emulator.pid);
  const cpuBefore = cpuSeconds(emulator.pid);
  const sampler = sampleRss(emulator.pid);
  const requested = performance.now();
  const archive = await call(emulator, DownloadArchive, '/photo-management/downloads', {
    method: 'POST',
    body: { photoIds: photos.map((p) => p.imageId) },
    status: 202,
  });
  const event = (key: string) =>
    relay.next(
      (r) =>
        'key' in r.envelope.message &&
        r.envelope.message.key === key &&
        r.envelope.message.message.downloadId === archive.id,
      JOB_TIMEOUT_MS,
    );
  const [started, finished] = await Promise.all([event('archive-started'), event('archive-finished')]);
  const peak = sampler.stop();
  const cpu = cpuSeconds(emulator.pid) - cpuBefore;
  const built = (await call(emulator, DownloadList, '/photo-management/downloads')).items.find(
    (d) => d.id === archive.id,
  );
  if (built?.status !== 'READY' || built.size === null) throw new Error(`archive ${archive.id} is not READY`);
  const buildMs = finished.at - started.at;

  console.log(`\n  archive of ${PHOTOS} originals (${mb(originals)}) built by the job to its file`);
  rows.push(
    {
      metric: 'request to archive-finished',
      value: seconds(finished.at - requested),
      budget: '',
      pass: null,
    },
    { metric: 'build (archive-started to -finished)', value: seconds(buildMs), budget: '', pass: null },
    { metric: 'zip size', value: mb(built.size), budget: '', pass: null },
    { metric: 'throughput', value: rate(built.size, buildMs), budget: '', pass: null },
    { metric: 'emulator CPU time', value: `${cpu.toFixed(2)} s`, budget: '', pass: null },
    {
      metric: 'emulator peak RSS growth while built',
      value: mb(peak - baseline),
      budget: `< ${mb(BUDGET.rssGrowthBytes)}`,
      pass: peak - baseline < BUDGET.rssGrowthBytes,
    },
  );

  const link = await call(emulator, SignedUrl, `/photo-management/downloads/${archive.id}/url`);
  const download = await fetchZip(link.url);
  if (download.bytes !== built.size || download.announced !== built.size || download.entries !== PHOTOS) {
    throw new Error(
      `the archive file has ${download.bytes} bytes (announced ${download.announced}, listed ${built.size}) and ${download.entries} entries`,
    );
  }
  rows.push(
    {
      metric: 'download of the built zip: first byte',
      value: ms(download.firstByteMs),
      budget: '',
      pass: null,
    },
    {
      metric: 'download of the built zip: total',
      value: `${seconds(download.totalMs)} (${rate(download.bytes, download.totalMs)})`,
      budget: '',
      pass: null,
    },
  );
}

async function benchExportChunk(emulator: Emulator, rows: Row[]): Promise<void> {
  const requested = await call(emulator, Export, '/photo-management/backups', {
    method: 'POST',
    body: { channelId: CHANNEL },
    status: 202,
  });
  const planning = performance.now();
  await control(emulator, '/clock', { advanceMs: 3_600_000 });
  const planMs = performance.now() - planning;
  const ready = await call(emulator, Export, `/photo-management/backups/${requested.backupId}`);
  if (ready.status !== 'READY') throw new Error(`the export is ${ready.status} an hour later`);
  const [chunk] = ready.chunks;
  if (!chunk) throw new Error('the export has no chunk');
  const link = await call(
    emulator,
    SignedUrl,
    `/photo-management/backups/${requested.backupId}/chunks/${chunk.iteration}/url`,
  );

  const baseline = await quietRss(emulator.pid);
  const cpuBefore = cpuSeconds(emulator.pid);
  const sampler = sampleRss(emulator.pid);
  const fetched = await fetchZip(link.url);
  const peak = sampler.stop();
  const cpu = cpuSeconds(emulator.pid) - cpuBefore;
  if (fetched.bytes !== chunk.size || fetched.announced !== chunk.size || fetched.entries !== PHOTOS) {
    throw new Error(
      `chunk 0 has ${fetched.bytes} bytes (announced ${fetched.announced}, listed ${chunk.size}) and ${fetched.entries} entries`,
    );
  }

  console.log(
    `\n  export chunk of ${PHOTOS} originals, zipped as it streams (plan of ${ready.chunks.length} chunks)`,
  );
  rows.push(
    { metric: 'export planned (clock +1 h answered)', value: seconds(planMs), budget: '', pass: null },
    {
      metric: 'time to first byte',
      value: ms(fetched.firstByteMs),
      budget: `< ${BUDGET.chunkFirstByteMs} ms`,
      pass: fetched.firstByteMs < BUDGET.chunkFirstByteMs,
    },
    { metric: 'total time', value: seconds(fetched.totalMs), budget: '', pass: null },
    { metric: 'zip size', value: mb(fetched.bytes), budget: '', pass: null },
    { metric: 'throughput', value: rate(fetched.bytes, fetched.totalMs), budget: '', pass: null },
    { metric: 'emulator CPU time', value: `${cpu.toFixed(2)} s`, budget: '', pass: null },
    {
      metric: 'emulator peak RSS growth while streamed',
      value: mb(peak - baseline),
      budget: `< ${mb(BUDGET.rssGrowthBytes)}`,
      pass: peak - baseline < BUDGET.rssGrowthBytes,
    },
  );
}

function printRows(rows: readonly Row[]): void {
  for (const row of rows) {
    const verdict = row.pass === null ? '' : row.pass ? 'held' : 'NOT HELD';
    const budget = row.budget === '' ? '' : `budget ${row.budget}`;
    console.log(`  ${row.metric.padEnd(40)} ${row.value.padStart(20)}   ${budget.padEnd(16)} ${verdict}`);
  }
}

export async function benchArchives(): Promise<boolean> {
  const load = loadavg().map((l) => l.toFixed(1));
  console.log(`Zip archives of the emulator; ${cpus().length} CPUs, load average ${load.join(' ')}`);
  await warmOriginals();
  const relay = await startFakeRelay();
  let emulator: Emulator | undefined;
  const rows: Row[] = [];
  try {
    emulator = await startEmulator(relay);
    const archiveRows: Row[] = [];
    await benchArchive(emulator, relay, archiveRows);
    printRows(archiveRows);
    const chunkRows: Row[] = [];
    await benchExportChunk(emulator, chunkRows);
    printRows(chunkRows);
    rows.push(...archiveRows, ...chunkRows);
  } finally {
    await stopAndWait(emulator?.child);
    await relay.close();
  }
  const budgets = rows.filter((row) => row.pass !== null);
  const missed = budgets.filter((row) => row.pass === false);
  console.log(`\narchive: ${budgets.length - missed.length} budgets held, ${missed.length} not held`);
  return missed.length === 0;
}
