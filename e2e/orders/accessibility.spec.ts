import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

// axe-core is injected as an inline script, which the gateway's CSP rightly refuses.
test.use({ bypassCSP: true, account: 'customer@example.com' });

/** Waits until the lists and pictures are in, so axe sees the finished screen. */
async function settled(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the orders list has no serious or critical axe violation', async ({ page, goto }) => {
      await goto('orders');
      await expect(page.getByRole('heading', { name: 'Order AB-20480001' })).toBeVisible();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('order details, with the address form open, have no serious or critical axe violation', async ({
      page,
      goto,
    }) => {
      await goto('orderDetails', { orderCode: 'AB-20480003' });
      await expect(
        page.getByRole('region', { name: 'Voucher' }).getByText('25% off photo books'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reorder' })).toBeVisible();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Change delivery address' }).click();
      await page.getByLabel('Postcode').fill('nope');
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Postal Code must be valid')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('order not found has no serious or critical axe violation', async ({ page, goto }) => {
      await goto('orderDetails', { orderCode: 'AB-77000001' });
      await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the overview has no serious or critical axe violation at 1280 px', async ({ page, goto }) => {
  await goto('home');
  await expect(page.getByText('360 photos')).toBeVisible();
  await expect(page.getByText('Summer in Cornwall')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order AB-20480001' })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
});
