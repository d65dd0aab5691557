import { customerLoaded, expect, test } from '../fixtures';
import { signInJourneysOfBothModes } from './sign-in-journeys';

// These journeys sign in through the identity provider themselves: the sign-in is what they test.
test.describe('signing in to the account shell', () => {
  signInJourneysOfBothModes();

  test('a consumer lands in the shell of the brand with widgets and without invoices', async ({
    page,
    goto,
    url,
    signIn,
  }) => {
    await goto('home');
    const loaded = customerLoaded(page);
    await signIn('customer@example.com');
    await expect(page).toHaveURL(url('home'));
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    for (const item of [
      'Overview',
      'Orders',
      'Settings',
      'Saved projects',
      'Saved photos',
      'Widgets',
      'FAQs',
    ]) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    // The menu is rendered in one pass from the token's claims: with the links above, the business ones are decided.
    await expect(menu.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'FTP instructions' })).toHaveCount(0);
    await expect(page).toHaveTitle('Overview | albelli');
    // The status banner would come with the customer: only its absence after the customer is there counts.
    await loaded;
    await expect(page.getByRole('alert').filter({ hasText: 'account' })).toHaveCount(0);

    const cookies = await page.context().cookies(url('home'));
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['access', 'refresh']));
  });

  test('the page the user asked for is where they land after signing in', async ({
    page,
    goto,
    url,
    signIn,
  }) => {
    await goto('orders');
    await signIn('customer@example.com');
    await expect(page).toHaveURL(url('orders'));
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page).toHaveTitle('Orders | albelli');
  });

  test('a new business account sees that it is pending validation', async ({ page, goto, signIn }) => {
    await goto('home');
    await signIn('b2b-new@example.com');
    await expect(page.getByText('Pending account validation')).toBeVisible();
  });

  test('a blocked business account sees the Blocked banner', async ({ page, goto, signIn }) => {
    await goto('home');
    await signIn('b2b-blocked@example.com');
    await expect(page.getByText('Blocked account, please contact customer care.')).toBeVisible();
  });

  test('signing out removes the tokens and asks for a sign-in again', async ({ page, goto, url, signIn }) => {
    await goto('home');
    await signIn('customer@example.com');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    const cookies = await page.context().cookies(url('home'));
    expect(cookies.filter((c) => c.name === 'access' || c.name === 'refresh')).toEqual([]);

    await goto('orders');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('');
  });

  test('a wrong password keeps the user on the sign-in page with an error', async ({ page, goto }) => {
    await goto('home');
    await page.getByLabel('E-mail').fill('customer@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect e-mail address or password.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('customer@example.com');
  });
});
