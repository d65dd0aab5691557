import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BASE_IMAGE } from './settings';

/**
 * The base image without a registry: a minimal Debian root made by debootstrap (variant minbase, from Debian's
 * mirror; cached as a tarball) plus this machine's Node (its binary and the npm beside it) and a `node` user,
 * uid 1000, imported into podman as BASE_IMAGE. The Dockerfile builds on it with --build-arg BASE_IMAGE=….
 */

const SUITE = 'bookworm';
const MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
const CACHE_DIR = process.env.CONTAINER_CACHE_DIR ?? join(homedir(), '.cache', 'account-container');

const CA_BUNDLES = [process.env.NODE_EXTRA_CA_CERTS, '/etc/ssl/certs/ca-certificates.crt'];
const IMAGE_CA_BUNDLE = 'etc/ssl/certs/ca-certificates.crt';
const IMAGE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

function run(command: string, args: readonly string[]): void {
  execFileSync(command, args, { stdio: 'inherit' });
}

/** The Debian root as a tarball, made once per machine (debootstrap takes about a minute). */
function debianRoot(): string {
  const tarball = join(CACHE_DIR, `debian-${SUITE}-minbase.tar`);
  if (existsSync(tarball)) {
    console.log(`[container] Debian ${SUITE} minbase from the cache: ${tarball}`);
    return tarball;
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'account-debootstrap-'));
  try {
    console.log(`[container] debootstrap --variant=minbase ${SUITE} (${MIRROR})`);
    run('debootstrap', ['--variant=minbase', SUITE, join(dir, 'root'), MIRROR]);
    // What an image does not need: package lists and caches, documentation, manuals, translations.
    for (const path of [
      'var/cache/apt',
      'var/lib/apt/lists',
      'usr/share/doc',
      'usr/share/man',
      'usr/share/locale',
    ]) {
      rmSync(join(dir, 'root', path), { recursive: true, force: true });
    }
    run('tar', ['-C', join(dir, 'root'), '-cf', `${tarball}.part`, '.']);
    run('mv', [`${tarball}.part`, tarball]);
    return tarball;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The Node install this process runs on: `<prefix>/bin/node` and `<prefix>/lib/node_modules/npm`. */
function nodeInstall(): { binary: string; npm: string } {
  const binary = realpathSync(process.execPath);
  const npm = join(dirname(dirname(binary)), 'lib', 'node_modules', 'npm');
  if (!existsSync(join(npm, 'bin', 'npm-cli.js')))
    throw new Error(`no npm beside ${binary} (looked in ${npm})`);
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new Error(`Node ${process.versions.node} is below the 20.19 the project needs`);
  }
  return { binary, npm };
}

export function makeBaseImage(podman: (args: readonly string[]) => void): void {
  const tarball = debianRoot();
  const node = nodeInstall();
  const dir = mkdtempSync(join(tmpdir(), 'account-base-'));
  try {
    const root = join(dir, 'root');
    mkdirSync(root);
    run('tar', ['-C', root, '-xf', tarball]);
    console.log(`[container] adding Node ${process.versions.node} (${node.binary}) and its npm`);
    run('cp', [node.binary, join(root, 'usr/local/bin/node')]);
    mkdirSync(join(root, 'usr/local/lib/node_modules'), { recursive: true });
    run('cp', ['-a', node.npm, join(root, 'usr/local/lib/node_modules/npm')]);
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(root, 'usr/local/bin/npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(root, 'usr/local/bin/npx'));
    // The image's user, as the official Node images have it.
    appendFileSync(join(root, 'etc/passwd'), 'node:x:1000:1000::/home/node:/bin/sh\n');
    appendFileSync(join(root, 'etc/group'), 'node:x:1000:\n');
    mkdirSync(join(root, 'home/node'), { recursive: true });
    run('chown', ['1000:1000', join(root, 'home/node')]);
    // PATH as the official Node images set it: `podman kube play` (unlike `podman run`) adds none of its own.
    const changes = ['--change', `ENV PATH=${IMAGE_PATH}`, '--change', 'CMD ["node"]'];
    // The machine's certificate authorities, for npm ci in the build: where TLS to the registry is intercepted
    // (a company or sandbox proxy), Node's own list does not know its issuer. minbase has no ca-certificates.
    const authorities = CA_BUNDLES.find((file) => file !== undefined && existsSync(file));
    if (authorities !== undefined) {
      mkdirSync(join(root, 'etc/ssl/certs'), { recursive: true });
      run('cp', [authorities, join(root, IMAGE_CA_BUNDLE)]);
      changes.push('--change', `ENV NODE_EXTRA_CA_CERTS=/${IMAGE_CA_BUNDLE}`);
      console.log(`[container] adding this machine's certificate authorities (${authorities})`);
    }
    run('tar', ['-C', root, '-cf', join(dir, 'base.tar'), '.']);
    // The previous run's base goes first, not to be left untagged (best effort: images built on it keep it).
    spawnSync('podman', ['image', 'rm', '--force', '--ignore', BASE_IMAGE], { stdio: 'ignore' });
    podman(['import', ...changes, join(dir, 'base.tar'), BASE_IMAGE]);
    console.log(`[container] base image ${BASE_IMAGE} imported`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
