import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { upToDate } from './freshness';

/** The emulator's sources: a bundle older than any of these is rebuilt. */
const SOURCES = ['fixtures/src', 'contracts', 'package-lock.json'];
export const EMULATOR_BUNDLE = '.cache/emulator/main.mjs';

/**
 * The emulator as one JavaScript file, rebuilt with esbuild only when a source changed (about 1 s), so that it
 * starts without tsx: loading its ~300 TypeScript modules through tsx's loader thread cost ~3 s of CPU at every
 * start, the bundle ~1 s. Packages stay outside (loaded from node_modules as they are). `import.meta.url` keeps
 * meaning the source file's own URL (the seed data, the decode pool's worker are found beside the sources).
 * Returns the bundle's path and whether it was rebuilt.
 */
export async function emulatorBundle(root = process.cwd()): Promise<{ path: string; rebuilt: boolean }> {
  const path = join(root, EMULATOR_BUNDLE);
  if (upToDate(root, EMULATOR_BUNDLE, SOURCES)) return { path, rebuilt: false };
  const result = await build({
    entryPoints: [join(root, 'fixtures/src/main.ts')],
    outfile: path,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceUrls(root)],
  });
  // written beside and renamed into place: several systems starting at once (e2e workers) never read half a file
  mkdirSync(dirname(path), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = join(dirname(file.path), `.${basename(file.path)}.${process.pid}`);
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return { path, rebuilt: true };
}

/** Replaces `import.meta.url` in the sources with each file's own URL (a bundle has one `import.meta.url`). */
function sourceUrls(root: string): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(plugin) {
      plugin.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!resolve(args.path).startsWith(resolve(root)) || args.path.includes('node_modules'))
          return undefined;
        const source = readFileSync(args.path, 'utf8');
        const url = JSON.stringify(pathToFileURL(args.path).href);
        return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}
