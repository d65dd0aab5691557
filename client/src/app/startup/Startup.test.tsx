import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '#contracts/app-config';
import { setApiLocale } from '#platform/api/api-request';
import type { AuthService } from '#platform/auth/auth-service';
import { consumerClaims, fakeAuth } from '#test/fake-auth';
import { memoryRouter, stubCustomerFetch } from '#test/render-app';
import { testConfig } from '#test/test-config';
import { Startup } from './Startup';
import type { StartupDeps } from './startup-deps';

function deps(overrides: Partial<StartupDeps> = {}, auth: AuthService = fakeAuth()): StartupDeps {
  return {
    isStorageUsable: () => true,
    loadConfig: async () => testConfig(),
    loadMessages: async () => ({}),
    createAuthService: async () => auth,
    ...overrides,
  };
}

describe('startup', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // Start-up sets the API's language for the page: no test after this one in the worker inherits it.
    setApiLocale(null);
  });

  it('shows the storage-blocked page when storage is unusable, and loads no config', async () => {
    const loadConfig = vi.fn(async () => testConfig());
    render(<Startup deps={deps({ isStorageUsable: () => false, loadConfig })} />);
    await screen.findByRole('heading', { name: 'Your browser is blocking storage' });
    screen.getByText(/enable site data and cookies for this site/);
    expect(loadConfig).not.toHaveBeenCalled();
  });

  describe('on a page served for a French brand', () => {
    beforeEach(() => {
      document.documentElement.lang = 'fr-FR';
      const meta = document.createElement('meta');
      meta.name = 'application-name';
      meta.content = 'Photobox';
      document.head.append(meta);
    });
    afterEach(() => {
      document.documentElement.lang = 'en-GB';
      document.head.querySelector('meta[name="application-name"]')?.remove();
    });

    it('speaks French on the storage-blocked page and titles it with the brand', async () => {
      const loadMessages = vi.fn(async () => ({
        'app.storageBlocked.title': 'Votre navigateur bloque le stockage',
      }));
      render(<Startup deps={deps({ isStorageUsable: () => false, loadMessages })} />);
      await screen.findByRole('heading', { name: 'Votre navigateur bloque le stockage' });
      expect(loadMessages).toHaveBeenCalledWith('fr-FR');
      // The title is set in an effect after the page commits: a busy machine can run the query in between.
      await waitFor(() => expect(document.title).toBe('Votre navigateur bloque le stockage | Photobox'));
    });

    it('speaks French when the config fails, and loads it again on Try again', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const loadMessages = vi.fn(async () => ({ 'app.error.tryAgain': 'Réessayer' }));
      const loadConfig = vi.fn(async (): Promise<AppConfig> => Promise.reject(new Error('502')));
      render(
        <Startup deps={deps({ loadConfig, loadMessages })} wrapRouter={memoryRouter('/account-deleted')} />,
      );
      const retry = await screen.findByRole('button', { name: 'Réessayer' });
      // The title is set in an effect after the page commits: a busy machine can run the query in between.
      await waitFor(() => expect(document.title).toBe('Something went wrong | Photobox'));
      expect(log).toHaveBeenCalledWith('Config load failed', expect.any(Error));
      loadConfig.mockImplementation(async () => testConfig());
      retry.click();
      await screen.findByRole('heading', { level: 1, name: 'Your account has been deleted' });
      expect(loadConfig).toHaveBeenCalledTimes(2);
    });
  });

  it('logs a config failure and shows the generic error text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Startup deps={deps({ loadConfig: async () => Promise.reject(new Error('502')) })} />);
    await screen.findByText(
      'An unexpected error has occurred, please contact us if you continue to have problems.',
    );
    screen.getByRole('button', { name: 'Try again' });
    expect(log).toHaveBeenCalledWith('Config load failed', expect.any(Error));
  });

  it('shows the generic error when the sign-in code does not load, and starts over on Try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const createAuthService = vi.fn(async (): Promise<AuthService> => Promise.reject(new Error('chunk')));
    render(<Startup deps={deps({ createAuthService })} wrapRouter={memoryRouter('/orders')} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(log).toHaveBeenCalledWith('Sign-in code load failed', expect.any(Error));
    createAuthService.mockImplementation(async () => fakeAuth());
    stubCustomerFetch();
    retry.click();
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(createAuthService).toHaveBeenCalledTimes(2);
  });

  it('creates the auth service only after the config is ready', async () => {
    let resolveConfig: (config: AppConfig) => void = () => undefined;
    const createAuthService = vi.fn(async () => fakeAuth());
    render(
      <Startup
        deps={deps({ loadConfig: () => new Promise((r) => (resolveConfig = r)), createAuthService })}
        wrapRouter={memoryRouter('/orders')}
      />,
    );
    screen.getByRole('status', { name: 'Loading' });
    expect(createAuthService).not.toHaveBeenCalled();
    stubCustomerFetch();
    resolveConfig(testConfig());
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(createAuthService).toHaveBeenCalledTimes(1);
  });

  it('shows the loader until authentication is done, then the shell', async () => {
    stubCustomerFetch();
    const auth = fakeAuth();
    let finish: () => void = () => undefined;
    auth.restore.mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({ claims: consumerClaims }))),
    );
    render(<Startup deps={deps({}, auth)} wrapRouter={memoryRouter('/orders')} />);
    await waitFor(() => expect(auth.restore).toHaveBeenCalled());
    screen.getByRole('status', { name: 'Loading' });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    finish();
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
  });

  it('starts the sign-in with the current path and search when there is no session', async () => {
    const auth = fakeAuth(null);
    render(<Startup deps={deps({}, auth)} wrapRouter={memoryRouter('/orders?page=2')} />);
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('/orders?page=2'));
    screen.getByRole('status', { name: 'Loading' });
  });

  it('shows the generic error when the sign-in cannot start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const auth = fakeAuth(null);
    auth.signIn.mockRejectedValue(new Error('authority unreachable'));
    render(<Startup deps={deps({}, auth)} wrapRouter={memoryRouter('/orders')} />);
    await screen.findByText(
      'An unexpected error has occurred, please contact us if you continue to have problems.',
    );
  });

  it('renders public pages without signing in', async () => {
    const auth = fakeAuth(null);
    render(<Startup deps={deps({}, auth)} wrapRouter={memoryRouter('/subscription-confirmation-success')} />);
    await screen.findByRole('heading', { name: 'Success!' });
    screen.getByText('Your e-mail address has been successfully subscribed!');
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it("uses the config's locale catalogue (not the page's, if another) and falls back to en-GB defaults for missing ids", async () => {
    document.documentElement.lang = 'en-GB';
    stubCustomerFetch();
    const base = testConfig();
    const loadMessages = vi.fn(async (locale: string) =>
      locale === 'nl-NL' ? { 'shell.menu.orders': 'Bestellingen' } : { 'shell.menu.orders': 'Orders (en)' },
    );
    render(
      <Startup
        deps={deps({
          loadConfig: async () => ({ ...base, brand: { ...base.brand, locale: 'nl-NL' } }),
          loadMessages,
        })}
        wrapRouter={memoryRouter('/orders')}
      />,
    );
    await screen.findByRole('link', { name: 'Bestellingen' });
    screen.getByRole('link', { name: 'Saved projects' });
    expect(loadMessages.mock.calls).toEqual([['en-GB'], ['nl-NL']]);
  });

  describe('on a page served in en-GB', () => {
    beforeEach(() => {
      document.documentElement.lang = 'en-GB';
    });

    it("asks for the page's catalogue while the config is awaited, and shows its texts when the config agrees", async () => {
      let resolveConfig: (config: AppConfig) => void = () => undefined;
      const loadMessages = vi.fn(async () => ({ 'shell.menu.orders': 'Your orders' }));
      render(
        <Startup
          deps={deps({ loadConfig: () => new Promise((r) => (resolveConfig = r)), loadMessages })}
          wrapRouter={memoryRouter('/orders')}
        />,
      );
      await waitFor(() => expect(loadMessages).toHaveBeenCalledWith('en-GB'));
      screen.getByRole('status', { name: 'Loading' });
      stubCustomerFetch();
      resolveConfig(testConfig());
      await screen.findByRole('link', { name: 'Your orders' });
      expect(loadMessages).toHaveBeenCalledTimes(1);
    });
  });
});
