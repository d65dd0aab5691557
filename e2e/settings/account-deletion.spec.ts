import { expect, test } from '../fixtures';
import { deleteAccountThroughTheLink } from './token-link-journeys';

test.use({ account: 'customer@example.com' });

deleteAccountThroughTheLink();

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
