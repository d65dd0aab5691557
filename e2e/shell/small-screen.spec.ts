import { expect, test } from '../fixtures';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test.describe('the shell on a phone', () => {
  test.describe('as a consumer', () => {
    test.use({ account: 'customer@example.com' });

    test('home is the menu, with a sign-out button; pages have a way back', async ({ page, goto, url }) => {
      await goto('home');
      const menu = page.getByRole('navigation', { name: 'Account menu' });
      await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

      await menu.getByRole('link', { name: 'Orders' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to my account' }).click();
      await expect(page).toHaveURL(url('home'));
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    });
  });

  test.describe('as a business user', () => {
    test.use({ account: 'b2b@example.com' });

    test('no horizontal scrolling at 375 px', async ({ page, goto }) => {
      await goto('home');
      // Measure the complete page: the menu and the status banner that comes with the customer.
      await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
      await expect(
        page.getByText('Missing account details, please complete additional details'),
      ).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
