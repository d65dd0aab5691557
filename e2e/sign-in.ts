import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  type Request,
} from '@playwright/test';
import { z } from 'zod';
import type { SeededEmail } from '#contracts/seed';
import { signInByProtocol } from './protocol-sign-in';
import { SEED_PASSWORD, seedUser } from './seed';
import type { StorageState } from './storage-state';

export type { StorageState } from './storage-state';

/** The emulator's stand-ins of third-party scripts (analytics, chat, survey, A/B), blocked unless a test asks. */
const THIRD_PARTY_SCRIPT = /\/third-party\/[a-z]+\.js$/;
/** The same scripts as a URL pattern of the browser's own blocking (`*` is any run of characters). */
const THIRD_PARTY_PATTERN = '*/third-party/*.js';

/** Keeps the third-party stand-ins out of a context: their records are for the tests that load them. */
export async function blockThirdParty(context: BrowserContext): Promise<void> {
  await context.route(THIRD_PARTY_SCRIPT, (route) => route.abort('blockedbyclient'));
}

/** The pages blocked so far: the context's 'page' listener and the page fixture ask for the same page. */
const blockedPages = new WeakMap<Page, Promise<void>>();

/**
 * The same for one page, in the browser's network stack (`Network.setBlockedURLs`): a `route` makes every request
 * of the context stop in the browser and ask the test runner whether to go on, about a fifth of a journey's time
 * (decision 390). Once per page, however often it is asked.
 */
export function blockThirdPartyIn(page: Page): Promise<void> {
  let blocked = blockedPages.get(page);
  if (!blocked) {
    blocked = (async () => {
      const session = await page.context().newCDPSession(page);
      await session.send('Network.enable');
      await session.send('Network.setBlockedURLs', { urls: [THIRD_PARTY_PATTERN] });
    })();
    blockedPages.set(page, blocked);
  }
  return blocked;
}

/**
 * A context's init script (it runs before the page's own scripts, in every document): fills this origin's
 * localStorage from a saved state the first time the context loads a page of it, as Playwright's storageState
 * would have when the context was made. Later loads find the mark and keep what the app did since (a sign-out).
 */
export function restoreLocalStorage(origins: StorageState['origins']): void {
  // Inside the function: it is sent to the page as source, without this module.
  const RESTORED = 'e2e:signed-in-state-restored';
  const saved = origins.find((o) => o.origin === window.location.origin);
  if (!saved) return;
  try {
    if (window.localStorage.getItem(RESTORED) !== null) return;
    for (const { name, value } of saved.localStorage) window.localStorage.setItem(name, value);
    window.localStorage.setItem(RESTORED, '1');
  } catch {
    // Storage blocked (a test of that): there is nothing to restore into.
  }
}

/** A saved state is made again when its access token has less than this left (the SPA renews 60 s before). */
const MIN_TOKEN_LIFE_MS = 10 * 60_000;

/**
 * Waits for the signed-in shell: its header and a page heading in its main region. (The identity provider's
 * page has a <main> too: main alone would pass before the sign-in has even been sent.)
 */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** On the identity provider's sign-in page: types the account's address and the seed's password and sends. */
export async function fillSignInForm(page: Page, email: SeededEmail): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const Discovery = z.object({ token_endpoint: z.url(), end_session_endpoint: z.url() });

interface Endpoints {
  token: string;
  endSession: string;
}

/**
 * The signed-in browser states of one worker, one per (account, brand origin): cookies (`access`, `refresh` on
 * the brand host, the identity provider's session) and localStorage (oidc-client-ts's user). Made on first use
 * by signing in through the identity provider: by its protocol, without a browser (protocol-sign-in.ts), or in a
 * browser where that does not apply (bff mode, https); valid for this worker's emulator only (its own signing
 * key). The sign-in journeys themselves use the provider's page (the `signIn` fixture).
 *
 * The emulator's reset does not touch them: it drops the services' per-user state, faults and the clock offset,
 * while the provider's sessions, grants and refresh tokens and its signing key stay, and the bearer check only
 * verifies the access token's signature, issuer, audience and expiry.
 *
 * What does spoil a state is a test that uses its refresh token (oidc-provider rotates a public client's refresh
 * token on use, and a second use of the old one revokes the grant) or signs out (the end-session revokes the
 * grant and ends the provider session every copy of the state shares). `watch` notices both and the state is
 * made again for the next test.
 */
export class SignedInStates {
  readonly #browser: Browser;
  readonly #endpoints: Endpoints;
  readonly #made = new Map<string, Promise<StorageState>>();
  readonly #contextOptions: BrowserContextOptions;

  private constructor(browser: Browser, endpoints: Endpoints, contextOptions: BrowserContextOptions) {
    this.#browser = browser;
    this.#endpoints = endpoints;
    this.#contextOptions = contextOptions;
  }

  /** `contextOptions`: of the contexts that sign in (the system's own, e.g. its certificate accepted). */
  static async create(
    browser: Browser,
    emulatorUrl: string,
    contextOptions: BrowserContextOptions = {},
  ): Promise<SignedInStates> {
    const res = await fetch(`${emulatorUrl}/oidc/.well-known/openid-configuration`);
    const discovery = Discovery.parse(await res.json());
    return new SignedInStates(
      browser,
      { token: discovery.token_endpoint, endSession: discovery.end_session_endpoint },
      contextOptions,
    );
  }

  async get(email: SeededEmail, origin: string): Promise<StorageState> {
    const key = `${email} ${origin}`;
    const saved = this.#made.get(key);
    if (saved && tokenLifeLeft(await saved, origin) > MIN_TOKEN_LIFE_MS) return saved;
    const state = this.#signIn(email, origin);
    this.#made.set(key, state);
    state.catch(() => this.#made.delete(key));
    return state;
  }

  /** Forgets the state of (email, origin) when the context renews its tokens or signs out during the test. */
  watch(context: BrowserContext, email: SeededEmail, origin: string): () => void {
    let spoiled = false;
    const onRequest = (request: Request) => {
      if (this.#spoils(request)) spoiled = true;
    };
    context.on('request', onRequest);
    return () => {
      context.off('request', onRequest);
      if (spoiled) this.#made.delete(`${email} ${origin}`);
    };
  }

  #spoils(request: Request): boolean {
    const url = request.url();
    if (url.startsWith(this.#endpoints.endSession)) return true;
    return (
      url === this.#endpoints.token && /(^|&)grant_type=refresh_token(&|$)/.test(request.postData() ?? '')
    );
  }

  async #signIn(email: SeededEmail, origin: string): Promise<StorageState> {
    if (seedUser(email).accountDeleted) {
      throw new Error(
        `${email} is a deleted account: the account area signs it out, so no signed-in state exists`,
      );
    }
    const state = (await signInByProtocol(email, origin)) ?? (await this.#signInInBrowser(email, origin));
    if (tokenLifeLeft(state, origin) <= 0)
      throw new Error(`signed in as ${email} on ${origin} without tokens`);
    return state;
  }

  async #signInInBrowser(email: SeededEmail, origin: string): Promise<StorageState> {
    const context = await this.#browser.newContext(this.#contextOptions);
    try {
      // Signing in is not the test: the scripts would record a survey load or a page view in the test's emulator.
      await blockThirdParty(context);
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await fillSignInForm(page, email);
      await expectShell(page);
      return await context.storageState();
    } finally {
      await context.close();
    }
  }
}

/**
 * Milliseconds until the state's access cookie for `origin` expires, or in bff mode (issue 28) its session
 * cookie (the gateway refreshes the tokens behind it); 0 without one.
 */
function tokenLifeLeft(state: StorageState, origin: string): number {
  const host = new URL(origin).hostname;
  const access = state.cookies.find(
    (c) => (c.name === 'access' || c.name === 'session') && c.domain.replace(/^\./, '') === host,
  );
  return access ? Math.max(0, access.expires * 1000 - Date.now()) : 0;
}
