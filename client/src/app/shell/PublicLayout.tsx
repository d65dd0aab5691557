import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '#app/errors/ErrorBoundary';
import { Loader } from '#ui/Loader';

/** Public pages (no sign-in, no menu): each page renders its own <main>. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<Loader fullPage />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
