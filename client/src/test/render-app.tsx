import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { App, type RouterWrapper } from '#app/App';
import type { AppConfig } from '#contracts/app-config';
import type { Customer } from '#contracts/customer';
import type { AuthService } from '#platform/auth/auth-service';
import { AppIntlProvider } from '#platform/i18n/AppIntlProvider';
import { fakeAuth } from './fake-auth';
import { testConfig } from './test-config';

export const consumerCustomer: Customer = {
  id: 'u-customer',
  email: 'customer@example.com',
  firstName: 'Charlotte',
  lastName: 'Jansen',
  accountDeleted: false,
  status: null,
  changed: false,
  callbackUrl: null,
  callbackFormat: null,
};

/** Answers /api/customers/customers/me with the customer (or a status), everything else 404. */
export function stubCustomerFetch(answer: Customer | number = consumerCustomer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/customers/customers/me')) {
      return typeof answer === 'number'
        ? new Response(JSON.stringify({ error: 'x' }), { status: answer })
        : Response.json(answer);
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function LocationSpy({ onLocation }: { onLocation(location: Location): void }) {
  onLocation(useLocation());
  return null;
}

/** Wraps the routes in a MemoryRouter at `path` that reports every location it goes to. */
export function memoryRouter(path: string, onLocation: (location: Location) => void = () => undefined) {
  const wrap: RouterWrapper = (routes: ReactNode) => (
    <MemoryRouter initialEntries={[path]}>
      <LocationSpy onLocation={onLocation} />
      {routes}
    </MemoryRouter>
  );
  return wrap;
}

export interface RenderAppOptions {
  path?: string;
  config?: AppConfig;
  auth?: AuthService;
}

/** The whole app (routes, shell, guards) on a memory router, with a fake auth service. */
export function renderApp({ path = '/', config = testConfig(), auth = fakeAuth() }: RenderAppOptions = {}) {
  let current: Location | undefined;
  const wrapRouter = memoryRouter(path, (location) => {
    current = location;
  });
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppIntlProvider locale={config.brand.locale}>
        <App config={config} authService={auth} wrapRouter={wrapRouter} />
      </AppIntlProvider>
    </SWRConfig>,
  );
  const location = () => {
    if (!current) throw new Error('no location yet');
    return current;
  };
  return { ...result, auth, location };
}
