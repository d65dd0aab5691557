import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '#app/errors/ErrorBoundary';
import { Loader } from '#ui/Loader';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

/**
 * Public pages (no sign-in, no menu) in the brand's frame: its header (logo to the shop, top links, main menu) and
 * footer around the page, which renders its own <main>.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="shell">
      <SkipLink />
      <Header />
      <div className="shell__body">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Loader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
      <Footer />
    </div>
  );
}
