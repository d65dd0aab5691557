import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { B2bStatus } from '#contracts/customer';
import { b2bClaims, fakeAuth } from '#test/fake-auth';
import { consumerCustomer, renderApp, stubCustomerFetch } from '#test/render-app';

function renderB2b(status: B2bStatus | null) {
  stubCustomerFetch({ ...consumerCustomer, status });
  return renderApp({ path: '/orders', auth: fakeAuth(b2bClaims) });
}

describe('B2B status banner', () => {
  it('asks a Default account to complete its details, linking to the B2B settings', async () => {
    renderB2b('Default');
    const link = await screen.findByRole('link', {
      name: 'Missing account details, please complete additional details',
    });
    expect(link.getAttribute('href')).toBe('/settings/b2b');
  });

  it('shows pending validation for a New account', async () => {
    renderB2b('New');
    await screen.findByText('Pending account validation');
  });

  it('shows the blocked text for a Blocked account', async () => {
    renderB2b('Blocked');
    await screen.findByText('Blocked account, please contact customer care.');
  });

  it('shows nothing for consumers, whatever the customer says', async () => {
    stubCustomerFetch({ ...consumerCustomer, status: 'Blocked' });
    renderApp({ path: '/orders' });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.queryByText('Blocked account, please contact customer care.')).toBeNull();
  });
});
