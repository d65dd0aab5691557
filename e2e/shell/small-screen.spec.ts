import { brandUrl, expect, test, UK } from '../fixtures';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test.describe('the shell on a phone', () => {
  test('home is the menu, with a sign-out button; pages have a way back', async ({ page, signIn }) => {
    await signIn('customer@example.com');
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

    await menu.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to my account' }).click();
    await expect(page).toHaveURL(brandUrl(UK, '/'));
  });

  test('no horizontal scrolling at 375 px', async ({ page, signIn }) => {
    await signIn('b2b@example.com');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
