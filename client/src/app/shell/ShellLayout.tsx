import { Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { matchPath, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '#app/errors/ErrorBoundary';
import { paths } from '#contracts/routes';
import { useAuth } from '#platform/auth/AuthProvider';
import { useIsSmallScreen } from '#platform/breakpoints/use-breakpoint';
import { isAccountGone, useCustomer } from '#platform/customer/get-customer';
import { dropBootFirstRow } from '#platform/photo-library/boot';
import { AppLink } from '#platform/query/AppLink';
import { useAppQuery } from '#platform/query/app-query';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { ShellIcon } from '#ui/icons/ShellIcon';
import { ScreenSkeleton } from '#ui/ScreenSkeleton';
import { AccountMenu } from './AccountMenu';
import { B2bStatusBanner } from './B2bStatusBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { SmallScreenHome } from './SmallScreenHome';
import { shellMessages } from './shell-messages';

/** Screens with a back link of their own (to their list): on a phone the shell adds none (one back link). */
const OWN_BACK_LINK = [paths.orderDetails, paths.widgetShare];

/** The signed-in shell: skip link, B2B banner, header, side menu, content and footer. */
export function ShellLayout() {
  const { isB2b } = useAuth();
  const { data: customer, error } = useCustomer();
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const { hideHeaderNav, stripped } = useAppQuery();
  const small = useIsSmallScreen();
  const gone = isAccountGone(customer, error);

  useEffect(() => {
    // Signed out, then told why (the account-deleted page), instead of a blank sign-in form.
    if (gone) navigate(paths.logout, { replace: true, state: { accountGone: true } });
  }, [gone, navigate]);

  useEffect(() => {
    // The boot script paints My photos' first row only there (decision 392): another screen (a redirect) drops it.
    if (matchPath(paths.photos, pathname) === null) dropBootFirstRow();
  }, [pathname]);

  const atHome = pathname === paths.home;
  const ownBackLink = OWN_BACK_LINK.some((pattern) => matchPath(pattern, pathname) !== null);
  const showSideMenu = !small && !hideHeaderNav;

  return (
    <div className="shell">
      <SkipLink />
      {isB2b && customer?.status ? <B2bStatusBanner status={customer.status} /> : null}
      <Header />
      <div className={showSideMenu ? 'shell__body shell__body--with-menu' : 'shell__body'}>
        {showSideMenu ? <AccountMenu /> : null}
        <main id="main-content" className="shell__content" tabIndex={-1}>
          {small && atHome ? (
            <SmallScreenHome />
          ) : (
            <>
              {small && !stripped && !ownBackLink ? (
                <AppLink to={paths.home} className="back-link">
                  <ShellIcon name="chevron-left" size={18} />
                  <FormattedMessage {...shellMessages.backToAccount} />
                </AppLink>
              ) : null}
              <ErrorBoundary key={pathname}>
                <Suspense fallback={<ScreenSkeleton />}>
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </>
          )}
        </main>
      </div>
      <Footer />
    </div>
  );
}
