// Records every platform build of Biome in package-lock.json. The npm registry this project is built against
// serves only the Linux builds, so `npm install` leaves the others out of the lock, and `npm ci` then refuses the
// lock as out of sync. The entries are never fetched off their platform (npm skips them by os/cpu/libc).
// Run after `npm install` changes the lock: npx tsx scripts/lock-platform-entries.ts
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  license?: string;
  engines?: Record<string, string>;
  [field: string]: unknown;
}
interface Lock {
  packages: Record<string, LockEntry>;
  [field: string]: unknown;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
const biome = lock.packages['node_modules/@biomejs/biome'];
if (biome === undefined) throw new Error('@biomejs/biome is not in package-lock.json');
const platforms: Record<string, { os: string; cpu: string; libc?: string }> = {
  'android-arm64': { os: 'android', cpu: 'arm64' },
  'android-x64': { os: 'android', cpu: 'x64' },
  'darwin-arm64': { os: 'darwin', cpu: 'arm64' },
  'darwin-x64': { os: 'darwin', cpu: 'x64' },
  'linux-arm64': { os: 'linux', cpu: 'arm64', libc: 'glibc' },
  'linux-arm64-musl': { os: 'linux', cpu: 'arm64', libc: 'musl' },
  'linux-x64': { os: 'linux', cpu: 'x64', libc: 'glibc' },
  'linux-x64-musl': { os: 'linux', cpu: 'x64', libc: 'musl' },
  'win32-arm64': { os: 'win32', cpu: 'arm64' },
  'win32-x64': { os: 'win32', cpu: 'x64' },
};
let added = 0;
for (const [platform, { os, cpu, libc }] of Object.entries(platforms)) {
  const key = `node_modules/@biomejs/cli-${platform}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version: biome.version,
    cpu: [cpu],
    dev: true,
    ...(libc ? { libc: [libc] } : {}),
    license: biome.license,
    optional: true,
    os: [os],
    engines: biome.engines,
  };
  added++;
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  ),
);
lock.packages = sorted;
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
