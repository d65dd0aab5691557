import { SEED_PASSWORD } from '../../seed';
import type { Driver } from '../driver';
import { by } from '../fixtures';

export const signInHeading = by.heading('Sign in to your account');
export const ordersHeading = by.heading('Orders').within(by.role('main'));

/** On the identity provider's page: the seeded account's address and password, then Sign in. */
export async function signInThroughForm(ui: Driver, email: string): Promise<void> {
  await ui.waitVisible(signInHeading);
  await ui.fill(by.textbox('E-mail'), email);
  await ui.fill(by.label('Password'), SEED_PASSWORD);
  await ui.click(by.button('Sign in'));
}

/** Signs out from the page shown; the identity provider's form is back, and the account area asks again. */
export async function signOut(ui: Driver, ordersUrl: string): Promise<void> {
  await ui.click(by.button('Sign out'));
  await ui.waitVisible(signInHeading);
  await ui.goto(ordersUrl);
  await ui.waitVisible(signInHeading);
}
