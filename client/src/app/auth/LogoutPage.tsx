import { useEffect, useRef } from 'react';
import { useAuth } from '#platform/auth/AuthProvider';
import { Loader } from '#ui/Loader';

/** /logout: signs out (cookies, stored user, then the provider's end-session redirect). */
export function LogoutPage() {
  const { signOut } = useAuth();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    signOut();
  }, [signOut]);
  return <Loader fullPage />;
}
