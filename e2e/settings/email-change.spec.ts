import { expect, test } from '../fixtures';
import { changeEmailThroughTheLink } from './token-link-journeys';

test.use({ account: 'customer@example.com' });

changeEmailThroughTheLink();

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
