import type { AppConfig } from '#contracts/app-config';
import type { AuthService } from '#platform/auth/auth-service';
import { loadConfig } from '#platform/config/load-config';
import { type Catalogue, loadMessages } from '#platform/i18n/load-messages';
import { isBrowserStorageUsable } from '#platform/storage/storage-check';

/** Everything startup touches outside React; tests replace any of it. */
export interface StartupDeps {
  isStorageUsable(): boolean;
  loadConfig(): Promise<AppConfig>;
  loadMessages(locale: string): Promise<Catalogue>;
  createAuthService(config: AppConfig): Promise<AuthService>;
}

/**
 * The sign-in code of the page's mode, asked for by `main.tsx` before anything renders: neither mode's is in the
 * first paint's JavaScript, and each page loads only its own (decision 476). The same import resolves here.
 */
export const loadBffAuth = () => import('#platform/auth/bff-auth-service');
export const loadOidcAuth = () => import('#platform/auth/oidc-auth-service');

export const browserStartupDeps: StartupDeps = {
  isStorageUsable: () => isBrowserStorageUsable(),
  loadConfig: () => loadConfig(),
  loadMessages: (locale) => loadMessages(locale),
  // bff mode: the gateway holds the tokens; oidc-client-ts is never loaded (its chunk is imported lazily).
  createAuthService: async (config) =>
    config.authMode === 'bff'
      ? (await loadBffAuth()).createBffAuthService()
      : (await loadOidcAuth()).createOidcAuthService(config),
};
