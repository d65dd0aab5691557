/**
 * `npm run bench -- upload`: 200 photos (mixed sizes up to 12 MP: JPEGs, PNGs and HEICs) uploaded through the
 * gateway to the emulator's photo-upload service with tus-js-client, 4 at a time in 4 MiB chunks, as the browser
 * does. Prints photos/s and MB/s, the gateway's peak RSS growth (budget < 64 MB: it streams), and the emulator's
 * processing time per photo (type check, EXIF, decode and the three renditions), p50 and p95.
 */
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import sharp, { type Sharp } from 'sharp';
import { Upload } from 'tus-js-client';
import { UploadOutcome } from '#contracts/photo-uploads';
import { testHeic } from '../fixtures/src/services/photo-upload/test-images';
import { signIn } from '../fixtures/src/test/sign-in';
import { startNode, waitFor } from '../scripts/lib/processes';
import { freePort, startBenchEmulator, stopAndWait } from './lib/processes';
import { rssBytes, sampleRss } from './lib/rss';

const MB = 1024 * 1024;
const PHOTOS = 200;
const PARALLEL = 4;
const CHUNK = 4 * MB;
const BUDGET = { gatewayRssGrowthBytes: 64 * MB };

interface BenchFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A photo-like picture (gradients and a pattern, so it compresses like a photo rather than a flat colour). */
async function picture(width: number, height: number, seed: number): Promise<Sharp> {
  const small = Buffer.alloc(64 * 48 * 3);
  for (let i = 0; i < small.length; i += 1) small[i] = (i * 7 + seed * 31 + ((i / 3) % 64) * 3) % 256;
  const base = await sharp(small, { raw: { width: 64, height: 48, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 0, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i += 1) base[i] = Math.min(255, ((base[i] ?? 0) + (noise[i] ?? 0)) >> 0);
  return sharp(base, { raw: { width, height, channels: 3 } });
}

/** A same-length date in the bytes makes each copy a different file (no duplicates) without breaking it. */
function withDate(file: Buffer, from: string, index: number): Buffer {
  const at = file.indexOf(Buffer.from(from, 'latin1'));
  if (at < 0) throw new Error('no date to vary');
  const copy = Buffer.from(file);
  const minutes = String(Math.floor(index / 60) % 60).padStart(2, '0');
  const seconds = String(index % 60).padStart(2, '0');
  copy.write(`${from.slice(0, 14)}${minutes}:${seconds}`, at, 'latin1');
  return copy;
}

/** 200 files: 120 JPEGs (30 each of 12, 8, 3 and 1 MP), 40 PNGs of 2 MP and 40 HEICs, in a mixed order. */
async function benchFiles(): Promise<BenchFile[]> {
  const date = '2022:05:06 10:00:00';
  const jpegSizes: Array<[number, number]> = [
    [4000, 3000],
    [3264, 2448],
    [2000, 1500],
    [1152, 864],
  ];
  const jpegs = await Promise.all(
    jpegSizes.map(async ([w, h], i) =>
      (await picture(w, h, i))
        .jpeg({ quality: 88 })
        .withExif({ IFD2: { DateTimeOriginal: date } })
        .toBuffer(),
    ),
  );
  const heic = await testHeic();
  const heicDate = '2021:07:14 16:20:05';
  const files: BenchFile[] = [];
  for (let i = 0; i < PHOTOS; i += 1) {
    const kind = i % 5;
    if (kind < 3) {
      const size = (i * 7) % 4;
      files.push({
        name: `IMG_${i}.jpg`,
        type: 'image/jpeg',
        bytes: withDate(jpegs[size] as Buffer, date, i),
      });
    } else if (kind === 3) {
      const png = await (await picture(1632, 1224, 100 + i)).png({ compressionLevel: 6 }).toBuffer();
      files.push({ name: `scan_${i}.png`, type: 'image/png', bytes: png });
    } else {
      files.push({ name: `IMG_${i}.HEIC`, type: 'image/heic', bytes: withDate(heic, heicDate, i) });
    }
  }
  return files;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function uploadOne(endpoint: string, token: string, file: BenchFile): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file.bytes, {
      endpoint,
      chunkSize: CHUNK,
      retryDelays: [0, 500, 2000],
      uploadSize: file.bytes.length,
      storeFingerprintForResuming: false,
      metadata: { filename: file.name, filetype: file.type },
      headers: { authorization: `Bearer ${token}` },
      onSuccess: ({ lastResponse }) => {
        const first = UploadOutcome.parse(JSON.parse(lastResponse.getBody()));
        const uploadId = (upload.url ?? '').split('/').pop() ?? '';
        resolve(first.status === 'processing' ? finalOutcome(endpoint, token, uploadId) : first);
      },
      onError: reject,
    });
    upload.start();
  });
}

/** The last PATCH answers 'processing' once the bytes are stored: the outcome resource tells what became of them. */
async function finalOutcome(endpoint: string, token: string, uploadId: string): Promise<UploadOutcome> {
  const url = endpoint.replace(/\/files$/, `/outcomes/${encodeURIComponent(uploadId)}`);
  for (;;) {
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!answer.ok) throw new Error(`outcome of ${uploadId}: HTTP ${answer.status}`);
    const outcome = UploadOutcome.parse(await answer.json());
    if (outcome.status !== 'processing') return outcome;
    await new Promise((done) => setTimeout(done, 100));
  }
}

export async function benchUploads(): Promise<boolean> {
  const emulatorPort = await freePort();
  const gatewayPort = await freePort([emulatorPort]);
  const internalPort = await freePort([emulatorPort, gatewayPort]);
  const issuer = `http://localhost:${emulatorPort}/oidc`;
  console.log(`making ${PHOTOS} test photos …`);
  const files = await benchFiles();
  const totalBytes = files.reduce((sum, f) => sum + f.bytes.length, 0);
  let emulator: ChildProcess | undefined;
  let gateway: ChildProcess | undefined;
  try {
    emulator = startBenchEmulator(emulatorPort, issuer);
    gateway = startNode('gateway/src/main.ts', {
      PORT: String(gatewayPort),
      INTERNAL_PORT: String(internalPort),
      APP_ENV: 'fixture',
      LOG_LEVEL: 'warn',
      EMULATOR_URL: `http://127.0.0.1:${emulatorPort}`,
      OIDC_AUTHORITY: issuer,
    });
    await waitFor(`${issuer}/.well-known/openid-configuration`, 60_000);
    await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`, 60_000);
    const { access_token: token } = await signIn(
      `http://localhost:${emulatorPort}`,
      issuer,
      'empty@example.com',
    );
    const endpoint = `http://localhost:${gatewayPort}/api/photo-upload/files`;
    const gatewayPid = gateway.pid as number;
    // warm up the path (connections, the first sharp call) with one photo outside the figures
    await uploadOne(endpoint, token, {
      name: 'warm.jpg',
      type: 'image/jpeg',
      bytes: await (await picture(640, 480, 999)).jpeg().toBuffer(),
    });
    const rssBefore = rssBytes(gatewayPid);
    const sampler = sampleRss(gatewayPid, 20);
    const processing: number[] = [];
    const outcomes: Record<string, number> = {};
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < files.length) {
          const file = files[next] as BenchFile;
          next += 1;
          const outcome = await uploadOne(endpoint, token, file);
          outcomes[outcome.status] = (outcomes[outcome.status] ?? 0) + 1;
          if (outcome.status === 'added' && outcome.processingMs !== undefined)
            processing.push(outcome.processingMs);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const growth = sampler.stop() - rssBefore;
    const held = growth < BUDGET.gatewayRssGrowthBytes && outcomes.added === PHOTOS;
    console.log(
      `load average ${loadavg()[0]?.toFixed(1)}; ${(totalBytes / MB).toFixed(1)} MB in ${PHOTOS} files`,
    );
    console.table({
      'photos uploaded': `${outcomes.added ?? 0} added, ${outcomes.duplicate ?? 0} duplicate, ${outcomes.failed ?? 0} failed`,
      'wall time': `${seconds.toFixed(1)} s`,
      throughput: `${(PHOTOS / seconds).toFixed(2)} photos/s, ${(totalBytes / MB / seconds).toFixed(1)} MB/s`,
      'gateway RSS growth (peak)': `${(growth / MB).toFixed(1)} MB (budget < 64 MB)`,
      'emulator processing per photo': `p50 ${percentile(processing, 50)} ms, p95 ${percentile(processing, 95)} ms`,
    });
    console.log(held ? 'upload: within budget' : 'upload: budget MISSED');
    return held;
  } finally {
    await stopAndWait(gateway);
    await stopAndWait(emulator);
  }
}
