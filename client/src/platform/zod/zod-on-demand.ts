import type { z as Zod } from 'zod';
import type { ZodParts } from './zod-parts';

/**
 * Zod out of the first paint's JavaScript (issue 56, decision 475). The build resolves `import { z } from 'zod'`
 * (the contracts, the fetch wrapper) to this module: `z` below stands in for zod's namespace and forwards to it
 * once `loadZod()` has loaded the members the SPA uses (`zod-parts.ts`) as a chunk of its own. The schemas are
 * built on first use (decision 270), so declaring them costs nothing; building or parsing with one before
 * `loadZod()` has resolved throws, naming it.
 * Start-up awaits `loadZod()` beside the config (parsed with its contract; the catalogue is checked without zod,
 * decision 526), and the app renders after that: every schema of a screen is used after zod is there. `npm run dev` and the tests import
 * zod itself, where `loadZod()` resolves to members of the same module.
 */
let real: ZodParts | null = null;
let loading: Promise<ZodParts> | null = null;

/** Loads zod (once; again after a failed load) and resolves when `z` can build and parse. */
export function loadZod(): Promise<ZodParts> {
  if (real) return Promise.resolve(real);
  loading ??= import('./zod-parts').then(
    (module) => {
      real = module.zodParts;
      return real;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function loaded(): ZodParts {
  if (real) return real;
  throw new Error(
    'zod is loaded on demand: await loadZod() (#platform/zod/zod-on-demand) before using a schema',
  );
}

function member(key: string | symbol): unknown {
  const parts = loaded();
  if (typeof key === 'symbol' || Object.hasOwn(parts, key)) return Reflect.get(parts, key);
  throw new Error(`z.${key} is not loaded in the SPA: add it to #platform/zod/zod-parts`);
}

export const z: typeof Zod = new Proxy({} as typeof Zod, {
  get: (_target, key) => member(key),
  has: (_target, key) => Reflect.has(loaded(), key),
  ownKeys: () => Reflect.ownKeys(loaded()),
  getOwnPropertyDescriptor: (_target, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(loaded(), key);
    return descriptor && { ...descriptor, configurable: true };
  },
});
