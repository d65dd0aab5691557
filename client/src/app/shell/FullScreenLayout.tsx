import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '#app/errors/ErrorBoundary';
import { Loader } from '#ui/Loader';

/** Full-screen preview routes: no header, menu or footer. */
export function FullScreenLayout() {
  const { pathname } = useLocation();
  return (
    <main id="main-content" className="full-screen" tabIndex={-1}>
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<Loader fullPage />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}
