import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAuth } from '#platform/api/api-auth';
import { b2bClaims, consumerClaims, fakeAuth } from '#test/fake-auth';
import { renderApp, stubCustomerFetch } from '#test/render-app';
import { AuthProvider, useAuth } from './AuthProvider';
import type { AuthSession } from './auth-service';

describe('AuthProvider', () => {
  it('restores the session: a loader first, then the business menu for a business user', async () => {
    stubCustomerFetch();
    renderApp({ path: '/orders', auth: fakeAuth(b2bClaims) });
    screen.getByRole('status', { name: 'Loading' });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    within(menu).getByRole('link', { name: 'Invoices' });
  });

  it('signs out when the session ends on its own (renewal failure), leaving the signed-in pages', async () => {
    stubCustomerFetch();
    const auth = fakeAuth();
    renderApp({ path: '/orders', auth });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    const ended = auth.onSessionEnded.mock.calls[0]?.[0];
    ended?.();
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Orders' })).toBeNull());
  });

  it('gives the API wrapper the access token, renewal and sign-out of the service', async () => {
    stubCustomerFetch();
    const auth = fakeAuth();
    renderApp({ path: '/orders', auth });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(apiAuth().getAccessToken()).toBe('test-access-token');
    await expect(apiAuth().renew()).resolves.toBe(true);
    apiAuth().signOut();
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
  });

  it('signs out from the menu', async () => {
    stubCustomerFetch();
    const auth = fakeAuth();
    renderApp({ path: '/orders', auth });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
  });
});

function Status() {
  const { status, signOut } = useAuth();
  return (
    <>
      <p>status: {status}</p>
      <button type="button" onClick={() => signOut()}>
        Sign out
      </button>
    </>
  );
}

describe('AuthProvider: the restored session arrives as a transition', () => {
  function deferredRestore() {
    const auth = fakeAuth();
    let resolve: (session: AuthSession | null) => void = () => undefined;
    auth.restore.mockImplementation(() => new Promise((r) => (resolve = r)));
    return { auth, resolve: (session: AuthSession | null) => resolve(session) };
  }

  it('a sign-out made before the restore answers stays signed out', async () => {
    const { auth, resolve } = deferredRestore();
    render(
      <AuthProvider service={auth}>
        <Status />
      </AuthProvider>,
    );
    screen.getByText('status: pending');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    screen.getByText('status: signingOut');
    await act(async () => resolve({ claims: consumerClaims }));
    screen.getByText('status: signingOut');
  });

  it('a sign-out made in the same task as the restore answer wins over it', async () => {
    const { auth, resolve } = deferredRestore();
    render(
      <AuthProvider service={auth}>
        <Status />
      </AuthProvider>,
    );
    await act(async () => {
      resolve({ claims: consumerClaims });
      // The restore's transition is queued; the urgent sign-out comes after it and must not be undone.
      await Promise.resolve();
      screen.getByRole('button', { name: 'Sign out' }).click();
    });
    screen.getByText('status: signingOut');
  });

  it('a restore that finds no session ends signed out', async () => {
    const { auth, resolve } = deferredRestore();
    render(
      <AuthProvider service={auth}>
        <Status />
      </AuthProvider>,
    );
    await act(async () => resolve(null));
    screen.getByText('status: signedOut');
  });
});
