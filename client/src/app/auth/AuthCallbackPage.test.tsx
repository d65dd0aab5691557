import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '#test/fake-auth';
import { renderApp, stubCustomerFetch } from '#test/render-app';

describe('sign-in callback', () => {
  afterEach(() => vi.restoreAllMocks());

  it('completes the sign-in and returns to the kept path', async () => {
    stubCustomerFetch();
    const auth = fakeAuth(null, '/orders?page=2');
    const { location } = renderApp({ path: '/auth/callback?code=c1&state=s1', auth });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(auth.completeSignIn).toHaveBeenCalledWith(
      expect.stringContaining('/auth/callback?code=c1&state=s1'),
    );
    expect(`${location().pathname}${location().search}`).toBe('/orders?page=2');
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('signs out after an abandoned sign-in', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const auth = fakeAuth(null);
    auth.completeSignIn.mockRejectedValue(new Error('access_denied'));
    renderApp({ path: '/auth/callback?error=access_denied&state=s1', auth });
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
    expect(log).toHaveBeenCalledWith('Auth Error', expect.any(Error));
  });

  it('resets the URL to / when the callback with state= fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://x', replace });
    const auth = fakeAuth(null);
    auth.completeSignIn.mockRejectedValue(new Error('No matching state found in storage'));
    renderApp({ path: '/auth/callback?code=c1&state=old', auth });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  it('shows the generic error when the callback fails without a state to reset', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const auth = fakeAuth(null);
    auth.completeSignIn.mockRejectedValue(new Error('network'));
    renderApp({ path: '/auth/callback', auth });
    await screen.findByText(
      'An unexpected error has occurred, please contact us if you continue to have problems.',
    );
    expect(auth.signOut).not.toHaveBeenCalled();
  });
});
