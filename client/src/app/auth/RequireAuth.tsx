import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { UnexpectedError } from '#app/errors/UnexpectedError';
import { useAuth } from '#platform/auth/AuthProvider';
import { Loader } from '#ui/Loader';

/** Renders its routes only when signed in; otherwise starts the sign-in, returning to this path and search. */
export function RequireAuth() {
  const { status, signIn } = useAuth();
  const { pathname, search } = useLocation();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (status !== 'signedOut' || started.current) return;
    started.current = true;
    signIn(`${pathname}${search}`).catch(() => setFailed(true));
  }, [status, signIn, pathname, search]);

  if (status === 'signedIn') return <Outlet />;
  if (failed) {
    return (
      <main id="main-content" className="message-page">
        <UnexpectedError />
      </main>
    );
  }
  return <Loader fullPage />;
}
