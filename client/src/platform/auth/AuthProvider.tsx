import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { isB2b } from '#contracts/claims';
import { setApiAuthHandlers } from '#platform/api/api-auth';
import { logAuthError } from './auth-log';
import type { AuthService, AuthSession } from './auth-service';

/** signingOut: the end-session redirect is under way; nothing may start a sign-in meanwhile. */
export type AuthStatus = 'pending' | 'signedIn' | 'signedOut' | 'signingOut';

export interface AuthContextValue {
  status: AuthStatus;
  session: AuthSession | null;
  isB2b: boolean;
  /** Starts the sign-in redirect, returning to returnTo afterwards; rejects when it cannot start. */
  signIn(returnTo: string): Promise<void>;
  /** Completes the callback; resolves with the path to return to. */
  completeSignIn(url: string): Promise<string>;
  signOut(returnUrl?: string): void;
  getAccessToken(): string | null;
}

interface AuthState {
  status: AuthStatus;
  session: AuthSession | null;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ service, children }: { service: AuthService; children: ReactNode }) {
  const [{ status, session }, setState] = useState<AuthState>({ status: 'pending', session: null });

  const signOut = useCallback(
    (returnUrl?: string) => {
      setState({ status: 'signingOut', session: null });
      service.signOut(returnUrl).catch(logAuthError);
    },
    [service],
  );

  useEffect(() => {
    let active = true;
    service.restore().then((restored) => {
      if (!active) return;
      // A sign-in completed meanwhile (callback route) wins over the restore result. The session's arrival is the
      // first render of the shell and the screen: as a transition React renders it in slices (the browser paints
      // and answers input between them) instead of one long task; the loader stays until it commits. An urgent
      // update queued meanwhile (a completed sign-in, a sign-out) still wins: React applies updates in the order
      // they were queued, the transition's included, so the updater below sees the state they left.
      startTransition(() =>
        setState((prev) =>
          prev.status === 'pending'
            ? { status: restored ? 'signedIn' : 'signedOut', session: restored }
            : prev,
        ),
      );
    }, logAuthError);
    const unsubscribe = service.onSessionEnded(() => signOut());
    setApiAuthHandlers({
      getAccessToken: () => service.getAccessToken(),
      renew: () => service.renew(),
      signOut: () => signOut(),
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [service, signOut]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      session,
      isB2b: session ? isB2b(session.claims) : false,
      signIn: (returnTo) =>
        service.signIn(returnTo).catch((error: unknown) => {
          logAuthError(error);
          throw error;
        }),
      completeSignIn: async (url) => {
        const completed = await service.completeSignIn(url);
        setState({ status: 'signedIn', session: completed.session });
        return completed.returnTo;
      },
      signOut,
      getAccessToken: () => service.getAccessToken(),
    }),
    [status, session, service, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
