import { describe, expect, it, vi } from 'vitest';

// As the build has it (decision 475): every `import { z } from 'zod'` gets the stand-in, and zod is not loaded.
vi.mock('zod', () => import('./zod-on-demand'));

/**
 * Every module the SPA can load, contracts included: a screen's chunk can be evaluated (preloaded) before start-up
 * has loaded zod, so none may build a schema when it is evaluated (declare it with `lazySchema`).
 */
const modules = import.meta.glob([
  '../../**/*.{ts,tsx}',
  '../../../../contracts/*.ts',
  '!**/*.test.{ts,tsx}',
  '!../../test/**',
  '!../../main.tsx',
]);

describe('the SPA’s modules before zod is loaded', () => {
  it('finds the modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(300);
  });

  it('evaluates each without building a schema', async () => {
    const failed: string[] = [];
    for (const [path, load] of Object.entries(modules)) {
      try {
        await load();
      } catch (error) {
        failed.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(failed).toEqual([]);
  }, 120_000);
});
