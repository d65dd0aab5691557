import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { b2bClaims, fakeAuth } from '#test/fake-auth';
import { renderApp, stubCustomerFetch } from '#test/render-app';
import { testConfig } from '#test/test-config';

describe('route guards', () => {
  it('redirects to / when the route flag is off, keeping stripped', async () => {
    stubCustomerFetch();
    const { location } = renderApp({ path: '/my-photos/shared-albums/a1?stripped=true' });
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(location().pathname).toBe('/');
    expect(location().search).toBe('?stripped=true');
  });

  it('renders the route when its flag is on', async () => {
    stubCustomerFetch();
    renderApp({ path: '/my-photos/albums' });
    await screen.findByRole('heading', { level: 1, name: 'My photos' });
  });

  it('lets a query parameter turn a flag on', async () => {
    stubCustomerFetch();
    renderApp({ path: '/downloads?PhotoManagementDownloadViewEnabled=true' });
    await screen.findByRole('heading', { level: 1, name: 'Downloads' });
  });

  it('sends /my-photos to the timeline when it is on, else home', async () => {
    stubCustomerFetch();
    const on = renderApp({ path: '/my-photos' });
    await waitFor(() => expect(on.location().pathname).toBe('/my-photos/photos'));
    on.unmount();
    const off = renderApp({ path: '/my-photos', config: testConfig({ featureFlags: {} }) });
    await waitFor(() => expect(off.location().pathname).toBe('/'));
  });

  it('keeps consumers out of B2B routes and B2B users out of widgets', async () => {
    stubCustomerFetch();
    const consumer = renderApp({ path: '/invoices' });
    await waitFor(() => expect(consumer.location().pathname).toBe('/'));
    consumer.unmount();
    const b2b = renderApp({ path: '/online-products', auth: fakeAuth(b2bClaims) });
    await waitFor(() => expect(b2b.location().pathname).toBe('/'));
  });

  it('lets B2B users into the B2B settings', async () => {
    stubCustomerFetch();
    renderApp({ path: '/settings/b2b', auth: fakeAuth(b2bClaims) });
    await screen.findByRole('heading', { level: 1, name: 'Business settings' });
  });
});
