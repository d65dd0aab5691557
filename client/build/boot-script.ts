import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { BOOT_TAG_ATTRIBUTE } from '#contracts/app-start';
import * as photoGrid from '../src/platform/boot/grid-constants.ts';

/** The boot script's entry (client/src/platform/boot/boot-entry.ts) and its chunk's name. */
export const BOOT_ENTRY = fileURLToPath(new URL('../src/platform/boot/boot-entry.ts', import.meta.url));
export const BOOT_CHUNK = 'boot';

/**
 * The photo grid's constants, for the boot script (`__PHOTO_GRID__` in thumbnail-boot.ts): written in as a value,
 * since a module both the boot script and the app import would become a chunk they share (decision 481). The
 * unit tests define the same (vitest.config.ts).
 */
export const PHOTO_GRID_DEFINE = Object.fromEntries(
  Object.entries(photoGrid).map(([name, value]) => [`__PHOTO_GRID__.${name}`, JSON.stringify(value)]),
);

/** The file of the boot chunk in a build's output. */
export function bootFile(bundle: Rolldown.OutputBundle): string | undefined {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isEntry && output.name === BOOT_CHUNK) return output.fileName;
  }
  return undefined;
}

/**
 * The tag that loads it, first in the head: `async` (it blocks neither parsing nor the app), a module (its own
 * scope, no globals but the hand-over), high priority (async scripts default to low, which Chromium holds back
 * while the head's other requests run). An external file from 'self': the CSP allows it without a nonce. Marked,
 * for the gateway to find it on My photos' page (decision 393).
 */
export function bootTag(file: string): string {
  return `<script type="module" async fetchpriority="high" src="/${file}" ${BOOT_TAG_ATTRIBUTE}></script>`;
}

export function withBootTag(html: string, file: string): string {
  const head = /<head[^>]*>/i.exec(html);
  if (head === null) throw new Error('index.html has no <head>');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}\n    ${bootTag(file)}${html.slice(at)}`;
}

/**
 * Builds the boot script (decision 220) as a second entry beside index.html, on its own: it imports nothing the
 * app's entry imports, so it is one small file with no imports (the build fails otherwise), and adds its tag to
 * index.html. Only in builds: the dev server runs without it (the app makes its calls itself).
 */
export function bootScript(): Plugin {
  return {
    name: 'boot-script',
    apply: 'build',
    config(config) {
      const input = config.build?.rolldownOptions?.input;
      const html = fileURLToPath(new URL('../index.html', import.meta.url));
      const named = typeof input === 'object' && !Array.isArray(input) ? input : { index: html };
      return {
        define: PHOTO_GRID_DEFINE,
        build: { rolldownOptions: { input: { ...named, [BOOT_CHUNK]: BOOT_ENTRY } } },
      };
    },
    generateBundle(_options, bundle) {
      const file = bootFile(bundle);
      const chunk = file === undefined ? undefined : bundle[file];
      if (chunk?.type !== 'chunk') throw new Error('the boot script was not built');
      if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0) {
        throw new Error(`the boot script must stand alone, it imports ${chunk.imports.join(', ')}`);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const file = context.bundle ? bootFile(context.bundle) : undefined;
        return file === undefined ? html : withBootTag(html, file);
      },
    },
  };
}
