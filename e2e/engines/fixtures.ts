import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import type { RouteName } from '#contracts/routes';
import type { SeededEmail } from '#contracts/seed';
import { type Emulator, UK, withFreshEmulator } from '../fixtures';
import { portsFor } from '../ports';
import { signInByProtocol } from '../protocol-sign-in';
import { type RouteArgs, type RouteOptions, routePath } from '../routes';
import { checkBrandId } from '../seed';
import { START_LIMIT_MS, type System, startSystem } from '../system';
import type { TestFile } from '../upload/upload-files';
import type { BrowserCookie, BrowserState, Driver, Engine } from './driver';
import { launchPuppeteer, PuppeteerDriver } from './puppeteer-driver';
import { startWebKit, WebKitDriver, type WebKitHost } from './webkit-driver';

export { by } from './target';
export { expect, UK };

/** The consent choice a journey starts with ('00': necessary cookies only), so the banner covers nothing. */
const NECESSARY_ONLY = '00';

type UrlOf = <R extends RouteName>(route: R, ...args: RouteArgs<R>) => string;

interface JourneyFixtures {
  /** Option: the seeded account the journey starts signed in as; unset, it starts signed out. */
  account: SeededEmail | undefined;
  /** Option: the brand host (default albelli-uk, en-GB); null is plain localhost, the default Dutch brand. */
  brand: string | null;
  /** Option: start without a consent choice, so the brand's cookie banner asks (the banner's own journey). */
  consentBanner: boolean;
  emulator: Emulator;
  /** The journey's browser page in this worker's engine, signed in as `account` when that is set. */
  ui: Driver;
  /** Absolute URL of a route on the journey's brand, e.g. url('orderDetails', { orderCode: 'X' }). */
  url: UrlOf;
  /** Writes files to a folder of the journey's own, for `ui.setFiles`; their paths. */
  files: (...files: TestFile[]) => Promise<string[]>;
}

interface WorkerFixtures {
  /** Option (per project): the engine this worker drives. */
  engine: Engine;
  /**
   * Option: environment settings of this worker's system (`journey.use({ systemEnv: { AUTH_MODE: 'bff' } })`); a
   * group that sets it gets a worker, a system and a browser of its own.
   */
  systemEnv: Record<string, string>;
  system: System;
  browserHost: { open(): Promise<Driver> };
}

export const journey = base.extend<JourneyFixtures, WorkerFixtures>({
  engine: ['chromium', { scope: 'worker', option: true }],
  systemEnv: [{}, { scope: 'worker', option: true }],
  system: [
    async ({ engine: _engine, systemEnv }, use, workerInfo) => {
      const system = await startSystem(portsFor(workerInfo.parallelIndex), systemEnv);
      await use(system);
      await system.stop();
    },
    { scope: 'worker', timeout: START_LIMIT_MS + 30_000 },
  ],
  browserHost: [
    async ({ engine, system }, use) => {
      if (engine === 'webkit') {
        const host: WebKitHost = await startWebKit(system.ports.gateway + 5);
        await use({ open: () => WebKitDriver.open(host) });
        await host.stop();
        return;
      }
      const browser: Browser = await launchPuppeteer(engine);
      await use({ open: () => PuppeteerDriver.open(engine, browser) });
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  account: [undefined, { option: true }],
  brand: [UK, { option: true }],
  consentBanner: [false, { option: true }],

  emulator: [async ({ system }, use) => withFreshEmulator(system, use), { auto: true }],

  url: async ({ system, brand }, use) => {
    await use((route, ...args) => {
      const [params, options] = args as [Record<string, string | number>?, RouteOptions?];
      const host = options?.brand === undefined ? brand : options.brand;
      if (host !== null) checkBrandId(host);
      return `${system.origin(host)}${routePath(route, params, options?.query)}`;
    });
  },

  ui: async ({ browserHost, system, brand, account, consentBanner, emulator: _reset }, use, testInfo) => {
    const ui = await browserHost.open();
    try {
      const origin = system.origin(brand);
      const state: BrowserState = account
        ? await signedInState(account, origin)
        : { cookies: [], origins: [{ origin, localStorage: [] }] };
      if (!consentBanner) state.cookies.push(cookie('cookie_consent', NECESSARY_ONLY, origin));
      await ui.restore(state);
      await use(ui);
      if (testInfo.status !== testInfo.expectedStatus) {
        const shot = await ui.screenshot().catch(() => undefined);
        if (shot)
          await testInfo.attach(`${ui.engine} at the failure`, { body: shot, contentType: 'image/png' });
      }
    } finally {
      await ui.close().catch(() => undefined);
    }
  },

  files: async ({ emulator: _reset }, use) => {
    const folder = await mkdtemp(join(tmpdir(), 'engines-files-'));
    await use(async (...files) => {
      const paths: string[] = [];
      for (const file of files) {
        const path = join(folder, file.name);
        await writeFile(path, file.buffer);
        paths.push(path);
      }
      return paths;
    });
    await rm(folder, { recursive: true, force: true });
  },
});

/**
 * The account's signed-in state on the brand origin, made by the identity provider's protocol for each journey
 * (a few requests; no state is shared, so a journey's sign-out or token renewal spoils nothing). Only the brand
 * host's part is restored: the provider's own session cookies matter to no journey that starts signed in.
 */
async function signedInState(account: SeededEmail, origin: string): Promise<BrowserState> {
  const state = await signInByProtocol(account, origin);
  if (!state) throw new Error(`${origin} does not sign in by protocol (bff mode or https)`);
  const host = new URL(origin).hostname;
  return {
    cookies: state.cookies
      .filter((c) => c.domain.replace(/^\./, '') === host)
      .map((c) => ({ name: c.name, value: c.value, domain: host, path: c.path, expires: c.expires })),
    origins: state.origins.filter((o) => o.origin === origin),
  };
}

function cookie(name: string, value: string, origin: string): BrowserCookie {
  return { name, value, domain: new URL(origin).hostname, path: '/', expires: Date.now() / 1000 + 86_400 };
}

/**
 * Marks a journey that cannot run in one engine, with the reason; the runner lists it (reporter.ts), so nothing
 * is skipped silently. Call it first in the journey's body.
 */
export function cannotRunIn(engine: Engine, current: Engine, reason: string): void {
  journey.skip(engine === current, `cannot run in ${engine}: ${reason}`);
}
