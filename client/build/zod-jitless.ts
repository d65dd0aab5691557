import type { Plugin } from 'vite';

const CORE = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const LINE = 'export const globalConfig = globalThis.__zod_globalConfig;';

/**
 * Zod in jitless mode from its first line on. Zod probes once whether `new Function` is allowed (to compile
 * faster object parsers); the gateway's CSP has no 'unsafe-eval', so the probe was refused on every page (a CSP
 * issue in the console, Lighthouse best practices 96). `z.config({ jitless: true })` in the app's code runs too
 * late: the contracts share zod's chunk and build their schemas (which read the setting) when that chunk is
 * evaluated. So the setting goes into zod's own config module at build time. Fails the build when zod changes
 * that line, rather than silently bringing the probe back.
 */
export function zodJitless(): Plugin {
  return {
    name: 'zod-jitless',
    transform(code, id) {
      if (!CORE.test(id)) return null;
      if (!code.includes(LINE)) throw new Error(`zod-jitless: ${id} no longer has "${LINE}"`);
      return { code: code.replace(LINE, `${LINE}\nglobalConfig.jitless = true;`), map: null };
    },
  };
}
