import type { Plugin } from 'vite';

/** A chunk of the build as the check sees it: its file and the chunks it imports statically. */
export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/**
 * The cycles among chunks' static imports (each as the files on it, in import order). A cycle between chunks
 * makes one of them run before the other has defined what it exports: the app renders nothing ('x is not a
 * function') or an icon reads as undefined, only in the build and only on some routes.
 */
export function chunkCycles(chunks: readonly ChunkImports[]): string[][] {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      if (!imports.has(next)) continue;
      const seen = state.get(next);
      if (seen === 'open') cycles.push(path.slice(path.indexOf(next)));
      else if (seen === undefined) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of imports.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/** Fails the build when chunks import each other in a cycle (see `chunkCycles`). */
export function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk' ? [{ fileName: item.fileName, imports: item.imports }] : [],
      );
      const cycles = chunkCycles(chunks);
      if (cycles.length > 0) {
        this.error(
          `chunks import each other in a cycle (the app would break at start-up):\n${cycles
            .map((cycle) => `  ${[...cycle, cycle[0]].join(' → ')}`)
            .join('\n')}`,
        );
      }
    },
  };
}
