import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { SWRConfig } from 'swr';
import type { AppConfig } from '#contracts/app-config';
import { AuthProvider } from '#platform/auth/AuthProvider';
import type { AuthService } from '#platform/auth/auth-service';
import { ConfigProvider } from '#platform/config/ConfigProvider';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { appRoutes } from './routing/app-routes';
import { swrOptions } from './swr-options';

/** Puts the routes in a router: BrowserRouter in the browser, a MemoryRouter in tests. */
export type RouterWrapper = (routes: ReactNode) => ReactNode;

const browserRouter: RouterWrapper = (routes) => <BrowserRouter>{routes}</BrowserRouter>;

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Config, auth and data providers around the routes. Declarative routing (useRoutes) keeps react-router's data
 * router out of the initial bundle; screens are React.lazy chunks.
 */
export function App({
  config,
  authService,
  wrapRouter = browserRouter,
}: {
  config: AppConfig;
  authService: AuthService;
  wrapRouter?: RouterWrapper;
}) {
  return (
    <ConfigProvider config={config}>
      <AuthProvider service={authService}>
        <SWRConfig value={swrOptions}>
          {wrapRouter(
            <ErrorBoundary>
              <AppRoutes />
            </ErrorBoundary>,
          )}
        </SWRConfig>
      </AuthProvider>
    </ConfigProvider>
  );
}
