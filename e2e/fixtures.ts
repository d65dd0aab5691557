import { test as base, expect, type Page } from '@playwright/test';
import type { Fault } from '#contracts/test-controls';
import { E2E_EMULATOR_PORT, E2E_PORT } from './ports';

export const PASSWORD = 'Password1!';

export type SeedEmail =
  | 'customer@example.com'
  | 'empty@example.com'
  | 'b2b@example.com'
  | 'b2b-new@example.com'
  | 'b2b-blocked@example.com'
  | 'deleted@example.com'
  | 'big@example.com';

const controlUrl = `http://127.0.0.1:${E2E_EMULATOR_PORT}/__control`;

/** The emulator's test controls the journeys use: reset state, make a named call fail, clear the faults. */
export interface Emulator {
  reset(): Promise<void>;
  fail(fault: Fault): Promise<void>;
  clearFaults(): Promise<void>;
}

async function control(method: string, path: string, body?: unknown): Promise<void> {
  const res = await fetch(`${controlUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok)
    throw new Error(`emulator control ${method} ${path} answered ${res.status}: ${await res.text()}`);
}

/** The brand most journeys run on: an en-GB one, so the texts are the spec's own. */
export const UK = 'albelli-uk';

/** URL of a page on a brand's fixture host (null: plain localhost, the default Dutch brand). */
export function brandUrl(brandId: string | null, path = '/'): string {
  const host = brandId ? `${brandId}.localhost` : 'localhost';
  return `http://${host}:${E2E_PORT}${path}`;
}

interface SignInOptions {
  brand?: string | null;
  path?: string;
  /** Wait for the signed-in shell (default true). */
  expectShell?: boolean;
}

async function signInOn(page: Page, email: SeedEmail, options: SignInOptions = {}): Promise<void> {
  await page.goto(brandUrl(options.brand === undefined ? UK : options.brand, options.path ?? '/'));
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (options.expectShell ?? true) {
    await expect(page.getByRole('main')).toBeVisible();
  }
}

export const test = base.extend<{
  emulator: Emulator;
  signIn: (email: SeedEmail, options?: SignInOptions) => Promise<void>;
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  emulator: async ({}, use) => {
    const emulator: Emulator = {
      reset: () => control('POST', '/reset', {}),
      fail: (fault) => control('POST', '/faults', fault),
      clearFaults: () => control('DELETE', '/faults'),
    };
    await emulator.reset();
    await use(emulator);
    await emulator.clearFaults();
  },
  signIn: async ({ page, emulator }, use) => {
    void emulator; // the emulator fixture resets state before every signed-in test
    await use((email, options) => signInOn(page, email, options));
  },
});

export { expect };
