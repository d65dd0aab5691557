/** The archive benchmark's emulator (bench/archive.ts): started with a push relay, signed in, called and measured. */
import type { ChildProcess } from 'node:child_process';
import type { z } from 'zod';
import { ImageCache } from '../fixtures/src/services/images/image-cache';
import { POOL_SIZE, poolImage } from '../fixtures/src/services/images/pool';
import type { FakeRelay } from '../fixtures/src/test/fake-relay';
import { signIn } from '../fixtures/src/test/sign-in';
import { waitFor } from '../scripts/lib/processes';
import { freePort, startBenchEmulator } from './lib/processes';
import { rssBytes } from './lib/rss';

export const MB = 1024 * 1024;
/** Photos in an archive, and in an export chunk. */
export const PHOTOS = 100;
export const ACCOUNT = 'customer@example.com';
export const seconds = (millis: number) => `${(millis / 1000).toFixed(2)} s`;

/** Renders the pool originals not on disk yet into the emulator's (default) image cache. */
export async function warmOriginals(): Promise<void> {
  const started = performance.now();
  const cache = new ImageCache();
  for (let i = 0; i < POOL_SIZE; i += 1) await cache.file(poolImage(i), 'original');
  console.log(`  · pool originals ready in ${cache.dir} (${seconds(performance.now() - started)})`);
}

export interface Emulator {
  child: ChildProcess;
  pid: number;
  base: string;
  token: string;
}

export async function startEmulator(relay: FakeRelay): Promise<Emulator> {
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
export async function call<T>(
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

export async function control(emulator: Emulator, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${emulator.base}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`control ${path} answered ${response.status}: ${await response.text()}`);
}

export interface Fetched {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  announced: number;
  /** Entries the zip's end of central directory counts. */
  entries: number;
}

/** Downloads a zip, keeping only its tail: time to first byte, total time, its length and its entry count. */
export async function fetchZip(url: string): Promise<Fetched> {
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
export async function originalsBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { method: 'HEAD' });
    total += Number(response.headers.get('content-length'));
  }
  return total;
}

/** Waits until the emulator's RSS has stopped moving (after start-up work), and answers it. */
export async function quietRss(pid: number): Promise<number> {
  let before = rssBytes(pid);
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = rssBytes(pid);
    if (Math.abs(now - before) < MB) return now;
    before = now;
  }
  return before;
}
