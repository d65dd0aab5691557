import type { AppConfig } from '#contracts/app-config';
import type { AuthService } from '#platform/auth/auth-service';
import { createBffAuthService } from '#platform/auth/bff-auth-service';
import { createOidcAuthService } from '#platform/auth/oidc-auth-service';
import { loadConfig } from '#platform/config/load-config';
import { type Catalogue, loadMessages } from '#platform/i18n/load-messages';
import { isBrowserStorageUsable } from '#platform/storage/storage-check';

/** Everything startup touches outside React; tests replace any of it. */
export interface StartupDeps {
  isStorageUsable(): boolean;
  loadConfig(): Promise<AppConfig>;
  loadMessages(locale: string): Promise<Catalogue>;
  createAuthService(config: AppConfig): AuthService;
}

export const browserStartupDeps: StartupDeps = {
  isStorageUsable: () => isBrowserStorageUsable(),
  loadConfig: () => loadConfig(),
  loadMessages: (locale) => loadMessages(locale),
  // bff mode: the gateway holds the tokens; oidc-client-ts is never loaded (its chunk is imported lazily).
  createAuthService: (config) =>
    config.authMode === 'bff' ? createBffAuthService() : createOidcAuthService(config),
};
