import type { Page } from '@playwright/test';
import { watchAutomaticRetries } from '../automatic-retries';
import { expect, test } from '../fixtures';

test.use({ account: 'customer@example.com' });

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('lists the online products with their gallery entries, and the blocked one as blocked', async ({
  page,
  goto,
}) => {
  await goto('widgets');
  const cornwall = card(page, 'Summer in Cornwall');
  await expect(cornwall.getByText('Online', { exact: true })).toBeVisible();
  await expect(cornwall.getByText('In the gallery as ‘Summer in Cornwall’')).toBeVisible();
  await expect(cornwall.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveText([
    'Travel',
    'Family',
  ]);
  await expect(card(page, "Grandma's 80th").getByText('Not shown in the gallery')).toBeVisible();

  const blocked = card(page, 'Weekend in Amsterdam');
  await expect(blocked.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(
    blocked.getByText(
      'This online product is blocked and cannot be viewed or shared. Please contact customer care.',
    ),
  ).toBeVisible();
  await expect(blocked.getByRole('link', { name: /Share/ })).toHaveCount(0);
  await expect(blocked.getByRole('link', { name: /View/ })).toHaveCount(0);

  // Its share page refuses too.
  await goto('widgetShare', { productCode: 'AB-20480010' });
  await expect(page.getByRole('alert')).toContainText('This online product is blocked');
  await expect(page.getByRole('button', { name: 'Send e-mail' })).toHaveCount(0);
});

test('a widget is created, updated, shared by e-mail and deleted', async ({ page, goto, system }) => {
  await goto('widgets');
  await expect(page.getByRole('heading', { name: 'Your online products' })).toBeVisible();

  // Create: the XL layflat book of AB-20480003.
  const form = page.getByRole('region', { name: 'Put a photo book online' });
  const option = await form
    .getByLabel('Photo book')
    .locator('option', { hasText: 'AB-20480003' })
    .getAttribute('value');
  await form.getByLabel('Photo book').selectOption(option ?? '');
  await form.getByRole('button', { name: 'Put online' }).click();
  const book = card(page, 'XL Layflat Photo Book');
  await expect(book.getByText('Order AB-20480003')).toBeVisible();
  await expect(book.getByText('Not shown in the gallery')).toBeVisible();
  await expect(form.getByLabel('Photo book').locator('option', { hasText: 'AB-20480003' })).toHaveCount(0);

  // Update: into the gallery, then its categories changed.
  await book.getByRole('button', { name: 'Add to gallery: XL Layflat Photo Book' }).click();
  let dialog = page.getByRole('dialog', { name: 'Gallery entry' });
  await dialog.getByLabel('Title').fill('Our wedding');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please choose at least one category')).toBeVisible();
  await dialog.getByLabel('Wedding').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(book.getByText('In the gallery as ‘Our wedding’')).toBeVisible();
  await book.getByRole('button', { name: 'Edit gallery entry: XL Layflat Photo Book' }).click();
  dialog = page.getByRole('dialog', { name: 'Gallery entry' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Our wedding');
  await dialog.getByLabel('Celebrations').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(book.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveText([
    'Wedding',
    'Celebrations',
  ]);

  // Share by e-mail.
  await book.getByRole('link', { name: 'Share by e-mail: XL Layflat Photo Book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Share widget' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Charlotte Jansen');
  await page.getByLabel("Recipient's e-mail address").fill('emma@example');
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
  await page.getByLabel("Recipient's e-mail address").fill('emma@example.org');
  await page.getByLabel('Personal message (optional)').fill('Zoë, look at our wedding book! 🎉');
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your e-mail has been sent to emma@example.org.' }),
  ).toBeVisible();

  const mail = await page.context().newPage();
  await mail.goto(`${system.emulatorUrl}/__mail?to=emma@example.org`);
  await mail.getByRole('link', { name: /Charlotte Jansen shared a photo book with you/ }).click();
  await expect(mail.getByText('Zoë, look at our wedding book! 🎉')).toBeVisible();
  await mail.getByRole('link', { name: /online-products/ }).click();
  await expect(mail.getByRole('heading', { name: 'XL Layflat Photo Book' })).toBeVisible();
  await mail.close();

  // Delete.
  await page.getByRole('link', { name: 'Back to your widgets' }).click();
  await card(page, 'XL Layflat Photo Book')
    .getByRole('button', { name: 'Delete XL Layflat Photo Book' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete online product?' });
  await confirm.getByRole('button', { name: 'Delete online product' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card(page, 'XL Layflat Photo Book')).toHaveCount(0);
  await expect(page.getByText('‘XL Layflat Photo Book’ is no longer online')).toBeVisible();
  await expect(form.getByLabel('Photo book').locator('option', { hasText: 'AB-20480003' })).toHaveCount(1);
});

test('a failing share says so and keeps what was typed', async ({ page, goto, emulator }) => {
  await emulator.fail({ call: 'widgets.shareWidget', status: 500 });
  await goto('widgetShare', { productCode: 'AB-20480004' });
  await page.getByLabel("Recipient's e-mail address").fill('emma@example.org');
  await page.getByLabel('Personal message (optional)').fill('Hello');
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByRole('alert')).toContainText('Your e-mail could not be sent.');
  await expect(page.getByLabel('Personal message (optional)')).toHaveValue('Hello');
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByText('Your e-mail has been sent to emma@example.org.')).toBeVisible();
});

test('a failing list says so and loads again', async ({ page, goto, emulator }) => {
  const retries = await watchAutomaticRetries(page);
  await emulator.fail({ call: 'widgets.getByOrders', status: 500, times: 0 });
  await goto('widgets');
  await expect(page.getByRole('alert')).toContainText('Your online products could not be loaded.');
  await retries.hold();
  await emulator.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(card(page, 'Summer in Cornwall')).toBeVisible();
});

test.describe('a business customer', () => {
  test.use({ account: 'b2b@example.com' });

  test('is sent home from the widgets', async ({ page, goto }) => {
    await goto('widgets');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Widgets' })).toHaveCount(0);
  });
});
