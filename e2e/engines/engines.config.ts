import { defineConfig } from '@playwright/test';
import type { Engine } from './driver';

/**
 * The cross-engine journeys (docs/decisions/450-cross-engine-harness.md): each journey in e2e/engines/journeys
 * runs once per engine, Chromium and Firefox through puppeteer-core, WebKitGTK through WebKitWebDriver. Playwright
 * Test is only the runner here (workers, timeouts, retries, reports); no Playwright browser is launched. Each
 * worker starts a system of its own and one browser of its project's engine. E2E_ENGINES picks engines
 * (comma-separated; all three by default).
 */
const engines = (process.env.E2E_ENGINES ?? 'chromium,firefox,webkit').split(',') as Engine[];

export default defineConfig<object, { engine: Engine }>({
  testDir: './journeys',
  testMatch: '**/*.journey.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./reporter.ts']],
  outputDir: '../../test-results/engines',
  projects: engines.map((engine) => ({ name: engine, use: { engine } })),
});
