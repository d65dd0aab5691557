import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The fixtures' own promises, which every other journey relies on.
test.describe('the e2e fixtures', () => {
  test.describe('a saved sign-in', () => {
    test.use({ account: 'b2b-new@example.com' });

    test("outlives the emulator's reset", async ({ page, goto, emulator }) => {
      await goto('home');
      await expect(page.getByText('Pending account validation')).toBeVisible();
      await emulator.reset();
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
      await expect(page.getByText('Pending account validation')).toBeVisible();
    });
  });

  // Signing out revokes the saved state's grant, renewing rotates its refresh token: the next journey on the
  // same account must still get a state that works, renewal included.
  test.describe('a journey that spends its saved sign-in', () => {
    test.describe.configure({ mode: 'serial' });
    test.use({ account: 'empty@example.com' });

    test('signs out', async ({ page, goto }) => {
      await goto('home');
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    });

    test('leaves the next journey a state that renews', async ({ page, goto, context }) => {
      await goto('home');
      await renewOnReload(page, context);
      await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
    });

    test('and the one after that too', async ({ page, goto, context }) => {
      await goto('home');
      await renewOnReload(page, context);
      await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
    });
  });
});

/** Drops the access cookie and reloads: the SPA restores the session with the refresh token. */
async function renewOnReload(page: Page, context: BrowserContext): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  const kept = (await context.cookies()).filter((c) => c.name !== 'access');
  await context.clearCookies();
  await context.addCookies(kept);
  await page.reload();
}
