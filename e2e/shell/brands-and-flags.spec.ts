import { expect, test } from '../fixtures';

test.describe('brands and feature flags', () => {
  test.use({ account: 'customer@example.com' });

  test.describe('on photobox-uk', () => {
    test.use({ brand: 'photobox-uk' });

    test('the host names the brand: title, theme class and locale', async ({ page, goto, url }) => {
      await goto('home');
      await expect(page).toHaveURL(url('home'));
      await expect(page).toHaveTitle('Overview | Photobox');
      await expect(page.locator('.photobox').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    });
  });

  test.describe('on plain localhost', () => {
    test.use({ brand: null });

    test('plain localhost is the default, Dutch brand', async ({ page, goto, url }) => {
      await goto('home');
      await expect(page).toHaveURL(url('home'));
      await expect(page).toHaveTitle('Overzicht | albelli');
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
      await expect(page.getByRole('navigation', { name: 'Accountmenu' })).toBeVisible();
    });
  });

  test('a route whose flag is off redirects home', async ({ page, goto, url }) => {
    await goto('albums');
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
    await expect(page).toHaveURL(url('albums'));

    await goto('albums', {}, { query: { PhotoManagementAlbumViewEnabled: false } });
    await expect(page).toHaveURL(url('home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    // The query value is stored: the flag stays off on the next visit.
    await goto('albums');
    await expect(page).toHaveURL(url('home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });

  test.describe('on posterxxl-de', () => {
    test.use({ brand: 'posterxxl-de' });

    test('a brand without the timeline has no saved photos and guards the route', async ({
      page,
      goto,
      url,
    }) => {
      await goto('home');
      // posterXXL's German shop (de-AT): the menu reads in German.
      const menu = page.getByRole('navigation', { name: 'Kontomenü' });
      // The menu is rendered in one pass from the brand's flags: once Orders is there, so is every other item.
      await expect(menu.getByRole('link', { name: 'Bestellungen' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Gespeicherte Fotos' })).toHaveCount(0);
      await goto('photos');
      await expect(page).toHaveURL(url('home'));
      await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    });
  });

  test('stripped is kept while navigating and prefixes the theme class', async ({ page, goto, url }) => {
    await goto('home', {}, { query: { stripped: true } });
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await expect(page).toHaveURL(url('orders', {}, { query: { stripped: true } }));
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.locator('[class~="stripped.default"]')).toHaveCount(1);
  });

  test('the FF button opens the developer dialog when flag control is on', async ({ page, goto }) => {
    await goto('home', {}, { query: { PhotoManagementFeatureFlagControl: true } });
    const savedPhotos = page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Saved photos' });
    await expect(savedPhotos).toBeVisible();

    await page.getByRole('button', { name: 'Feature flags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feature flags' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'PhotoManagementTimelineViewEnabled' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(savedPhotos).toHaveCount(0);

    await page.getByRole('button', { name: 'Feature flags' }).click();
    await expect(page.getByRole('dialog', { name: 'Feature flags' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
