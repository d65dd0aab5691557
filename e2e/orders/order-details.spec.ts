import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { watchAutomaticRetries } from '../automatic-retries';
import { expect, test } from '../fixtures';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('order details', () => {
  test.use({ account: 'customer@example.com' });

  test('shows the products, status, delivery and voucher of an order', async ({ page, goto }) => {
    await goto('orderDetails', { orderCode: 'AB-20480003' });
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(page.getByText('AB-20480003', { exact: true })).toBeVisible();

    const products = section(page, 'Products');
    await expect(products.getByRole('heading', { name: 'XL Layflat Photo Book' })).toBeVisible();
    await expect(products.getByRole('heading', { name: 'Photo Mug' })).toBeVisible();
    await expect(products.getByText('Quantity: 2')).toBeVisible();
    await expect(products.getByText(/^Expected delivery: /).first()).toBeVisible();

    const delivery = section(page, 'Delivery');
    await expect(delivery.getByText('Home delivery')).toBeVisible();
    await expect(delivery.getByText('221 Baker Street')).toBeVisible();

    const voucher = section(page, 'Voucher');
    await expect(voucher.getByText('SPRING25')).toBeVisible();
    await expect(voucher.getByText('25% off photo books')).toBeVisible();
  });

  test('a pickup-point order shows where to collect it, and its address cannot change', async ({
    page,
    goto,
  }) => {
    await goto('orderDetails', { orderCode: 'AB-20480006' });
    const delivery = section(page, 'Delivery');
    await expect(delivery.getByText('Collect from a pickup point')).toBeVisible();
    await expect(delivery.getByText('Parcel point – Camden Road News')).toBeVisible();
    await expect(section(page, 'Products')).toBeVisible();
    await expect(delivery.getByRole('button', { name: 'Change delivery address' })).toHaveCount(0);
  });

  test('a dispatched order cannot change its address, and shows no delivery dates once past', async ({
    page,
    goto,
  }) => {
    // 31 days old: its delivery dates are gone (404), and none are shown.
    const dates = page.waitForResponse((r) => r.url().endsWith('/OrderDeliveryDates/AB-20480011-1'));
    await goto('orderDetails', { orderCode: 'AB-20480011' });
    expect((await dates).status()).toBe(404);
    await expect(section(page, 'Delivery').getByText('221 Baker Street')).toBeVisible();
    await expect(section(page, 'Products').getByText(/^Expected delivery/)).toHaveCount(0);
    await goto('orderDetails', { orderCode: 'AB-20480008' });
    const delivery = section(page, 'Delivery');
    await expect(delivery.getByText('The delivery address can no longer be changed.')).toBeVisible();
    await expect(delivery.getByRole('button', { name: 'Change delivery address' })).toHaveCount(0);
  });

  test('an order not yet paid has no delivery dates, and none are asked for', async ({ page, goto }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/OrderDeliveryDates/')) asked.push(r.url());
    });
    await goto('orderDetails', { orderCode: 'AB-20480001' });
    await expect(section(page, 'Products').getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(section(page, 'Products').getByText(/^Expected delivery/)).toHaveCount(0);
    // A paid order of the same page asks (so the listener sees the calls that are made).
    await goto('orderDetails', { orderCode: 'AB-20480003' });
    await expect(
      section(page, 'Products')
        .getByText(/^Expected delivery: /)
        .first(),
    ).toBeVisible();
    expect(asked.every((url) => !url.includes('AB-20480001'))).toBe(true);
    expect(asked.length).toBeGreaterThan(0);
  });

  test('an unknown voucher reads as not found', async ({ page, goto }) => {
    await goto('orderDetails', { orderCode: 'AB-20480013' });
    const voucher = section(page, 'Voucher');
    await expect(voucher.getByText('WELCOME10')).toBeVisible();
    await expect(voucher.getByText('The details of this voucher are no longer available.')).toBeVisible();
  });

  test('changes the delivery address', async ({ page, goto }) => {
    await goto('orderDetails', { orderCode: 'AB-20480004' });
    const delivery = section(page, 'Delivery');
    await delivery.getByRole('button', { name: 'Change delivery address' }).click();
    await expect(delivery.getByLabel('First name')).toBeFocused();
    await delivery.getByLabel('Street').fill('Abbey Road');
    await delivery.getByLabel('House number').fill('3');
    await delivery.getByLabel('Postcode').fill('NW8 9AY');
    await delivery.getByRole('button', { name: 'Save address' }).click();

    await expect(delivery.getByRole('status')).toHaveText('Your delivery address has been changed.');
    await expect(delivery.getByText('3 Abbey Road')).toBeVisible();
    await expect(delivery.getByText('NW8 9AY')).toBeVisible();
    await expect(delivery.getByRole('button', { name: 'Change delivery address' })).toBeFocused();

    await page.reload();
    await expect(section(page, 'Delivery').getByText('3 Abbey Road')).toBeVisible();
  });

  test('checks the address before sending it, with the spec’s messages', async ({ page, goto }) => {
    await goto('orderDetails', { orderCode: 'AB-20480004' });
    const delivery = section(page, 'Delivery');
    await delivery.getByRole('button', { name: 'Change delivery address' }).click();
    await delivery.getByLabel('Postcode').fill('12345');
    await delivery.getByLabel('Phone number').fill('call me');
    await delivery.getByRole('button', { name: 'Save address' }).click();
    await expect(delivery.getByText('Postal Code must be valid')).toBeVisible();
    await expect(delivery.getByText('Phone number must be valid')).toBeVisible();
    await expect(delivery.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
    await expect(delivery.getByLabel('Postcode')).toBeFocused();
  });

  test('a failed address change keeps what was typed, to send it again', async ({ page, goto, emulator }) => {
    await goto('orderDetails', { orderCode: 'AB-20480004' });
    const delivery = section(page, 'Delivery');
    await delivery.getByRole('button', { name: 'Change delivery address' }).click();
    await delivery.getByLabel('Street').fill('Abbey Road');
    await delivery.getByLabel('House number').fill('3');
    await delivery.getByLabel('Postcode').fill('NW8 9AY');
    await emulator.fail({ call: 'orders.changeDeliveryAddress', status: 500 });
    await delivery.getByRole('button', { name: 'Save address' }).click();

    await expect(delivery.getByRole('alert')).toHaveText(
      'Your new delivery address could not be saved. Please try again.',
    );
    await expect(delivery.getByLabel('Street')).toHaveValue('Abbey Road');
    await expect(delivery.getByLabel('House number')).toHaveValue('3');
    await expect(delivery.getByLabel('Postcode')).toHaveValue('NW8 9AY');

    // The fault was for one call: sending again goes through.
    await delivery.getByRole('button', { name: 'Save address' }).click();
    await expect(delivery.getByRole('status')).toHaveText('Your delivery address has been changed.');
    await expect(delivery.getByText('3 Abbey Road')).toBeVisible();
  });

  test('an address change the order no longer allows (409) says so', async ({ page, goto, emulator }) => {
    await goto('orderDetails', { orderCode: 'AB-20480004' });
    const delivery = section(page, 'Delivery');
    await delivery.getByRole('button', { name: 'Change delivery address' }).click();
    await emulator.fail({ call: 'orders.changeDeliveryAddress', status: 409 });
    await delivery.getByRole('button', { name: 'Save address' }).click();
    await expect(delivery.getByRole('alert')).toHaveText(
      'The delivery address of this order can no longer be changed.',
    );
  });

  test('downloads the product PDF, unzipped in the browser', async ({ page, goto }) => {
    await goto('orderDetails', { orderCode: 'AB-20480004' });
    const products = section(page, 'Products');
    const button = products.getByRole('button', {
      name: 'Download the PDF of A4 Landscape Photo Book, hardcover',
    });
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('AB-20480004-P1.pdf');
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
  });

  test('a product without PDF has no download', async ({ page, goto }) => {
    await goto('orderDetails', { orderCode: 'AB-20480003' });
    await expect(section(page, 'Products').getByRole('heading', { name: 'Photo Mug' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Download the PDF/ })).toHaveCount(0);
  });

  test('reorder leads to the shop’s basket with the order’s products', async ({ page, goto }) => {
    await goto('orderDetails', { orderCode: 'AB-20480003' });
    await section(page, 'Order again').getByRole('button', { name: 'Reorder' }).click();
    await expect(page).toHaveURL(/\/merchandise\/shop\/albelli-uk\/basket\?reorder=AB-20480003&/);
    await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
    await expect(page.getByText('2 × Photo Mug')).toBeVisible();
  });

  test('an order that cannot be ordered again says so', async ({ page, goto }) => {
    await goto('orderDetails', { orderCode: 'AB-20480014' });
    await expect(section(page, 'Order again').getByText('This order cannot be ordered again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reorder' })).toHaveCount(0);
  });

  test("another customer's order, and an unknown one, are 'Order not found'", async ({ page, goto }) => {
    await goto('orderDetails', { orderCode: 'AB-77000001' });
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(page.getByText('A3 Wall Calendar')).toHaveCount(0);
    await goto('orderDetails', { orderCode: 'AB-99999999' });
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await page.getByRole('link', { name: 'All orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });

  test('other failures say to contact us, and Try again loads the order', async ({
    page,
    goto,
    emulator,
  }) => {
    const retries = await watchAutomaticRetries(page);
    await emulator.fail({ call: 'orders.getSuperOrder', status: 503, times: 0 });
    await goto('orderDetails', { orderCode: 'AB-20480004' });
    await expect(page.getByRole('alert')).toContainText(
      'An error occurred loading this order, please contact us to report this issue.',
    );
    await expect(page.getByRole('link', { name: 'Contact customer care' })).toBeVisible();
    await retries.hold();
    await emulator.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(section(page, 'Products')).toBeVisible();
  });
});
