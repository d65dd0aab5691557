import { brandUrl, expect, test, UK } from '../fixtures';

test.describe('brands and feature flags', () => {
  test('the host names the brand: title, theme class and locale', async ({ page, signIn }) => {
    await signIn('customer@example.com', { brand: 'photobox-uk' });
    await expect(page).toHaveURL(brandUrl('photobox-uk', '/'));
    await expect(page).toHaveTitle('Overview | Photobox');
    await expect(page.locator('.photobox').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test('plain localhost is the default, Dutch brand', async ({ page, signIn }) => {
    await signIn('customer@example.com', { brand: null });
    await expect(page).toHaveURL(brandUrl(null, '/'));
    await expect(page).toHaveTitle('Overzicht | albelli');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await expect(page.getByRole('navigation', { name: 'Accountmenu' })).toBeVisible();
  });

  test('a route whose flag is off redirects home', async ({ page, signIn }) => {
    await signIn('customer@example.com', { path: '/my-photos/albums' });
    await expect(page).toHaveURL(brandUrl(UK, '/my-photos/albums'));

    await page.goto(brandUrl(UK, '/my-photos/albums?PhotoManagementAlbumViewEnabled=false'));
    await expect(page).toHaveURL(brandUrl(UK, '/'));
    // The query value is stored: the flag stays off on the next visit.
    await page.goto(brandUrl(UK, '/my-photos/albums'));
    await expect(page).toHaveURL(brandUrl(UK, '/'));
  });

  test('a brand without the timeline has no saved photos and guards the route', async ({ page, signIn }) => {
    await signIn('customer@example.com', { brand: 'posterxxl-de' });
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Saved photos' })).toHaveCount(0);
    await page.goto(brandUrl('posterxxl-de', '/my-photos/photos'));
    await expect(page).toHaveURL(brandUrl('posterxxl-de', '/'));
  });

  test('stripped is kept while navigating and prefixes the theme class', async ({ page, signIn }) => {
    await signIn('customer@example.com', { path: '/?stripped=true' });
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await expect(page).toHaveURL(brandUrl(UK, '/orders?stripped=true'));
    await expect(page.locator('[class~="stripped.default"]')).toHaveCount(1);
  });

  test('the FF button opens the developer dialog when flag control is on', async ({ page, signIn }) => {
    await signIn('customer@example.com', { path: '/?PhotoManagementFeatureFlagControl=true' });
    await page.getByRole('button', { name: 'Feature flags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feature flags' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'PhotoManagementTimelineViewEnabled' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Saved photos' }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Feature flags' }).click();
    await expect(page.getByRole('dialog', { name: 'Feature flags' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
