import type { Plugin } from 'vite';
import { BOOT_ENTRY } from './boot-script.ts';

/** The modules the boot script is built from: its entry and everything it imports (decision 220). */
export function reachable(from: string, importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...importsOf(id));
  }
  return seen;
}

/**
 * The app's first paint in one chunk (decision 531): every module the entry imports statically, which the page
 * loads before its first render whatever the route, goes into the entry's own chunk instead of the ten the
 * bundler splits it into (React, the router, the API layer, the icon helper…). The bytes are the same; the
 * requests are not: on HTTP/1.1's six connections per host at a phone's round trip, each of them waited for a
 * connection beside the screen's chunks and the first calls. The boot script's modules are left out: it is a
 * second entry that must stand alone (boot-script.ts fails the build otherwise).
 */
export function initialChunk(): Plugin {
  let boot = new Set<string>();
  return {
    name: 'initial-chunk',
    apply: 'build',
    buildEnd() {
      boot = reachable(BOOT_ENTRY, (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [{ name: 'index', tags: ['$initial'], test: (id: string) => !boot.has(id) }],
        },
      };
    },
  };
}
