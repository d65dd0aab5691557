import type { Page } from '@playwright/test';
import { watchAutomaticRetries } from '../automatic-retries';
import { expect, test } from '../fixtures';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('the account overview', () => {
  test.use({ account: 'customer@example.com' });

  test('shows the orders in progress, the photo library, saved projects and shortcuts', async ({
    page,
    goto,
  }) => {
    await goto('home');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByText('Welcome back, Charlotte')).toBeVisible();

    const orders = card(page, 'Orders in progress');
    await expect(orders.getByRole('heading', { name: 'Order AB-20480001' })).toBeVisible();
    await expect(orders.getByText('Awaiting payment').first()).toBeVisible();
    await expect(orders.getByRole('article')).toHaveCount(3);
    await expect(orders.getByText('8 more orders in progress')).toBeVisible();

    const photos = card(page, 'My photos');
    await expect(photos.getByText('360 photos')).toBeVisible();
    await expect(photos.getByRole('link', { name: /\.jpg$/ })).toHaveCount(6);

    const projects = card(page, 'Saved projects');
    await expect(projects.getByText('13 saved projects')).toBeVisible();
    await expect(projects.getByText('Summer in Cornwall')).toBeVisible();

    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(shortcuts.getByRole('link', { name: /Addresses/ })).toHaveAttribute(
      'href',
      '/settings/addresses/all',
    );

    await orders.getByRole('link', { name: 'All orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });

  test('the welcome that arrives after the cards does not push them down', async ({ page, goto }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/customers/customers/me', async (route) => {
      await released;
      await route.continue();
    });
    await goto('home');
    const orders = card(page, 'Orders in progress');
    await expect(orders.getByRole('heading', { name: 'Order AB-20480001' })).toBeVisible();
    const before = await orders.boundingBox();
    expect(before).not.toBeNull();
    release();
    await expect(page.getByText('Welcome back, Charlotte')).toBeVisible();
    expect((await orders.boundingBox())?.y).toBe(before?.y);
  });

  test('a part that fails says so and offers Try again, while the others show', async ({
    page,
    goto,
    emulator,
  }) => {
    const retries = await watchAutomaticRetries(page);
    await emulator.fail({ call: 'orders.getSuperOrders', status: 500, times: 0 });
    await emulator.fail({ call: 'projects.getProjects', status: 503, times: 0 });
    await goto('home');
    await expect(card(page, 'Orders in progress').getByRole('alert')).toContainText(
      'Your orders could not be loaded.',
    );
    await expect(card(page, 'Saved projects').getByRole('alert')).toContainText(
      'Your saved projects could not be loaded.',
    );
    await expect(card(page, 'My photos').getByText('360 photos')).toBeVisible();

    await retries.hold();
    await emulator.clearFaults();
    await card(page, 'Orders in progress').getByRole('button', { name: 'Try again' }).click();
    await expect(
      card(page, 'Orders in progress').getByRole('heading', { name: 'Order AB-20480001' }),
    ).toBeVisible();
  });
});

test.describe('the overview of a new account', () => {
  test.use({ account: 'empty@example.com' });

  test('says what is empty and where to start', async ({ page, goto }) => {
    await goto('home');
    await expect(
      card(page, 'Orders in progress').getByText("You haven't ordered anything yet!"),
    ).toBeVisible();
    await expect(
      card(page, 'Orders in progress').getByRole('link', { name: 'Start shopping' }),
    ).toBeVisible();
    await expect(card(page, 'My photos').getByText(/^Your photo library is empty/)).toBeVisible();
    await expect(
      card(page, 'Saved projects').getByText("You haven't started any projects yet"),
    ).toBeVisible();
  });
});
