import { expect, test } from '../fixtures';
import { subscribeThroughTheLink } from './token-link-journeys';

test.describe('signed in', () => {
  test.use({ account: 'customer@example.com' });
  subscribeThroughTheLink();
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
