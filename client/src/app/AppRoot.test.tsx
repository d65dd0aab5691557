import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubCustomerFetch } from '#test/render-app';
import { testConfig } from '#test/test-config';

function photoboxConfig() {
  const base = testConfig();
  return testConfig({
    brand: { ...base.brand, id: 'photobox-uk', name: 'Photobox', themeFamily: 'photobox' },
  });
}

describe('app root', () => {
  it('puts the brand theme family on the app root', async () => {
    stubCustomerFetch();
    renderApp({ path: '/orders', config: photoboxConfig() });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(document.getElementById('app-root')?.className).toBe('photobox');
  });

  it('prefixes the theme class with stripped. in stripped mode', async () => {
    stubCustomerFetch();
    renderApp({ path: '/orders?stripped=true', config: photoboxConfig() });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(document.getElementById('app-root')?.className).toBe('stripped.photobox');
  });

  it('keeps stripped=true when navigating through the menu', async () => {
    stubCustomerFetch();
    const { location } = renderApp({ path: '/orders?stripped=true' });
    const nav = await screen.findByRole('navigation', { name: 'Account menu' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Saved projects' }));
    await screen.findByRole('heading', { level: 1, name: 'Saved projects' });
    expect(location().pathname).toBe('/saved-projects');
    expect(location().search).toBe('?stripped=true');
  });

  it('sets the document language to the brand locale', async () => {
    stubCustomerFetch();
    const base = testConfig();
    renderApp({ path: '/orders', config: testConfig({ brand: { ...base.brand, locale: 'nl-NL' } }) });
    await waitFor(() => expect(document.documentElement.lang).toBe('nl-NL'));
  });

  it('points the favicon at the brand', async () => {
    stubCustomerFetch();
    renderApp({ path: '/orders', config: photoboxConfig() });
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
        '/favicons/photobox.svg',
      ),
    );
  });

  it('shows a Page not found screen with a link home for unknown paths', async () => {
    stubCustomerFetch();
    renderApp({ path: '/no/such/page' });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Go to my account' }).getAttribute('href')).toBe('/');
  });
});
