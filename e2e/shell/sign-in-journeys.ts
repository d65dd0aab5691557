import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The cookies that hold a session in either mode (browser: the tokens; bff: the session id), with a value. */
async function sessionCookies(page: Page, origin: string): Promise<string[]> {
  const names = new Set(['access', 'refresh', 'session', '__Host-session']);
  const cookies = await page.context().cookies(origin);
  return cookies.filter((c) => names.has(c.name) && c.value !== '').map((c) => c.name);
}

/**
 * Sign-in journeys whose outcome is the same in both session modes (issue 28 item 5): the business menu, the
 * deleted account's return and the abandoned sign-in. `sign-in.spec.ts` runs them in browser mode,
 * `bff-mode.spec.ts` in bff mode; each signs in through the identity provider itself.
 */
export function signInJourneysOfBothModes(): void {
  test('a business user sees invoices and FTP instructions, no widgets, and the Default banner', async ({
    page,
    goto,
    signIn,
  }) => {
    await goto('home');
    await signIn('b2b@example.com');
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu.getByRole('link', { name: 'Invoices' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'FTP instructions' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Widgets' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/b2b');
    await expect(page.getByText('Missing account details, please complete additional details')).toBeVisible();

    await menu.getByRole('link', { name: 'Invoices' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  });

  test('a deleted account ends signed out, on a page that says the account is deleted', async ({
    page,
    goto,
    url,
    signIn,
  }) => {
    // Whatever page it asked for.
    await goto('orders');
    await signIn('deleted@example.com', { expectShell: false });
    await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'albelli' })).toBeVisible();
    expect(await sessionCookies(page, url('home'))).toEqual([]);
  });

  test('a sign-in abandoned at the identity provider comes back signed out, and signing in still works', async ({
    page,
    goto,
    url,
    signIn,
  }) => {
    const authorize = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/oidc/auth'),
    );
    await goto('orders');
    const asked = new URL((await authorize).url()).searchParams;
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    // What the provider answers a user who cancels: its redirect URI with error=access_denied and the state.
    const back = new URL(asked.get('redirect_uri') ?? '');
    back.search = new URLSearchParams({ error: 'access_denied', state: asked.get('state') ?? '' }).toString();
    await page.goto(back.href);
    // Browser mode signs out through the provider's end-session page first: a few navigations.
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel('E-mail')).toHaveValue('');
    expect(await sessionCookies(page, url('home'))).toEqual([]);
    await signIn('customer@example.com');
    expect(await sessionCookies(page, url('home'))).not.toEqual([]);
  });
}
