import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '#test/fake-auth';
import { consumerCustomer, renderApp, setWidth, stubCustomerFetch } from '#test/render-app';

describe('shell layout', () => {
  afterEach(() => {
    setWidth(1280);
    vi.restoreAllMocks();
  });

  it('has a skip link, a header with the brand, the content and a footer with safe links', async () => {
    stubCustomerFetch();
    renderApp({ path: '/orders' });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
    // The brand's logo, named by the brand.
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'albelli' }).getAttribute('src')).toBe(
      '/logos/albelli.svg',
    );
    expect(screen.getByRole('link', { name: 'Photo books' }).getAttribute('href')).toBe(
      'https://www.albelli.nl/fotoboeken',
    );
    const privacy = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy' });
    expect(privacy.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('sets the page title to "{page} | {brand}"', async () => {
    stubCustomerFetch();
    renderApp({ path: '/saved-projects' });
    await screen.findByRole('heading', { level: 1, name: 'Saved projects' });
    await waitFor(() => expect(document.title).toBe('Saved projects | albelli'));
  });

  it('signs out a customer whose account is deleted', async () => {
    stubCustomerFetch({ ...consumerCustomer, accountDeleted: true });
    const auth = fakeAuth();
    const { location } = renderApp({ path: '/orders', auth });
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
    expect(location().pathname).toBe('/logout');
  });

  it('signs out when the customer resource answers 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubCustomerFetch(404);
    const auth = fakeAuth();
    renderApp({ path: '/orders', auth });
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
  });

  it('shows the settings error on settings screens only, and the shell still renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubCustomerFetch(500);
    const { unmount } = renderApp({ path: '/settings' });
    await screen.findByText('An error occurred loading your settings');
    screen.getByRole('navigation', { name: 'Account menu' });
    unmount();
    renderApp({ path: '/orders' });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.queryByText('An error occurred loading your settings')).toBeNull();
  });

  it('hides the side menu when hideHeaderNav is in the query', async () => {
    stubCustomerFetch();
    renderApp({ path: '/orders?hideHeaderNav=true' });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).toBeNull();
  });

  it('on small screens shows the menu as the home page with a Sign out button', async () => {
    setWidth(375);
    stubCustomerFetch();
    const auth = fakeAuth();
    renderApp({ path: '/?hideHeaderNav', auth });
    const nav = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(within(nav).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: 'Overview' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalled();
  });

  it('on small screens shows other pages without the menu, with a back link', async () => {
    setWidth(375);
    stubCustomerFetch();
    renderApp({ path: '/orders' });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my account' }).getAttribute('href')).toBe('/');
  });

  it('hides header and footer on full-screen previews', async () => {
    stubCustomerFetch();
    renderApp({ path: '/my-photos/photos/preview/p1' });
    await screen.findByRole('heading', { level: 1, name: 'Photo preview' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).toBeNull();
  });
});
