import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * The message catalogues as the browser gets them: each ICU message parsed at build time (`dist/locales/*.json`
 * hold ASTs), so the page ships react-intl without its message parser (about 7.5 KB gzip of the first paint's
 * JavaScript, issue 56; decision 480). The sources stay ICU text in `client/public/locales/`.
 */
export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

/** Every message of a catalogue parsed; a message that does not parse fails with its id. */
export function compileCatalogue(catalogue: Record<string, unknown>, name: string): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new Error(`${name}: ${id} is not a message`);
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${name}: ${id} does not parse: ${error instanceof Error ? error.message : error}`);
    }
  }
  return compiled;
}

/** Vite plugin (build only): writes each `public/locales/<locale>.json` compiled over the copy of the public folder. */
export function compiledMessages(): Plugin {
  let localesDir = '';
  return {
    name: 'compiled-messages',
    apply: 'build',
    configResolved(config) {
      localesDir = join(config.publicDir, 'locales');
    },
    generateBundle() {
      for (const file of readdirSync(localesDir).filter((name) => name.endsWith('.json'))) {
        const source = JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as Record<string, unknown>;
        this.emitFile({
          type: 'asset',
          fileName: `locales/${file}`,
          source: JSON.stringify(compileCatalogue(source, file)),
        });
      }
    },
  };
}
