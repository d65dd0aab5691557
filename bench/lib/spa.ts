/**
 * The SPA a benchmark serves: client/dist built when missing or stale, copied for the run, and its initial JS.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { sleep } from './steps';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'client/dist');

/** The newest modification time (ms) of the files under `path` that go into the build; 0 when absent. */
function newestSourceMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  if (path.endsWith('/test')) return 0; // test set-up, not in the bundle
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestSourceMtime(join(path, entry)));
  return newest;
}

/**
 * Builds the SPA (once) when client/dist is missing or older than client/src (tests aside), client/public,
 * client/index.html or the Vite config.
 */
export function ensureSpaBuilt(): void {
  const index = join(DIST, 'index.html');
  const sources = Math.max(
    ...['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts'].map((p) =>
      newestSourceMtime(join(ROOT, p)),
    ),
  );
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > 0 && builtAt >= sources) return;
  console.log(`client/dist is ${builtAt === 0 ? 'missing' : 'older than its sources'}: npm run build…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.signal ?? `exit ${build.status}`})`);
}

/**
 * A private copy of client/dist (or of `from`, another build) for the run (other work may rebuild client/dist meanwhile, replacing its hashed
 * files): copied until the copy is whole (index.html and every chunk a chunk refers to), 5 tries at most.
 */
export async function snapshotSpa(from = DIST): Promise<string> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-timeline-spa-'));
    try {
      cpSync(from, dir, { recursive: true });
      const missing = missingChunks(dir);
      if (missing.length === 0) return dir;
      console.log(`  · client/dist is being rewritten (${missing[0]} missing): copying it again`);
    } catch (error) {
      console.log(
        `  · copying client/dist failed (${error instanceof Error ? error.message : error}): again`,
      );
    }
    rmSync(dir, { recursive: true, force: true });
    await sleep(3_000);
  }
  throw new Error('client/dist kept changing: no whole copy of it in 5 tries');
}

/** Files that index.html or a chunk of `spa` refers to (statically or by import()) and that are not there. */
function missingChunks(spa: string): string[] {
  const html = readFileSync(join(spa, 'index.html'), 'utf8');
  const wanted = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] as string));
  for (const file of readdirSync(join(spa, 'assets'))) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(spa, 'assets', file), 'utf8');
    for (const m of code.matchAll(/["']\.\/([\w.-]+\.js)["']/g)) wanted.add(`assets/${m[1]}`);
  }
  return [...wanted].filter((file) => !existsSync(join(spa, file)));
}
// ---------------------------------------------------------------------------------------------------------------
// Bundle sizes

export function gzipSize(spa: string, file: string): number {
  return gzipSync(readFileSync(join(spa, file)), { level: 9 }).length;
}

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`, `export…from`), not import(). */
function staticImports(spa: string, file: string): string[] {
  const code = readFileSync(join(spa, file), 'utf8');
  const found: string[] = [];
  const pattern = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) if (match[1]) found.push(join('assets', match[1]));
  return found;
}

/** The initial JS: index.html's module script, its modulepreload links and their static imports, transitively. */
export function initialScripts(spa: string): string[] {
  const html = readFileSync(join(spa, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
  ].map((m) => m[1] as string);
  if (roots.length === 0) throw new Error('client/dist/index.html has no module script');
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0 && seen.size < 500) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(spa, file));
  }
  return [...seen];
}
