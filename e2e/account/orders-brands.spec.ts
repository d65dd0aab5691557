import type { Page } from '@playwright/test';
import { watchAutomaticRetries } from '../automatic-retries';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

// axe-core is injected inline (CSP bypassed for it).
test.use({ bypassCSP: true });

test.use({ account: 'customer@example.com' });

const DAY = 24 * 3600 * 1000;

test('a cancelled order among those in progress says it will not be delivered', async ({ page, goto }) => {
  await goto('orders');
  const inProgress = page.getByRole('region', { name: /In progress/ });
  const cancelled = inProgress.getByRole('article').filter({ hasText: 'Order AB-20480007' });
  await expect(cancelled).toContainText('Cancelled');
  await expect(cancelled).toContainText('This order has been cancelled and will not be delivered.');
  expect(await seriousViolations(page)).toEqual([]);
});

/** Answers one cut-off group ten days away (they come round once a year), for an occasion or none. */
async function routeCutOff(page: Page, event: string | null) {
  const cutOff = new Date(Date.now() + 10 * DAY);
  const deliveredBy = new Date(Date.now() + 20 * DAY);
  await page.route('**/api/orders/v1/ArticleGroup', (route) =>
    route.fulfill({
      json: [
        {
          id: 'christmas-books',
          name: 'Photo books for Christmas',
          articleTypes: ['PhotoBook'],
          cutOffDate: cutOff.toISOString(),
          deliveredBy: deliveredBy.toISOString(),
          event,
        },
      ],
    }),
  );
  return { cutOff, deliveredBy };
}

const day = (d: Date, locale = 'en-GB') =>
  d.toLocaleDateString(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });

test('the coming order deadline shows above the orders', async ({ page, goto }) => {
  const { cutOff } = await routeCutOff(page, 'christmas');
  await goto('orders');
  await expect(page.getByText(`Order by ${day(cutOff)} for delivery before Christmas`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start shopping' }).first()).toBeVisible();
});

test('an occasion the shop does not know is named by its date', async ({ page, goto }) => {
  const { cutOff, deliveredBy } = await routeCutOff(page, 'midsummer-eve');
  await goto('orders');
  await expect(
    page.getByText(`Order by ${day(cutOff)} for delivery before ${day(deliveredBy)}`),
  ).toBeVisible();
});

test('a failed reload keeps the orders shown and offers Try again', async ({ page, goto, emulator }) => {
  // The page's clock is moved past the two seconds in which a list just loaded is not asked for again.
  const retries = await watchAutomaticRetries(page);
  await goto('orders');
  await expect(page.getByRole('article').first()).toBeVisible();
  await emulator.fail({ call: 'orders.getSuperOrders', status: 500, times: 0 });
  // Coming back to the list reloads it (the orders already shown are kept while it does).
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.clock.runFor(3000);
  await menu.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByText('An error occurred loading your orders.')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await retries.hold();
  await emulator.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('An error occurred loading your orders.')).toHaveCount(0);
});

test.describe('on a French brand', () => {
  test.use({ brand: 'photobox-fr' });

  test('the order deadline names the occasion in French', async ({ page, goto }) => {
    const { cutOff } = await routeCutOff(page, 'christmas');
    await goto('orders');
    await expect(
      page.getByText(`Commandez avant le ${day(cutOff, 'fr-FR')} pour une livraison avant Noël`),
    ).toBeVisible();
  });

  test('orders are named in French and priced in euros', async ({ page, goto }) => {
    await goto('orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
    const cancelled = page.getByRole('article').filter({ hasText: 'AB-20480007' });
    await expect(cancelled).toContainText('Cette commande a été annulée et ne sera pas livrée.');
    await expect(cancelled).toContainText('Poster 50x70 cm');
    await expect(cancelled).toContainText('€');
    await expect(page.getByRole('main')).not.toContainText('£');
    await expect(page.getByRole('main')).not.toContainText('Star Map Poster');
  });
});

test.describe('on an Italian brand', () => {
  test.use({ brand: 'photobox-it' });

  test('products are named in Italian', async ({ page, goto }) => {
    await goto('orders');
    await expect(page.getByRole('main')).toContainText('Calendario da parete A3');
    await expect(page.getByRole('main')).not.toContainText('A3 Wall Calendar');
  });

  test("the voucher's offer is in Italian, as the campaigns service keeps it", async ({ page, goto }) => {
    await goto('orderDetails', { orderCode: 'AB-20480003' });
    const voucher = page.getByRole('region', { name: 'Codice sconto', exact: true });
    await expect(voucher.getByText('SPRING25')).toBeVisible();
    await expect(voucher.getByText('25% di sconto sui fotolibri')).toBeVisible();
    await expect(voucher).not.toContainText('photo books');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('order details have one back link', async ({ page, goto }) => {
    await goto('orderDetails', { orderCode: 'AB-20480007' });
    await expect(page.getByRole('link', { name: 'All orders' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back to my account' })).toHaveCount(0);
  });

  test('the shop menu does not scroll sideways', async ({ page, goto }) => {
    await goto('orders');
    const menu = page.getByRole('navigation', { name: 'Products' });
    if ((await menu.count()) > 0) {
      const [scroll, client] = await menu.evaluate((nav) => {
        const list = nav.querySelector('ul') as HTMLElement;
        return [list.scrollWidth, list.clientWidth];
      });
      expect(scroll).toBeLessThanOrEqual(client);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1000 } });

  test('the side menu is a rail of named icons and the content keeps its width', async ({ page, goto }) => {
    await goto('orders');
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
    const menuBox = await menu.boundingBox();
    const mainBox = await page.getByRole('main').boundingBox();
    expect(menuBox?.width ?? 0).toBeLessThan(100);
    expect(mainBox?.width ?? 0).toBeGreaterThan(560);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
