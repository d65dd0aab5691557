import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The smoke journeys through the gateway's image (scripts/container/main.ts starts it and sets the variables
 * below): existing journeys, by title, on a system that already runs. The brand's production host is sent to
 * the TLS load balancer in front of the container by Chromium's host resolver (E2E_HOST_RESOLVER_RULES); its
 * certificate is self-signed, made for the run, and the browser contexts accept it.
 */
const rules = process.env.E2E_HOST_RESOLVER_RULES;
if (!rules || !process.env.E2E_ATTACH_EMULATOR) {
  throw new Error('run through scripts/container/main.ts (npm run container:smoke): it starts the system');
}
const launchOptions = base.use?.launchOptions ?? {};

export default defineConfig({
  ...base,
  testMatch: ['shell/sign-in.spec.ts', 'photos/timeline.spec.ts', 'downloads/download-photos.spec.ts'],
  grep: [
    /a consumer lands in the shell of the brand/,
    /shows the library by month with counts/,
    /several photos arrive as one zip holding exactly their originals/,
  ],
  workers: 1,
  retries: 0,
  use: {
    ...base.use,
    ignoreHTTPSErrors: true,
    launchOptions: {
      ...launchOptions,
      args: [...(launchOptions.args ?? []), `--host-resolver-rules=${rules}`],
    },
  },
});
