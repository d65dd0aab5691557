import { cpus, loadavg } from 'node:os';
import { DownloadArchive, DownloadList, Export, SignedUrl } from '#contracts/downloads';
import { PhotoPage } from '#contracts/photos';
import { type FakeRelay, startFakeRelay } from '../fixtures/src/test/fake-relay';
import {
  ACCOUNT,
  call,
  control,
  type Emulator,
  fetchZip,
  MB,
  originalsBytes,
  PHOTOS,
  quietRss,
  seconds,
  startEmulator,
  warmOriginals,
} from './archive-emulator';
import { cpuSeconds, stopAndWait } from './lib/processes';
import { sampleRss } from './lib/rss';

const MIN_ORIGINALS_BYTES = 300 * MB;
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
const rate = (bytes: number, millis: number) => `${(bytes / MB / (millis / 1000)).toFixed(0)} MB/s`;

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
