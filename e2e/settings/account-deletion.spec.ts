import { expect, test } from '../fixtures';
import { mailedLink } from './mail';

test.use({ account: 'customer@example.com' });

test('delete the account through the link in the mailbox: the account-deleted page, then sign-in is refused', async ({
  page,
  goto,
  system,
  browser,
  baseURL,
}) => {
  await goto('settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send confirmation e-mail' }).click();
  await expect(
    page.getByText('Check your mailbox: we sent a link to confirm the deletion to customer@example.com.'),
  ).toBeVisible();

  const link = await mailedLink(system.emulatorUrl, 'customer@example.com', 'account-deletion');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'View our products' })).toBeVisible();

  const other = await browser.newContext({ storageState: undefined });
  const fresh = await other.newPage();
  await fresh.goto(baseURL ?? '/');
  await fresh.getByLabel('E-mail').fill('customer@example.com');
  await fresh.getByLabel('Password').fill('Password1!');
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await expect(fresh.getByText('Incorrect e-mail address or password.')).toBeVisible();
  await other.close();
});

test('a failed deletion leads to its error page', async ({ page, goto, emulator }) => {
  await emulator.fail({ call: 'identity.confirmAccountDeletion', status: 500 });
  await goto('deleteAccountConfirmation', {}, { query: { 'confirmation-token': 'any' } });
  await expect(
    page.getByRole('heading', { level: 1, name: "Your account couldn't be deleted" }),
  ).toBeVisible();
  await expect(
    page.getByText('Something went wrong with the account deletion. Could you please try again?'),
  ).toBeVisible();
  await expect(page.getByText('You tried again and are still having issues?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
