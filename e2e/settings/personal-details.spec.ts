import { expect, test } from '../fixtures';
import { blockThirdParty, fillSignInForm } from '../sign-in';

test.use({ account: 'customer@example.com' });

test('a customer edits their personal details and sees them saved on the settings page', async ({
  page,
  goto,
}) => {
  await goto('settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal details' })).toContainText('Charlotte Jansen');
  await page.getByRole('link', { name: 'Edit personal details' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
  await page.getByLabel('First name').fill('   ');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter a name')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('First name').fill('Lotte');
  await page.getByLabel('Last name').fill('Jansen-de Boer');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('Your personal details have been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal details' })).toContainText('Lotte Jansen-de Boer');
  // The save's notice shows on this visit, until it is dismissed.
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Your changes have been saved.')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Personal details' })).toContainText('Lotte Jansen-de Boer');
  await expect(page.getByText('Your changes have been saved.')).toHaveCount(0);
});

test('the saved notice belongs to its save: not on a later visit, nor after a new sign-in', async ({
  page,
  goto,
  browser,
  url,
}) => {
  await goto('personalDetails');
  await page.getByLabel('First name').fill('Lotte');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();

  // Left without dismissing it: the next visit to Settings, in this tab and in a new browser, shows no notice.
  await goto('orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await goto('settings');
  await expect(page.getByRole('region', { name: 'Personal details' })).toContainText('Lotte Jansen');
  await expect(page.getByText('Your changes have been saved.')).toHaveCount(0);

  // A new browser, signed in anew through the identity provider.
  const other = await browser.newContext();
  await blockThirdParty(other);
  const second = await other.newPage();
  await second.goto(url('home'));
  // The identity provider may still know this browser's machine (its own session): its form shows only if not.
  const signInHeading = second.getByRole('heading', { name: 'Sign in to your account' });
  const home = second.getByRole('main').getByRole('heading', { level: 1 });
  await expect(signInHeading.or(home)).toBeVisible({ timeout: 30_000 });
  if (await signInHeading.isVisible()) await fillSignInForm(second, 'customer@example.com');
  await expect(second.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await second.goto(url('settings'));
  await expect(second.getByRole('region', { name: 'Personal details' })).toContainText('Lotte Jansen');
  await expect(second.getByText('Your changes have been saved.')).toHaveCount(0);
  await other.close();
});

test('a failed save keeps what was typed, and the settings load error has a retry', async ({
  page,
  goto,
  emulator,
}) => {
  await goto('personalDetails');
  await page.getByLabel('First name').fill('Lotte');
  await emulator.fail({ call: 'customers.updateMe', status: 500 });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details could not be saved. Please try again.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Lotte');

  await emulator.fail({ call: 'customers.getMe', status: 500, times: 2 });
  await goto('settings');
  await expect(page.getByText('An error occurred loading your settings')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Personal details' })).toContainText('Charlotte Jansen');
});
