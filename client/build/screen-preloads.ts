import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { authChunksKey, SCREEN_CHUNKS_FILE, START_CHUNKS_KEY } from '#contracts/spa-build';

/** The route table (client/src/app/routing/route-table.tsx): each route's screen and prefetch imports. */
const ROUTE_TABLE = fileURLToPath(new URL('../src/app/routing/route-table.tsx', import.meta.url));

/** What a route's screen loads lazily: the modules its `prefetch` and its `screen` import, in that order. */
export interface RouteImports {
  route: string;
  /** Import specifiers as written (`#features/…`), the prefetch's first: its calls come before the screen. */
  specifiers: string[];
}

/**
 * The lazy imports of each route of the route table's source, read from its text: every entry is a top-level key
 * (two spaces in) of `routeTable`, its `screen: lazyScreen(() => import('…'))` and `prefetch: () => import('…')`.
 */
export function routeImports(source: string): RouteImports[] {
  const start = source.indexOf('export const routeTable');
  if (start === -1) throw new Error('route-table.tsx has no routeTable');
  const body = source.slice(start);
  const keys = [...body.matchAll(/^ {2}(\w+): \{/gm)];
  return keys.flatMap((key, i) => {
    const text = body.slice(key.index, keys[i + 1]?.index ?? body.length);
    const prefetch = /prefetch:[^\n]*?import\('([^']+)'\)/.exec(text)?.[1];
    const screen = /screen:[\s\S]*?import\('([^']+)'\)/.exec(text)?.[1];
    const specifiers = [prefetch, screen].filter((s): s is string => s !== undefined);
    return specifiers.length > 0 ? [{ route: key[1] as string, specifiers }] : [];
  });
}

/**
 * What start-up imports before the first render, as `main.tsx` asks for it (decision 512): zod for every page,
 * and the sign-in code of the page's mode. Listed like a route's, so the gateway can ask for them from the HTML.
 */
export const START_IMPORTS: readonly RouteImports[] = [
  { route: START_CHUNKS_KEY, specifiers: ['#platform/zod/zod-parts'] },
  { route: authChunksKey('browser'), specifiers: ['#platform/auth/oidc-auth-service', 'oidc-client-ts'] },
  { route: authChunksKey('bff'), specifiers: ['#platform/auth/bff-auth-service'] },
];

/** A chunk as this plugin needs it. */
export interface BuiltChunk {
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/** The files a chunk loads statically, itself first, breadth first (what a modulepreload of each needs). */
function closure(roots: readonly string[], byFile: ReadonlyMap<string, BuiltChunk>): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return [...seen];
}

/**
 * Each route's chunks beyond the initial JS (the entries and their static imports): the files a first load of
 * that route fetches once the app has run, in the order they are wanted (the prefetch's, then the screen's).
 * `modules` maps each route's specifiers to resolved module ids.
 */
export function screenChunks(
  routes: readonly { route: string; modules: readonly string[] }[],
  chunks: readonly BuiltChunk[],
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set(
    closure(
      chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
      byFile,
    ),
  );
  const result: Record<string, string[]> = {};
  for (const { route, modules } of routes) {
    const roots = modules.flatMap((id) => {
      const chunk = chunks.find((c) => c.facadeModuleId === id);
      return chunk === undefined ? [] : [chunk.fileName];
    });
    const files = closure(roots, byFile).filter((file) => !initial.has(file));
    if (files.length > 0) result[route] = files;
  }
  return result;
}

/**
 * Writes `SCREEN_CHUNKS_FILE`: route name → the JS chunks its screen loads lazily (beyond the initial JS), so the
 * gateway can ask for them from the HTML of a page opened at that route (`modulepreload`), instead of the app
 * asking once its entry has run (decision 260); and the same for what start-up awaits (`START_IMPORTS`).
 */
export function screenPreloads(): Plugin {
  return {
    name: 'screen-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const routes = [];
      for (const { route, specifiers } of [
        ...START_IMPORTS,
        ...routeImports(readFileSync(ROUTE_TABLE, 'utf8')),
      ]) {
        const modules: string[] = [];
        for (const specifier of specifiers) {
          const resolved = await this.resolve(specifier, ROUTE_TABLE);
          if (resolved === null)
            this.error(`screen-preloads: ${specifier} (route ${route}) does not resolve`);
          modules.push(resolved.id);
        }
        routes.push({ route, modules });
      }
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      const map = screenChunks(routes, chunks);
      if (map.photos === undefined) this.error('screen-preloads: no chunks found for the photos route');
      if (map[START_CHUNKS_KEY] === undefined) this.error('screen-preloads: zod is not a chunk of its own');
      this.emitFile({ type: 'asset', fileName: SCREEN_CHUNKS_FILE, source: `${JSON.stringify(map)}\n` });
    },
  };
}
