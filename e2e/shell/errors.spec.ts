import { expect, test } from '../fixtures';

test.describe('error paths of the shell', () => {
  test.describe('signed in', () => {
    test.use({ account: 'customer@example.com' });

    test('settings show the spec message when the customer cannot be loaded', async ({
      page,
      goto,
      emulator,
    }) => {
      await emulator.fail({ call: 'customers.getMe', status: 500, times: 0 });
      await goto('settings');
      await expect(page.getByText('An error occurred loading your settings')).toBeVisible();
      // The shell itself still works.
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
    });

    test('a dropped connection to the customer service is survived the same way', async ({
      page,
      goto,
      emulator,
    }) => {
      await emulator.fail({ call: 'customers.getMe', network: 'reset', times: 0 });
      await goto('settings');
      await expect(page.getByText('An error occurred loading your settings')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    });

    test('an unknown page inside the shell says so', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
    });
  });

  test('blocked browser storage shows the storage-blocked page', async ({ page, goto }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await goto('home');
    await expect(page.getByRole('heading', { name: 'Your browser is blocking storage' })).toBeVisible();
  });

  test('a public error page works without signing in', async ({ page, goto }) => {
    await goto('deleteAccountError');
    await expect(page.getByRole('heading', { name: "Your account couldn't be deleted" })).toBeVisible();
    await expect(
      page.getByText('Something went wrong with the account deletion. Could you please try again?'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
