import { expect, test } from '../fixtures';
import { mailedLink } from './mail';

test.describe('signed in', () => {
  test.use({ account: 'customer@example.com' });

  test('subscribe to the newsletter and confirm through the link: success, then the used link fails', async ({
    page,
    goto,
    system,
    browser,
  }) => {
    await goto('settings');
    await page.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
    await expect(page.getByText('Almost done! Confirm your subscription')).toBeVisible();
    const link = await mailedLink(system.emulatorUrl, 'customer@example.com', 'subscription');
    expect(new URL(link).searchParams.get('email')).toBe('customer@example.com');

    // The link needs no sign-in: a browser without the session follows it.
    const other = await browser.newContext({ storageState: undefined });
    const fresh = await other.newPage();
    await fresh.goto(link);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Success!' })).toBeVisible();
    await expect(fresh.getByText('Your e-mail address has been successfully subscribed!')).toBeVisible();
    // The brand's frame and the ways onward.
    await expect(fresh.getByRole('banner').getByRole('img', { name: 'albelli' })).toBeVisible();
    await expect(fresh.getByRole('link', { name: 'Go to my account' })).toBeVisible();
    await expect(fresh.getByRole('link', { name: 'Continue to the store' })).toBeVisible();
    await fresh.goto(link);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Your subscription failed' })).toBeVisible();
    await other.close();

    // Settings now shows the subscription and the way out, not 'Subscribe' again.
    await page.reload();
    await expect(page.getByText('You receive our newsletter at customer@example.com.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe to the newsletter' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You have been unsubscribed from the newsletter.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe to the newsletter' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Subscribe to the newsletter' })).toBeVisible();
  });
});

test('a tampered subscription link shows the failure page', async ({ page, goto }) => {
  await goto(
    'doubleOptInConfirmation',
    {},
    { query: { 'confirmation-token': 'x', email: 'someone@example.org' } },
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription failed' })).toBeVisible();
  await expect(
    page.getByText('Something went wrong with the subscription. Could you please try again?'),
  ).toBeVisible();
  await expect(page.getByText('You tried again and are still having issues?')).toBeVisible();
});
