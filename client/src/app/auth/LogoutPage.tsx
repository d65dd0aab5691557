import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '#contracts/routes';
import { useAuth } from '#platform/auth/AuthProvider';
import { Loader } from '#ui/Loader';

function isAccountGoneState(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { accountGone?: unknown }).accountGone === true
  );
}

/**
 * /logout: signs out (cookies, stored user, then the provider's end-session redirect). Sent here by the shell for
 * a deleted account, it returns to the account-deleted page.
 */
export function LogoutPage() {
  const { signOut } = useAuth();
  const { state } = useLocation();
  const done = useRef(false);
  const accountGone = isAccountGoneState(state);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    signOut(accountGone ? `${window.location.origin}${paths.accountDeleted}` : undefined);
  }, [signOut, accountGone]);
  return <Loader fullPage />;
}
