import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubCustomerFetch } from '#test/render-app';
import { testConfig } from '#test/test-config';

const withControl = () =>
  testConfig({
    featureFlags: {
      PhotoManagementFeatureFlagControl: ['albelli-nl'],
      PhotoManagementTimelineViewEnabled: ['albelli-nl'],
    },
  });

describe('feature flag control', () => {
  it('has no FF button when the control flag is off', async () => {
    stubCustomerFetch();
    renderApp({ path: '/orders' });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.queryByRole('button', { name: 'Feature flags' })).toBeNull();
  });

  it('lists every flag; Save stores the choice and Reset goes back to the brand lists', async () => {
    stubCustomerFetch();
    const user = userEvent.setup();
    renderApp({ path: '/orders', config: withControl() });
    const nav = await screen.findByRole('navigation', { name: 'Account menu' });
    within(nav).getByRole('link', { name: 'Saved photos' });

    await user.click(screen.getByRole('button', { name: 'Feature flags' }));
    const dialog = screen.getByRole('dialog', { name: 'Feature flags' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(11);
    await user.click(within(dialog).getByRole('checkbox', { name: 'PhotoManagementTimelineViewEnabled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Saved photos' })).toBeNull();
    expect(window.localStorage.getItem('featureFlag.PhotoManagementTimelineViewEnabled')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Feature flags' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset' }));
    within(nav).getByRole('link', { name: 'Saved photos' });
    expect(window.localStorage.getItem('featureFlag.PhotoManagementTimelineViewEnabled')).toBeNull();
  });
});
