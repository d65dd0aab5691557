import type { User, UserManager } from 'oidc-client-ts';
import type { AppConfig } from '#contracts/app-config';
import { IdentityClaims } from '#contracts/claims';
import { logAccessTokenError, logAuthError } from './auth-log';
import type { AuthService, AuthSession } from './auth-service';
import { loadOidcClient } from './oidc-client-load';
import { clearTokenCookies, readAccessCookie, readRefreshCookie, storeTokenCookies } from './token-cookies';
import { createTokenlessUserStore } from './tokenless-user-store';
import { getTracker } from './tracker';

interface ReturnState {
  returnTo: string;
}

function isReturnState(value: unknown): value is ReturnState {
  return typeof value === 'object' && value !== null && typeof (value as ReturnState).returnTo === 'string';
}

function safeReturnPath(value: unknown): string {
  if (!isReturnState(value)) return '/';
  // Only same-origin paths: never an absolute URL or a protocol-relative one.
  return value.returnTo.startsWith('/') && !value.returnTo.startsWith('//') ? value.returnTo : '/';
}

function sessionOf(user: User): AuthSession {
  return { claims: IdentityClaims.parse(user.profile) };
}

function storeCookies(user: User, sharedDomain: string | undefined): void {
  storeTokenCookies(
    { accessToken: user.access_token, expiresAt: user.expires_at, refreshToken: user.refresh_token },
    sharedDomain,
  );
}

/**
 * The real AuthService: oidc-client-ts, authorization code + PKCE, tokens mirrored into cookies. Renewal uses
 * the refresh token before expiry (automaticSilentRenew); a renewal failure ends the session.
 */
export function createOidcAuthService(config: AppConfig, loc: Location = window.location): AuthService {
  const endedListeners = new Set<() => void>();
  let managerPromise: Promise<UserManager> | null = null;
  const getManager = () => {
    managerPromise ??= loadOidcClient().then((oidc) => createManager(oidc, config, loc, endedListeners));
    return managerPromise;
  };

  async function renew(): Promise<boolean> {
    try {
      const user = await (await getManager()).signinSilent();
      if (!user) return false;
      storeCookies(user, config.brand.tokenCookieDomain);
      return true;
    } catch (error) {
      logAccessTokenError(error);
      return false;
    }
  }

  return {
    async restore() {
      try {
        const manager = await getManager();
        const user = await manager.getUser();
        if (!user) return null;
        if (!readAccessCookie() || user.expired) {
          if (!user.refresh_token || !(await renew())) return null;
        }
        return sessionOf((await manager.getUser()) ?? user);
      } catch (error) {
        logAuthError(error);
        return null;
      }
    },
    async signIn(returnTo) {
      await (await getManager()).signinRedirect({
        state: { returnTo } satisfies ReturnState,
        // The brand's channel (the Swedish brand's alternate domain), beside its acr_values.
        extraQueryParams: { channel: config.brand.channel },
      });
    },
    async completeSignIn(url) {
      const user = await (await getManager()).signinRedirectCallback(url);
      storeCookies(user, config.brand.tokenCookieDomain);
      const session = sessionOf(user);
      getTracker().setSubject(session.claims.sub);
      return { session, returnTo: safeReturnPath(user.state) };
    },
    async signOut(returnUrl) {
      const manager = await getManager();
      const user = await manager.getUser().catch(() => null);
      clearTokenCookies(config.brand.tokenCookieDomain);
      await manager.removeUser();
      await manager.signoutRedirect({
        id_token_hint: user?.id_token,
        post_logout_redirect_uri: returnUrl ?? `${loc.origin}/`,
      });
    },
    renew,
    getAccessToken: readAccessCookie,
    onSessionEnded(listener) {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
  };
}

function createManager(
  oidc: typeof import('oidc-client-ts'),
  config: AppConfig,
  loc: Location,
  endedListeners: Set<() => void>,
): UserManager {
  const manager = new oidc.UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${loc.origin}/auth/callback`,
    post_logout_redirect_uri: `${loc.origin}/`,
    response_type: 'code',
    scope: config.oidc.scope,
    acr_values: config.oidc.acr,
    // No token in localStorage: the user is kept there without its tokens, which live in the spec's cookies.
    userStore: createTokenlessUserStore({ access: readAccessCookie, refresh: readRefreshCookie }),
    automaticSilentRenew: true,
    loadUserInfo: false,
    monitorSession: false,
    // Keep amr (business users) and acr in the profile: the library strips them by default.
    filterProtocolClaims: ['nbf', 'jti', 'auth_time', 'nonce', 'azp', 'at_hash'],
  });
  manager.events.addUserLoaded((user) => storeCookies(user, config.brand.tokenCookieDomain));
  manager.events.addSilentRenewError((error) => {
    logAccessTokenError(error);
    for (const listener of endedListeners) listener();
  });
  manager.events.addAccessTokenExpired(() => logAccessTokenError(new Error('Access token expired')));
  return manager;
}
