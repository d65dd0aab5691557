/**
 * The import boundaries of the repository, checked on every `npm run lint`:
 *
 *   client/src/features/<a>  may not import another feature's files (shared pieces live in ui/ or platform/)
 *   client/src/features      may not import client/src/app
 *   client/src/ui, platform  may not import client/src/features or client/src/app
 *   client/src/ui            may not import the photo library (client/src/platform/photo-library): it is presentational
 *   outside the photo library, its concerns are imported through their public entry
 *                            (`#platform/photo-library/timeline`, not `…/timeline/timeline-store`; tests aside)
 *   client/src               may not import gateway/, fixtures/ or Node modules (node:fs, path, …)
 *   contracts                may not import client/, gateway/, fixtures/ or Node modules (tests aside)
 *   gateway                  may not import fixtures/ or client/src
 *   fixtures                 may not import gateway/ or client/src
 *
 * Imports through the package.json `imports` aliases (`#ui/…`, `#features/…`, `#contracts/…`) are resolved with
 * that table first, so an alias is held to the same rules as the relative path it stands for.
 *
 * Usage: npx tsx scripts/check-boundaries.ts   (prints each violation, exits 1 when there is one)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

const SOURCE = /\.(ts|tsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);
const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

function listFiles(dir: string, out: string[] = []): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries.sort((x, y) => x.name.localeCompare(y.name))) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) listFiles(join(dir, entry.name), out);
    } else if (SOURCE.test(entry.name)) out.push(join(dir, entry.name));
  }
  return out;
}

/** package.json `imports` as [prefix before '*', repository-relative target prefix] pairs. */
export type Aliases = ReadonlyArray<readonly [string, string]>;

export function readAliases(root: string): Aliases {
  let imports: Record<string, unknown> = {};
  try {
    imports = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports ?? {};
  } catch {
    return [];
  }
  return Object.entries(imports).flatMap(([key, value]) =>
    key.endsWith('/*') && typeof value === 'string' && value.includes('*')
      ? [[key.slice(0, -1), value.slice(0, value.indexOf('*')).replace(/^\.\//, '')] as const]
      : [],
  );
}

/** Repository-relative POSIX path of what a specifier points at, or `pkg:<name>` for a package. */
export function target(root: string, fromFile: string, specifier: string, aliases: Aliases = []): string {
  if (specifier.startsWith('.')) return toPosix(relative(root, resolve(dirname(fromFile), specifier)));
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  if (alias) return alias[1] + specifier.slice(alias[0].length);
  return `pkg:${specifier}`;
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/** The one app file that imports features: each screen lazily, so every feature is a chunk of its own. */
const ROUTE_TABLE = 'client/src/app/routing/route-table.tsx';
const featureOf = (path: string) => /^client\/src\/features\/([^/]+)\//.exec(path)?.[1];
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/test/');
const PHOTO_LIBRARY = 'client/src/platform/photo-library/';
/** A file inside one of the photo library's concerns, named past the concern's entry (decision 400). */
const pastEntry = (to: string) => /^client\/src\/platform\/photo-library\/[^/]+\/(?!index$)./.test(to);

/** The photo library's own rules: ui/ stays presentational, and other code sees a concern by its entry. */
function photoLibraryRule(from: string, to: string): string | undefined {
  if (!to.startsWith(PHOTO_LIBRARY) || from.startsWith(PHOTO_LIBRARY)) return undefined;
  if (from.startsWith('client/src/ui/'))
    return 'ui/ holds presentational pieces: it cannot import the photo library (move the piece to its feature)';
  if (pastEntry(to) && !isTest(from))
    return `import the photo library's concern through its public entry: '#platform/photo-library/${to.split('/')[4]}'`;
  return undefined;
}

/** The rule an import breaks, or undefined. `from` and `to` are repository-relative. */
export function brokenRule(from: string, to: string): string | undefined {
  const isNode = to.startsWith('pkg:') && NODE_BUILTINS.has(to.slice(4).split('/')[0] ?? '');
  if (from.startsWith('client/src/')) {
    if (isNode) return 'client code cannot use Node modules';
    if (to.startsWith('gateway/') || to.startsWith('fixtures/'))
      return 'client code cannot import gateway/ or fixtures/';
    const a = featureOf(from);
    const b = featureOf(to);
    if (a && b && a !== b)
      return `feature '${a}' cannot import feature '${b}': move shared pieces to ui/ or platform/`;
    if (a && to.startsWith('client/src/app/')) return 'features cannot import app/';
    if (from.startsWith('client/src/app/') && b && from !== ROUTE_TABLE && !isTest(from))
      return "app/ reaches features only through the route table's lazy screens: a static import puts the feature's chunk in the entry chunk's import cycle (a blank page)";
    if (/^client\/src\/(ui|platform)\//.test(from) && /^client\/src\/(features|app)\//.test(to))
      return 'ui/ and platform/ cannot import features/ or app/';
    const photoLibrary = photoLibraryRule(from, to);
    if (photoLibrary) return photoLibrary;
  }
  if (from.startsWith('contracts/') && !isTest(from)) {
    if (isNode) return 'contracts are shared with the browser: no Node modules';
    if (/^(client|gateway|fixtures)\//.test(to))
      return 'contracts cannot import client/, gateway/ or fixtures/';
  }
  if (from.startsWith('gateway/') && (to.startsWith('fixtures/') || to.startsWith('client/src/')))
    return 'the gateway cannot import fixtures/ or client/src/';
  if (from.startsWith('fixtures/') && (to.startsWith('gateway/') || to.startsWith('client/src/')))
    return 'the emulator cannot import gateway/ or client/src/';
  return undefined;
}

/** Every import of the repository's TypeScript files that breaks a boundary. */
export function checkBoundaries(root: string): Violation[] {
  const violations: Violation[] = [];
  const dirs = ['client/src', 'contracts', 'gateway', 'fixtures'];
  const aliases = readAliases(root);
  for (const file of dirs.flatMap((d) => listFiles(join(root, d)))) {
    const source = readFileSync(file, 'utf8');
    const from = toPosix(relative(root, file));
    for (const ref of ts.preProcessFile(source, true, true).importedFiles) {
      const rule = brokenRule(from, target(root, file, ref.fileName, aliases));
      if (!rule) continue;
      const line = source.slice(0, ref.pos).split('\n').length;
      violations.push({ file: from, line, specifier: ref.fileName, rule });
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const violations = checkBoundaries(root);
  for (const v of violations) console.error(`${v.file}:${v.line} imports '${v.specifier}': ${v.rule}`);
  if (violations.length > 0) {
    console.error(`${violations.length} import boundary violation(s)`);
    process.exit(1);
  }
  console.log('import boundaries: ok');
}
