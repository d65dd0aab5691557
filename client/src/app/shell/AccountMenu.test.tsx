import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { b2bClaims, fakeAuth } from '#test/fake-auth';
import { renderApp, stubCustomerFetch } from '#test/render-app';
import { testConfig } from '#test/test-config';

async function menuLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Account menu' });
  return {
    nav,
    names: within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent),
  };
}

describe('account menu', () => {
  it('shows the consumer menu in order, with Widgets and Saved photos but no B2B items', async () => {
    stubCustomerFetch();
    renderApp({ path: '/orders' });
    const { nav, names } = await menuLinks();
    expect(names).toEqual([
      'Overview',
      'Orders',
      'Settings',
      'Saved projects',
      'Saved photos',
      'Widgets',
      'FAQs',
    ]);
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    within(nav).getByRole('button', { name: 'Sign out' });
  });

  it('hides Saved photos when the timeline flag is off', async () => {
    stubCustomerFetch();
    renderApp({ path: '/orders', config: testConfig({ featureFlags: {} }) });
    const { names } = await menuLinks();
    expect(names).not.toContain('Saved photos');
  });

  it('shows Invoices and FTP instructions to B2B users, no Widgets, and Settings goes to /settings/b2b', async () => {
    stubCustomerFetch();
    renderApp({ path: '/orders', auth: fakeAuth(b2bClaims) });
    const { nav, names } = await menuLinks();
    expect(names).toEqual([
      'Overview',
      'Orders',
      'Invoices',
      'FTP instructions',
      'Settings',
      'Saved projects',
      'Saved photos',
      'FAQs',
    ]);
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings/b2b');
  });

  it('opens FAQs in a new tab with rel="noopener noreferrer" and hides it without routes', async () => {
    stubCustomerFetch();
    const { unmount } = renderApp({ path: '/orders' });
    const faq = (await menuLinks()).nav.querySelector('a[href="https://www.albelli.nl/faq"]');
    expect(faq?.getAttribute('target')).toBe('_blank');
    expect(faq?.getAttribute('rel')).toBe('noopener noreferrer');
    unmount();
    renderApp({ path: '/orders', config: testConfig({ routes: null }) });
    expect((await menuLinks()).names).not.toContain('FAQs');
  });

  it('marks the current page with aria-current', async () => {
    stubCustomerFetch();
    renderApp({ path: '/orders/ABC123' });
    const { nav } = await menuLinks();
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
  });
});
