import { vi } from 'vitest';
import type { IdentityClaims } from '#contracts/claims';
import type { AuthService, AuthSession } from '#platform/auth/auth-service';

export const consumerClaims: IdentityClaims = {
  sub: 'u-customer',
  email: 'customer@example.com',
  idp: 'local',
  idp_sub: 'c0a80001-0001',
  amr: ['pwd'],
};

export const b2bClaims: IdentityClaims = {
  sub: 'u-b2b',
  email: 'b2b@example.com',
  idp: 'local',
  idp_sub: 'c0a80001-0003',
  amr: ['pwd', 'B2B'],
};

/** An AuthService double: signed in with the given claims (or signed out with null). */
export function fakeAuth(claims: IdentityClaims | null = consumerClaims, returnTo = '/') {
  const session: AuthSession | null = claims ? { claims } : null;
  const service = {
    restore: vi.fn(async () => session),
    signIn: vi.fn(async (_returnTo: string) => undefined),
    completeSignIn: vi.fn(async (_url: string) => ({
      session: { claims: claims ?? consumerClaims },
      returnTo,
    })),
    signOut: vi.fn(async (_returnUrl?: string) => undefined),
    renew: vi.fn(async () => true),
    getAccessToken: vi.fn(() => 'test-access-token'),
    onSessionEnded: vi.fn((_listener: () => void) => () => undefined),
  } satisfies AuthService;
  return service;
}
