import { test as base, expect, type Page, type Response } from '@playwright/test';
import { getCustomer } from '#contracts/customer';
import type { RouteName } from '#contracts/routes';
import type { SeededEmail } from '#contracts/seed';
import type { Fault } from '#contracts/test-controls';
import { portsFor } from './ports';
import { type RouteArgs, type RouteOptions, routePath } from './routes';
import { checkBrandId } from './seed';
import {
  blockThirdPartyIn,
  expectShell,
  fillSignInForm,
  restoreLocalStorage,
  SignedInStates,
  type StorageState,
} from './sign-in';
import { attachedSystem, START_LIMIT_MS, type System, startSystem } from './system';

export type { SeededEmail } from '#contracts/seed';
export { expectShell } from './sign-in';

/** A brand host: a brand id (`<id>.localhost`), or null for plain localhost, the default (Dutch) brand. */
export type BrandHost = string | null;

/** The brand most journeys run on: an en-GB one, so the texts are the spec's own. */
export const UK = 'albelli-uk';

/**
 * The emulator's test controls the journeys use: reset state, make a named call (or job) fail, clear the faults,
 * move the emulator clock, and wait for its background jobs.
 */
export interface Emulator {
  reset(): Promise<void>;
  fail(fault: Fault): Promise<void>;
  clearFaults(): Promise<void>;
  /** Moves the emulator clock forward and resolves once the jobs the new time makes due have run. */
  advanceClock(ms: number): Promise<void>;
  /** Resolves once no background job (archive build, export plan, import) is running or queued. */
  settle(): Promise<void>;
}

/** Absolute URL of a route on the test's brand (or options.brand), e.g. url('orderDetails', { orderCode: 'X' }). */
export type UrlOf = <R extends RouteName>(route: R, ...args: RouteArgs<R>) => string;
/** page.goto of a route on the test's brand (or options.brand). */
export type Goto = <R extends RouteName>(route: R, ...args: RouteArgs<R>) => Promise<Response | null>;

interface TestFixtures {
  /**
   * Option: the seeded account the test starts signed in as (`test.use({ account: 'b2b@example.com' })`), on
   * the test's brand. Its sign-in is made once per worker through the identity provider and reused as
   * storageState (see SignedInStates). Unset: the test starts signed out.
   */
  account: SeededEmail | undefined;
  /** Option: the brand host the test runs on (baseURL, goto, url, the signed-in state). Default albelli-uk. */
  brand: BrandHost;
  /**
   * Option: load the third-party scripts (consent banner, support chat, feedback survey). Off by default: a
   * journey runs as a visitor whose blocker stops them, so no banner or widget covers what it clicks; the
   * integration journeys (e2e/brands) turn it on.
   */
  thirdParty: boolean;
  /** The signed-in state of `account` on the test's brand (undefined when signed out). */
  signedInState: StorageState | undefined;
  /** Automatic: every test starts from the seed; faults are cleared after it. */
  emulator: Emulator;
  goto: Goto;
  url: UrlOf;
  /**
   * On the identity provider's sign-in page: signs in as `email` and waits for the signed-in shell (unless
   * expectShell is false). For the sign-in journeys themselves; other tests use the `account` option.
   */
  signIn: (email: SeededEmail, options?: { expectShell?: boolean }) => Promise<void>;
}

interface WorkerFixtures {
  /**
   * Option: environment settings of this worker's system (`test.use({ systemEnv: { PROXY_TIMEOUT_MS: '2000' } })`);
   * a spec file that sets it gets a worker, and a system, of its own.
   */
  systemEnv: Record<string, string>;
  /** This worker's own system (emulator + gateway), started once per worker and stopped after it. */
  system: System;
  /** This worker's signed-in states, one per (account, brand), made on first use. */
  signedInStates: SignedInStates;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  systemEnv: [{}, { scope: 'worker', option: true }],
  system: [
    async ({ systemEnv }, use, workerInfo) => {
      // E2E_ATTACH_EMULATOR: a system that already runs (the container step, e2e/container.config.ts; the compose
      // system, e2e/compose/compose.config.ts, whose load balancer is E2E_ATTACH_ORIGIN).
      const system = process.env.E2E_ATTACH_EMULATOR
        ? attachedSystem(process.env.E2E_ATTACH_EMULATOR, process.env.E2E_ATTACH_ORIGIN)
        : await startSystem(portsFor(workerInfo.parallelIndex), systemEnv);
      await use(system);
      await system.stop();
    },
    { scope: 'worker', timeout: START_LIMIT_MS + 30_000 },
  ],

  signedInStates: [
    async ({ browser, system }, use) => {
      await use(await SignedInStates.create(browser, system.emulatorUrl, system.contextOptions));
    },
    { scope: 'worker' },
  ],

  account: [undefined, { option: true }],
  brand: [UK, { option: true }],
  thirdParty: [false, { option: true }],

  baseURL: async ({ system, brand }, use) => {
    await use(`${brandOrigin(system, brand)}/`);
  },

  signedInState: [
    // After the emulator's reset: a test before may have changed or deleted the account that signs in here.
    async ({ account, brand, system, signedInStates, emulator: _reset }, use) => {
      await use(
        account === undefined ? undefined : await signedInStates.get(account, brandOrigin(system, brand)),
      );
    },
    // A first use signs in through the identity provider: its own time, not the test's.
    { scope: 'test', timeout: 60_000 },
  ],

  // The signed-in state's cookies; its localStorage is restored by the context's init script (see below).
  storageState: async ({ signedInState, storageState }, use) => {
    await use(signedInState ? { cookies: signedInState.cookies, origins: [] } : storageState);
  },

  context: async ({ context, account, brand, system, signedInStates, signedInState, thirdParty }, use) => {
    // Playwright restores a state's localStorage through a page of its own, opened and closed for each test:
    // a renderer process started for nothing, about 0.5 s a test (decision 386). The first page of each origin
    // does it here.
    if (signedInState) await context.addInitScript(restoreLocalStorage, signedInState.origins);
    if (!thirdParty) context.on('page', (page) => void blockThirdPartyIn(page).catch(() => undefined));
    const done = account && signedInStates.watch(context, account, brandOrigin(system, brand));
    await use(context);
    if (done) done();
  },

  // The test's page is kept from the third-party scripts before it loads anything; a page the test opens itself
  // is blocked as it opens (the context's 'page' listener above).
  page: async ({ page, thirdParty }, use) => {
    if (!thirdParty) await blockThirdPartyIn(page);
    await use(page);
  },

  emulator: [async ({ system }, use) => withFreshEmulator(system, use), { auto: true }],

  url: async ({ system, brand }, use) => {
    await use((route, ...args) => {
      const [params, options] = args as [Record<string, string | number>?, RouteOptions?];
      const host = options?.brand === undefined ? brand : options.brand;
      return `${brandOrigin(system, host)}${routePath(route, params, options?.query)}`;
    });
  },

  goto: async ({ page, url }, use) => {
    await use((route, ...args) => page.goto(url(route, ...args)));
  },

  signIn: async ({ page }, use) => {
    await use(async (email, options) => {
      await fillSignInForm(page, email);
      if (options?.expectShell ?? true) await expectShell(page);
    });
  },
});

export { expect };

/**
 * Resolves once the shell's customer call (GET /api/customers/customers/me) is answered in full and the page
 * has painted twice since: from then on the absence of what depends on the customer (the B2B banner) is an
 * answer, not a "not yet". Start it before the navigation or sign-in that makes the call, await it after.
 */
export async function customerLoaded(page: Page): Promise<void> {
  const path = `/api/${getCustomer.service}${getCustomer.path}`;
  const response = await page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === path,
  );
  const failure = await response.finished();
  if (failure) throw failure;
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The worker's gateway on a brand's host; an unknown brand id throws (the gateway would serve the default). */
function brandOrigin(system: System, brand: BrandHost): string {
  if (brand !== null) checkBrandId(brand);
  return system.origin(brand);
}

/**
 * The emulator fixture of both journey sets (this one and e2e/engines): the seed's state before the test, no fault
 * left after it.
 */
export async function withFreshEmulator(
  system: System,
  use: (emulator: Emulator) => Promise<void>,
): Promise<void> {
  const emulator = emulatorControls(system.emulatorUrl);
  await emulator.reset();
  await use(emulator);
  await emulator.clearFaults();
}

export function emulatorControls(emulatorUrl: string): Emulator {
  const control = async (method: string, path: string, body?: unknown): Promise<void> => {
    const res = await fetch(`${emulatorUrl}/__control${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) {
      throw new Error(`emulator control ${method} ${path} answered ${res.status}: ${await res.text()}`);
    }
  };
  return {
    reset: () => control('POST', '/reset', {}),
    fail: (fault) => control('POST', '/faults', fault),
    clearFaults: () => control('DELETE', '/faults'),
    advanceClock: (ms) => control('POST', '/clock', { advanceMs: ms }),
    settle: () => control('POST', '/settle'),
  };
}
