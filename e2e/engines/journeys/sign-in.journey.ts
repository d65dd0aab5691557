import { by, journey } from '../fixtures';
import { ordersHeading, signInHeading, signInThroughForm, signOut } from './sign-in';

journey.describe('signing in and out (browser session mode)', () => {
  journey('signs in through the form, lands on the page asked for, signs out', async ({ ui, url }) => {
    await ui.goto(url('orders'));
    await signInThroughForm(ui, 'customer@example.com');
    await ui.waitVisible(ordersHeading);
    await ui.waitUrl(/\/orders$/);
    await signOut(ui, url('orders'));
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
