import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          // A whole-app render loads lazy screens on first use: seconds on a busy 2-core machine, not 5.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
