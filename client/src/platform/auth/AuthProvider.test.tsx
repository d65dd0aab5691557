import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { b2bClaims, fakeAuth } from '../../test/fake-auth';
import { apiAuth } from '../api/api-auth';
import { AuthProvider, useAuth } from './AuthProvider';

function Status() {
  const { status, isB2b } = useAuth();
  return <p>{`${status}${isB2b ? ' b2b' : ''}`}</p>;
}

describe('AuthProvider', () => {
  it('restores the session and recognises business users', async () => {
    render(
      <AuthProvider service={fakeAuth(b2bClaims)}>
        <Status />
      </AuthProvider>,
    );
    screen.getByText('pending');
    await screen.findByText('signedIn b2b');
  });

  it('signs out when the session ends on its own (renewal failure)', async () => {
    const auth = fakeAuth();
    render(
      <AuthProvider service={auth}>
        <Status />
      </AuthProvider>,
    );
    await screen.findByText('signedIn');
    const ended = auth.onSessionEnded.mock.calls[0]?.[0];
    ended?.();
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    await screen.findByText('signingOut');
  });

  it('gives the API wrapper the access token, renewal and sign-out of the service', async () => {
    const auth = fakeAuth();
    render(
      <AuthProvider service={auth}>
        <Status />
      </AuthProvider>,
    );
    await screen.findByText('signedIn');
    expect(apiAuth().getAccessToken()).toBe('test-access-token');
    await expect(apiAuth().renew()).resolves.toBe(true);
    apiAuth().signOut();
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
  });
});
