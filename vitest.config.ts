import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { PHOTO_GRID_DEFINE } from './client/build/boot-script.ts';

/**
 * Both cores: vitest's default on a 2-core machine is one worker (availableParallelism − 1), which left the second
 * core idle for most of the suite. With two workers a test gets less of the CPU while it runs, so the bounds below
 * are hang detectors, not speed checks (speed is `npm run bench`'s business; docs/decisions/370-...md).
 */
const HOOK_TIMEOUT_MS = 60_000;

const NODE_TESTS = [
  'gateway/**/*.test.ts',
  'fixtures/**/*.test.ts',
  'contracts/**/*.test.ts',
  'scripts/**/*.test.ts',
  'deploy/**/*.test.ts',
  'client/build/**/*.test.ts',
  'client/tools/**/*.test.ts',
  'bench/**/*.test.ts',
];

/**
 * The node tests that start child processes (Redis, nginx, the gateway's copies, the scripts' commands) or share a
 * module-level pool (the emulator's decode pool, the proxy's connection pools): each keeps a module graph of its
 * own, so none depends on which file ran before it in its worker (docs/decisions/387-...md).
 */
const NODE_ISOLATED = [
  'scripts/**/*.test.ts',
  'gateway/src/bff/bff-shared.test.ts',
  'gateway/src/env.test.ts',
  'gateway/src/http/logger.test.ts',
  'gateway/src/lifecycle/*.test.ts',
  'gateway/src/limits/shared-limits.test.ts',
  'gateway/src/proxy/*.test.ts',
  'gateway/src/push/cross-copy-relay.test.ts',
  'fixtures/src/services/images/*.test.ts',
  'fixtures/src/services/photo-upload/*.test.ts',
  'fixtures/src/services/photo-management/uploaded-originals.test.ts',
];

export default defineConfig({
  test: {
    maxWorkers: 2,
    // One temporary folder for the run, removed after it: the tests' SPA folders go there, not loose in /tmp.
    globalSetup: ['gateway/src/test/temp-root.ts'],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // Files that start processes, pools or servers of their own, each in a fresh module graph.
          include: NODE_ISOLATED,
          testTimeout: 60_000,
          hookTimeout: HOOK_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'node-shared',
          environment: 'node',
          // The rest share one module graph per worker (docs/decisions/387-...md).
          isolate: false,
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...NODE_ISOLATED],
          testTimeout: 60_000,
          hookTimeout: HOOK_TIMEOUT_MS,
        },
      },
      {
        plugins: [react()],
        // What the boot build writes into the boot script (client/build/boot-script.ts).
        define: PHOTO_GRID_DEFINE,
        test: {
          name: 'client',
          environment: 'happy-dom',
          // One environment and module graph per worker, not per file: the project in 16 s instead of 100 s
          // (docs/decisions/382-...md); client/src/test/setup.ts clears what a file leaves behind.
          isolate: false,
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          // A whole-app render loads lazy screens on first use: seconds on a busy 2-core machine, not 5.
          testTimeout: 60_000,
          hookTimeout: HOOK_TIMEOUT_MS,
        },
      },
    ],
  },
});
