import { brandUrl, expect, test, UK } from '../fixtures';

test.describe('error paths of the shell', () => {
  test('settings show the spec message when the customer cannot be loaded', async ({
    page,
    signIn,
    emulator,
  }) => {
    await signIn('customer@example.com');
    await emulator.fail({ call: 'customers.getMe', status: 500, times: 0 });
    await page.goto(brandUrl(UK, '/settings'));
    await expect(page.getByText('An error occurred loading your settings')).toBeVisible();
    // The shell itself still works.
    await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  });

  test('a dropped connection to the customer service is survived the same way', async ({
    page,
    signIn,
    emulator,
  }) => {
    await signIn('customer@example.com');
    await emulator.fail({ call: 'customers.getMe', network: 'reset', times: 0 });
    await page.goto(brandUrl(UK, '/settings'));
    await expect(page.getByText('An error occurred loading your settings')).toBeVisible();
  });

  test('blocked browser storage shows the storage-blocked page', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(brandUrl(UK, '/'));
    await expect(page.getByRole('heading', { name: 'Your browser is blocking storage' })).toBeVisible();
  });

  test('an unknown page inside the shell says so', async ({ page, signIn }) => {
    await signIn('customer@example.com', { path: '/no-such-page' });
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a public error page works without signing in', async ({ page }) => {
    await page.goto(brandUrl(UK, '/delete-account-error'));
    await expect(page.getByRole('heading', { name: "Your account couldn't be deleted" })).toBeVisible();
    await expect(
      page.getByText('Something went wrong with the account deletion. Could you please try again?'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
