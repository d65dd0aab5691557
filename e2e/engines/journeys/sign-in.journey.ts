import { SEED_PASSWORD } from '../../seed';
import type { Driver } from '../driver';
import { by, journey } from '../fixtures';

const signInHeading = by.heading('Sign in to your account');

/** On the identity provider's page: the seeded account's address and password, then Sign in. */
export async function signInThroughForm(ui: Driver, email: string): Promise<void> {
  await ui.waitVisible(signInHeading);
  await ui.fill(by.textbox('E-mail'), email);
  await ui.fill(by.label('Password'), SEED_PASSWORD);
  await ui.click(by.button('Sign in'));
}

journey.describe('signing in and out (browser session mode)', () => {
  journey('signs in through the form, lands on the page asked for, signs out', async ({ ui, url }) => {
    await ui.goto(url('orders'));
    await signInThroughForm(ui, 'customer@example.com');
    await ui.waitVisible(by.heading('Orders').within(by.role('main')));
    await ui.waitUrl(/\/orders$/);
    await ui.click(by.button('Sign out'));
    await ui.waitVisible(signInHeading);
    // Signed out for real: the account area asks again.
    await ui.goto(url('orders'));
    await ui.waitVisible(signInHeading);
  });

  journey('a wrong password keeps the user on the sign-in page with an error', async ({ ui, url }) => {
    await ui.goto(url('home'));
    await ui.waitVisible(signInHeading);
    await ui.fill(by.textbox('E-mail'), 'customer@example.com');
    await ui.fill(by.label('Password'), 'not-the-password');
    await ui.click(by.button('Sign in'));
    await ui.waitVisible(by.text('Incorrect e-mail address or password.'));
  });
});
