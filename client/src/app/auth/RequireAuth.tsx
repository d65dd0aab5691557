import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { UnexpectedError } from '#app/errors/UnexpectedError';
import { prefetchScreenData } from '#app/routing/preload-screen';
import { useAuth } from '#platform/auth/AuthProvider';
import { useFeatureFlags } from '#platform/feature-flags/FeatureFlagsProvider';
import { Loader } from '#ui/Loader';

/** Renders its routes only when signed in; otherwise starts the sign-in, returning to this path and search. */
export function RequireAuth() {
  const { status, session, isB2b, signIn } = useAuth();
  const { flags } = useFeatureFlags();
  const { pathname, search } = useLocation();
  const started = useRef(false);
  const prefetched = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (status !== 'signedOut' || started.current) return;
    started.current = true;
    signIn(`${pathname}${search}`).catch(() => setFailed(true));
  }, [status, signIn, pathname, search]);

  // The page the app was opened at asks for its data now, once: later navigations load their own.
  const owner = status === 'signedIn' ? session?.claims.sub : undefined;
  useEffect(() => {
    if (owner === undefined || prefetched.current) return;
    prefetched.current = true;
    void prefetchScreenData(pathname, owner, { flags, isB2b });
  }, [owner, pathname, flags, isB2b]);

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
