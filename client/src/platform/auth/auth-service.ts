import type { IdentityClaims } from '#contracts/claims';

export interface AuthSession {
  claims: IdentityClaims;
}

export interface CompletedSignIn {
  session: AuthSession;
  /** Path and search to go back to (kept in the OIDC state when sign-in started). */
  returnTo: string;
}

/**
 * What the app needs from authentication. The real implementation uses oidc-client-ts
 * (createOidcAuthService); tests inject a double.
 */
export interface AuthService {
  /** The session when an access cookie and a stored user both exist (after a refresh when needed), else null. */
  restore(): Promise<AuthSession | null>;
  /** Starts the sign-in redirect; returnTo is restored after the callback. */
  signIn(returnTo: string): Promise<void>;
  /** Completes the sign-in on the redirect URI (throws on an error answer). */
  completeSignIn(url: string): Promise<CompletedSignIn>;
  /** Removes cookies and the stored user, then redirects to the provider's end-session endpoint. */
  signOut(returnUrl?: string): Promise<void>;
  /** Renews the access token with the refresh token; false when that failed. */
  renew(): Promise<boolean>;
  /** Current access token (the `access` cookie). */
  getAccessToken(): string | null;
  /** Called when the session ends without the user asking (renewal failure). Returns an unsubscribe. */
  onSessionEnded(listener: () => void): () => void;
}
