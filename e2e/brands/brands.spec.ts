import { menuLabels } from '../../fixtures/src/services/public-config-labels';
import { expect, test } from '../fixtures';
import { BRANDS, englishOf, messageOf } from './catalogue';

/**
 * Every brand host is its own shop: title '{page} | {brand}', theme class, logo, favicon, the shop's menus in its
 * language and the account menu from its catalogue. One parametrised journey per brand, each signed in once per
 * worker (the state is per brand origin) and then reused.
 */
for (const brand of BRANDS) {
  test.describe(`${brand.id} (${brand.locale}, ${brand.themeFamily})`, () => {
    test.use({ brand: brand.id, account: 'customer@example.com' });

    test('looks and reads like its own shop', async ({ page, goto }) => {
      const mark = brand.name.toLowerCase().replace(/[^a-z0-9]/g, '');
      const ordersTitle = messageOf(brand.locale, 'orders.list.title');
      const ordersItem = messageOf(brand.locale, 'shell.menu.orders');
      await goto('orders');
      await expect(page.getByRole('heading', { level: 1, name: ordersTitle })).toBeVisible();
      await expect(page).toHaveTitle(`${ordersTitle} | ${brand.name}`);
      await expect(page.locator('html')).toHaveAttribute('lang', brand.locale);
      await expect(page.locator('#app-root')).toHaveClass(brand.themeFamily);

      // The account menu from the brand's catalogue: a translation, not English (outside the English brands).
      const menu = page.getByRole('navigation', { name: messageOf(brand.locale, 'shell.menu.label') });
      await expect(menu.getByRole('link', { name: ordersItem })).toHaveAttribute('aria-current', 'page');
      if (!brand.locale.startsWith('en-')) expect(ordersItem).not.toBe(englishOf('shell.menu.orders'));

      // The shop's menus from its public config, in its language.
      const labels = menuLabels(brand.locale);
      await expect(page.getByRole('link', { name: labels.photoBooks, exact: true })).toHaveAttribute(
        'href',
        `https://${brand.hosts[0]}/photo-books`,
      );
      await expect(page.getByRole('contentinfo').getByRole('link', { name: labels.privacy })).toBeVisible();

      // Its logo and favicon.
      await expect(page.getByRole('banner').getByRole('img', { name: brand.name })).toHaveAttribute(
        'src',
        `/logos/${mark}.svg`,
      );
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `/favicons/${mark}.svg`);
      // Fetched by the page (Node does not resolve <brand>.localhost).
      const icon = await page.evaluate(async (href) => {
        const res = await fetch(href);
        return { ok: res.ok, type: res.headers.get('content-type'), text: await res.text() };
      }, `/favicons/${mark}.svg`);
      expect(icon).toMatchObject({ ok: true, type: expect.stringContaining('image/svg+xml') });
      expect(icon.text).toContain(`<title>${brand.name}</title>`);
    });
  });
}
