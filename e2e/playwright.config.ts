import { defineConfig, devices } from '@playwright/test';

/**
 * Drives the whole system (gateway + emulator + the SPA built by `npm run build`) with Debian's Chromium. Each
 * worker starts a system of its own (e2e/fixtures.ts, `system`) on ports of its own (e2e/ports.ts), so journeys
 * run in parallel without sharing emulator state; every test starts from the seed.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Hang detectors, not speed checks (docs/decisions/370-npm-test-uses-both-cores.md): a wait that passes returns
  // as soon as it does, and two systems, two browsers and the build's leftovers share two cores in CI.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    // baseURL is the worker's gateway on the test's brand (fixtures.ts).
    // Recording a trace costs every test its DOM snapshots and screencast, kept or not: in CI only the retry of a
    // failure records one (docs/decisions/370-npm-test-uses-both-cores.md).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
});
