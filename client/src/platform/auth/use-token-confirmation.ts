import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { logFailure } from '#platform/request-state/request-state';
import { useAuth } from './AuthProvider';
import type { AuthSession } from './auth-service';

/**
 * The page a confirmation link of an e-mail opens (e-mail change, account deletion): reads `confirmation-token`,
 * waits for the session (signing in first when there is none, back to this very link), confirms once, then calls
 * `onConfirmed` or, for a missing, bad, expired or used token or any failure, `onFailed` (logged as
 * `<type>_FAILED` with its correlation id).
 */
export function useTokenConfirmation({
  type,
  confirm,
  onConfirmed,
  onFailed,
}: {
  type: string;
  confirm(session: AuthSession, token: string): Promise<unknown>;
  onConfirmed(): void;
  onFailed(): void;
}): void {
  const { status, session, signIn } = useAuth();
  const { pathname, search } = useLocation();
  const started = useRef(false);
  const latest = useRef({ confirm, onConfirmed, onFailed });
  latest.current = { confirm, onConfirmed, onFailed };

  useEffect(() => {
    if (started.current || status === 'pending' || status === 'signingOut') return;
    started.current = true;
    const token = new URLSearchParams(search).get('confirmation-token')?.trim();
    if (!token) {
      logFailure(type, new Error('no confirmation-token in the link'));
      latest.current.onFailed();
      return;
    }
    if (status === 'signedOut' || !session) {
      signIn(`${pathname}${search}`).catch(() => latest.current.onFailed());
      return;
    }
    latest.current.confirm(session, token).then(
      () => latest.current.onConfirmed(),
      (error: unknown) => {
        logFailure(type, error);
        latest.current.onFailed();
      },
    );
  }, [status, session, signIn, pathname, search, type]);
}
