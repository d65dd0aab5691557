import { expect, test } from '../fixtures';
import { mailedLink } from './mail';

test.use({ account: 'customer@example.com' });

const NEW_EMAIL = 'charlotte.jansen@example.org';

test('change the e-mail address through the link in the mailbox, then sign in with the new one only', async ({
  page,
  goto,
  system,
  browser,
  baseURL,
}) => {
  await goto('settings');
  await page.getByRole('link', { name: 'Change e-mail address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change e-mail address' })).toBeVisible();
  await expect(page.getByText('customer@example.com')).toBeVisible();
  await page.getByLabel('New e-mail address').fill(NEW_EMAIL);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation link to ${NEW_EMAIL}.`)).toBeVisible();

  const link = await mailedLink(system.emulatorUrl, NEW_EMAIL, 'email-change');
  expect(link.startsWith(`${baseURL}change-email-confirmation?confirmation-token=`)).toBe(true);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address has been changed!' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to the store' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in with your new e-mail address' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('E-mail').fill(NEW_EMAIL);
  await page.getByLabel('Password').fill('Password1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await goto('settings');
  await expect(page.getByText(NEW_EMAIL)).toBeVisible();

  // The link works once: followed again, it ends on the error page.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible();

  // The old address no longer signs in.
  const other = await browser.newContext({ storageState: undefined });
  const fresh = await other.newPage();
  await fresh.goto(baseURL ?? '/');
  await expect(fresh.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await fresh.getByLabel('E-mail').fill('customer@example.com');
  await fresh.getByLabel('Password').fill('Password1!');
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await expect(fresh.getByText('Incorrect e-mail address or password.')).toBeVisible();
  await other.close();
});

test('an address in use is refused (409), too many requests ask to try later (429)', async ({
  page,
  goto,
}) => {
  await goto('changeEmail');
  const field = page.getByLabel('New e-mail address');
  await field.fill('not an address');
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();

  await field.fill('b2b@example.com');
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('This e-mail address is already in use')).toBeVisible();
  await expect(field).toHaveValue('b2b@example.com');

  for (const n of [1, 2, 3]) {
    await goto('changeEmail');
    await page.getByLabel('New e-mail address').fill(`try${n}@example.org`);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();
  }
  await goto('changeEmail');
  await page.getByLabel('New e-mail address').fill('try4@example.org');
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(
    page.getByText('You have asked for too many e-mail changes. Please try again later.'),
  ).toBeVisible();
});

test('a tampered link leads to the error page, whose Try again goes to the settings', async ({
  page,
  goto,
}) => {
  await goto('changeEmailConfirmation', {}, { query: { 'confirmation-token': 'tampered-token' } });
  await expect(page.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible();
  await expect(
    page.getByText('Something went wrong with the email change. Could you please try again?'),
  ).toBeVisible();
  await expect(page.getByText('You tried again and are still having issues?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'contact customer care' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});
