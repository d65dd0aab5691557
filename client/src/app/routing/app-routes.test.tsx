import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '#contracts/feature-flags';
import { b2bClaims, fakeAuth } from '#test/fake-auth';
import { renderApp, stubCustomerFetch } from '#test/render-app';
import { testConfig } from '#test/test-config';

const allFlagsOn = () =>
  testConfig({ featureFlags: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, ['albelli-nl']])) });

const consumerRoutes: [string, string][] = [
  ['/', 'Overview'],
  ['/orders', 'Orders'],
  // stubCustomerFetch answers every other call 404: there is no order SO-1.
  ['/orders/SO-1', 'Order not found'],
  ['/settings', 'Settings'],
  ['/settings/personal-details', 'Personal details'],
  ['/settings/payment-method', 'Payment method'],
  ['/settings/email', 'Change e-mail address'],
  ['/settings/new-address', 'Add address'],
  ['/settings/address/', 'Change address'],
  ['/settings/addresses/all', 'All addresses'],
  ['/saved-projects', 'Saved projects'],
  ['/online-products', 'Widgets'],
  ['/online-products/P-1', 'Share widget'],
  ['/downloads', 'Downloads'],
  ['/my-photos/photos', 'My photos'],
  ['/my-photos/albums', 'My photos'],
  ['/my-photos/albums/a1', 'My albums'],
  ['/my-photos/shared-albums/s1', 'My albums'],
  ['/my-photos/exports/b1', 'Your photo export'],
  ['/my-photos/photos/preview/p1', 'Photo preview'],
  ['/my-photos/albums/a1/preview/p1', 'Photo preview'],
  ['/my-photos/shared-albums/s1/preview/p1', 'Photo preview'],
];

const b2bRoutes: [string, string][] = [
  ['/invoices', 'Invoices'],
  ['/integration', 'FTP instructions'],
  ['/settings/b2b', 'Business settings'],
  ['/settings/b2b/email', 'Change e-mail address'],
  ['/settings/b2b/new-address', 'Add address'],
  ['/settings/b2b/address/', 'Change address'],
];

describe('route table', () => {
  it.each(consumerRoutes)('%s shows "%s" to a consumer', async (path, title) => {
    stubCustomerFetch();
    renderApp({ path, config: allFlagsOn() });
    await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(document.title).toBe(`${title} | albelli`));
  });

  it.each(b2bRoutes)('%s shows "%s" to a B2B user', async (path, title) => {
    stubCustomerFetch();
    renderApp({ path, config: allFlagsOn(), auth: fakeAuth(b2bClaims) });
    await screen.findByRole('heading', { level: 1, name: title });
  });

  it('signs out on /logout', async () => {
    const auth = fakeAuth();
    renderApp({ path: '/logout', auth });
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
  });
});

describe('public pages', () => {
  it('render without signing in', async () => {
    const auth = fakeAuth(null);
    renderApp({ path: '/account-deleted', auth });
    await screen.findByRole('heading', { level: 1, name: 'Your account has been deleted' });
    expect(auth.signIn).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).toBeNull();
  });

  it('account-deleted offers a new account and the products', async () => {
    renderApp({ path: '/account-deleted', auth: fakeAuth(null) });
    const create = await screen.findByRole('region', { name: 'Create a new account' });
    expect(within(create).getByRole('link').getAttribute('href')).toBe('https://www.albelli.nl/');
    const products = screen.getByRole('region', { name: 'View our products' });
    expect(within(products).getByRole('link').getAttribute('href')).toBe('https://www.albelli.nl/products');
  });

  it.each([
    [
      '/delete-account-error',
      "Your account couldn't be deleted",
      'Something went wrong with the account deletion. Could you please try again?',
    ],
    [
      '/change-email-error',
      "Your email wasn't changed",
      'Something went wrong with the email change. Could you please try again?',
    ],
    [
      '/subscription-confirmation-error',
      'Your subscription failed',
      'Something went wrong with the subscription. Could you please try again?',
    ],
  ])('%s explains the failure, offers Try again and customer care', async (path, title, text) => {
    stubCustomerFetch();
    const { location } = renderApp({ path, auth: fakeAuth(null) });
    await screen.findByRole('heading', { level: 1, name: title });
    screen.getByText(text);
    const contact = screen.getByText(/You tried again and are still having issues\? Please/);
    expect(contact.textContent).toBe(
      'You tried again and are still having issues? Please contact customer care',
    );
    expect(screen.getByRole('link', { name: 'contact customer care' }).getAttribute('href')).toBe(
      'https://www.albelli.nl/contact',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(location().pathname).toBe('/settings');
  });

  it('subscription success and change-email success show their texts', async () => {
    const { unmount } = renderApp({ path: '/subscription-confirmation-success', auth: fakeAuth(null) });
    await screen.findByRole('heading', { level: 1, name: 'Success!' });
    screen.getByText('Your e-mail address has been successfully subscribed!');
    unmount();
    renderApp({ path: '/change-email-success', auth: fakeAuth(null) });
    await screen.findByRole('heading', { level: 1, name: 'Your e-mail address has been changed!' });
    expect(
      screen.getByRole('link', { name: 'Log in with your new e-mail address' }).getAttribute('href'),
    ).toBe('/');
    expect(screen.getByRole('link', { name: 'Continue to the store' }).getAttribute('href')).toBe(
      'https://www.albelli.nl/',
    );
  });

  it.each(['/delete-account-confirmation', '/change-email-confirmation', '/subscription-confirmation'])(
    '%s shows a loader',
    async (path) => {
      renderApp({ path, auth: fakeAuth(null) });
      await screen.findByRole('status', { name: 'Loading' });
      await waitFor(() => expect(document.title).toMatch(/^Confirming|^Deleting/));
    },
  );
});
