import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Both cores: vitest's default on a 2-core machine is one worker (availableParallelism − 1), which left the second
 * core idle for most of the suite. With two workers a test gets less of the CPU while it runs, so the bounds below
 * are hang detectors, not speed checks (speed is `npm run bench`'s business; docs/decisions/370-...md).
 */
const HOOK_TIMEOUT_MS = 60_000;

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'gateway/**/*.test.ts',
            'fixtures/**/*.test.ts',
            'contracts/**/*.test.ts',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
            'client/build/**/*.test.ts',
            'client/tools/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: HOOK_TIMEOUT_MS,
        },
      },
      {
        plugins: [react()],
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
