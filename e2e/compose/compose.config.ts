import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * The compose journey (scripts/compose/main.ts brings docker-compose.yml up and sets the variables below): one
 * browser through the system's nginx load balancer, on ports the script chose. Not part of the main suite (its
 * file is not a `.spec.ts`).
 */
if (!process.env.E2E_ATTACH_EMULATOR || !process.env.E2E_ATTACH_ORIGIN || !process.env.E2E_COMPOSE_COPY) {
  throw new Error('run through scripts/compose/main.ts: it brings the compose system up');
}

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.journey.ts',
  workers: 1,
  retries: 0,
  // Stopping a copy waits for its drain (SHUTDOWN_DELAY_MS), and a zip is built twice.
  timeout: 180_000,
});
