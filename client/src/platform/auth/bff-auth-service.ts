import { IdentityClaims } from '#contracts/claims';
import { CSRF_HEADERS } from '#platform/api/api-auth';
import { logAuthError } from './auth-log';
import type { AuthService, AuthSession } from './auth-service';
import { getTracker } from './tracker';

/** What the gateway's sign-out answers: where the browser ends the provider's session. */
interface LogoutAnswer {
  endSessionUrl: string;
}

function isLogoutAnswer(value: unknown): value is LogoutAnswer {
  return (
    typeof value === 'object' && value !== null && typeof (value as LogoutAnswer).endSessionUrl === 'string'
  );
}

/**
 * The AuthService of bff mode: the gateway signs in (`/bff/login`), keeps the tokens and attaches them to API
 * calls; the page holds only the HttpOnly session cookie, so there is no token here and no OIDC library is
 * loaded. The callback is the gateway's, so `completeSignIn` is never reached.
 */
export function createBffAuthService(loc: Location = window.location): AuthService {
  let signedIn = false;
  async function readUser(): Promise<AuthSession | null> {
    signedIn = false;
    const response = await fetch('/bff/user', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' },
    });
    if (response.status === 401) return null;
    if (!response.ok) throw new Error(`/bff/user answered ${response.status}`);
    const claims = IdentityClaims.parse(await response.json());
    getTracker().setSubject(claims.sub);
    signedIn = true;
    return { claims };
  }

  return {
    async restore() {
      try {
        return await readUser();
      } catch (error) {
        logAuthError(error);
        return null;
      }
    },
    async signIn(returnTo) {
      loc.assign(`/bff/login?returnTo=${encodeURIComponent(returnTo)}`);
    },
    async completeSignIn() {
      throw new Error('bff mode: the gateway completes the sign-in');
    },
    async signOut(returnUrl) {
      const returnTo = returnUrl === undefined ? '/' : new URL(returnUrl, loc.origin).pathname;
      const response = await fetch('/bff/logout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { ...CSRF_HEADERS, 'Content-Type': 'application/json' },
        body: JSON.stringify({ returnTo }),
      });
      const answer: unknown = response.ok ? await response.json() : null;
      loc.assign(isLogoutAnswer(answer) ? answer.endSessionUrl : '/');
    },
    // The gateway refreshes by itself; a 401 means the session is gone unless /bff/user still answers.
    renew: async () => (await readUser().catch(() => null)) !== null,
    // No token ever: '' says "signed in, the cookie authenticates" (no Authorization header, push opens without
    // a token message), null says signed out.
    getAccessToken: () => (signedIn ? '' : null),
    onSessionEnded: () => () => undefined,
  };
}
