import type { Browser } from '@playwright/test';
import { expect, type SeededEmail, test } from '../fixtures';
import { fillSignInForm } from '../sign-in';
import { mailedLink } from './mail';

const NEW_EMAIL = 'charlotte.jansen@example.org';

/** A browser without the session, on the brand: signing in as `email` is refused. */
async function expectSignInRefused(browser: Browser, origin: string | undefined, email: SeededEmail) {
  const other = await browser.newContext({ storageState: undefined });
  const fresh = await other.newPage();
  await fresh.goto(origin ?? '/');
  await fillSignInForm(fresh, email);
  await expect(fresh.getByText('Incorrect e-mail address or password.')).toBeVisible();
  await other.close();
}

/*
 * Journeys of a link with a token from the mailbox landing on the app, which behave the same in both session
 * modes (issue 28 item 5): each runs in browser mode from its own spec file and in bff mode from
 * `e2e/shell/bff-mode.spec.ts`. The caller signs in as customer@example.com (`test.use({ account })`).
 */

/** The e-mail change confirmed through its link. */
export function changeEmailThroughTheLink(): void {
  test('change the e-mail address through the link in the mailbox, then sign in with the new one only', async ({
    page,
    goto,
    system,
    browser,
    baseURL,
  }) => {
    // Three trips through the identity provider: the sign-out, the new sign-in, the refused one in a fresh browser.
    test.slow();
    await goto('settings');
    await page.getByRole('link', { name: 'Change e-mail address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change e-mail address' })).toBeVisible();
    await expect(page.getByText('customer@example.com')).toBeVisible();
    await page.getByLabel('New e-mail address').fill(NEW_EMAIL);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${NEW_EMAIL}.`)).toBeVisible();

    const link = await mailedLink(system.emulatorUrl, NEW_EMAIL, 'email-change');
    expect(link.startsWith(`${baseURL}change-email-confirmation?confirmation-token=`)).toBe(true);
    await page.goto(link);
    // Confirmed, then signed out through the provider's end-session page: a few navigations.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your e-mail address has been changed!' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Continue to the store' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in with your new e-mail address' }).click();

    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await page.getByLabel('E-mail').fill(NEW_EMAIL);
    await page.getByLabel('Password').fill('Password1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('banner')).toBeVisible();
    await goto('settings');
    await expect(page.getByText(NEW_EMAIL)).toBeVisible();

    // The link works once: followed again, it ends on the error page.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible();

    // The old address no longer signs in.
    await expectSignInRefused(browser, baseURL, 'customer@example.com');
  });
}

/** The newsletter subscription confirmed through its link (no sign-in needed). */
export function subscribeThroughTheLink(): void {
  test('subscribe to the newsletter and confirm through the link: success, then the used link fails', async ({
    page,
    goto,
    system,
    browser,
  }) => {
    await goto('settings');
    await page.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
    await expect(page.getByText('Almost done! Confirm your subscription')).toBeVisible();
    const link = await mailedLink(system.emulatorUrl, 'customer@example.com', 'subscription');
    expect(new URL(link).searchParams.get('email')).toBe('customer@example.com');

    // The link needs no sign-in: a browser without the session follows it.
    const other = await browser.newContext({ storageState: undefined });
    const fresh = await other.newPage();
    await fresh.goto(link);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Success!' })).toBeVisible();
    await expect(fresh.getByText('Your e-mail address has been successfully subscribed!')).toBeVisible();
    // The brand's frame and the ways onward.
    await expect(fresh.getByRole('banner').getByRole('img', { name: 'albelli' })).toBeVisible();
    await expect(fresh.getByRole('link', { name: 'Go to my account' })).toBeVisible();
    await expect(fresh.getByRole('link', { name: 'Continue to the store' })).toBeVisible();
    await fresh.goto(link);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Your subscription failed' })).toBeVisible();
    await other.close();

    // Settings now shows the subscription and the way out, not 'Subscribe' again.
    await page.reload();
    await expect(page.getByText('You receive our newsletter at customer@example.com.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe to the newsletter' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You have been unsubscribed from the newsletter.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe to the newsletter' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Subscribe to the newsletter' })).toBeVisible();
  });
}

/** The account deletion confirmed through its link. */
export function deleteAccountThroughTheLink(): void {
  test('delete the account through the link in the mailbox: the account-deleted page, then sign-in is refused', async ({
    page,
    goto,
    system,
    browser,
    baseURL,
  }) => {
    await goto('settings');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send confirmation e-mail' }).click();
    await expect(
      page.getByText('Check your mailbox: we sent a link to confirm the deletion to customer@example.com.'),
    ).toBeVisible();

    const link = await mailedLink(system.emulatorUrl, 'customer@example.com', 'account-deletion');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'View our products' })).toBeVisible();

    await expectSignInRefused(browser, baseURL, 'customer@example.com');
  });
}
