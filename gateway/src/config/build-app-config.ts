import { AppConfig } from '#contracts/app-config';
import type { Brand } from '#contracts/brand';
import type { FeatureFlagBrandLists } from '#contracts/feature-flags';
import type { Integrations } from '#contracts/integrations';
import { EMPTY_MENUS, type PublicConfig } from '#contracts/public-config';
import type { ApiService } from '#contracts/services';
import type { AppEnv } from '../options';

export const OIDC_SCOPE = 'openid email profile';
export const API_BASE_PATH = '/api';
export const PUSH_PATH = '/push';

export interface AppConfigInput {
  appEnv: AppEnv;
  /** Default 'browser'. */
  authMode?: 'browser' | 'bff';
  oidc: { authority: string; clientId: string };
  services: readonly ApiService[];
  featureFlags: FeatureFlagBrandLists;
  /** Without them (bare tests) the config names no integrations and the app loads none. */
  integrations?: Integrations;
}

/** The `/config.json` of one brand; without a public config the menus are empty and there are no routes. */
export function buildAppConfig(
  input: AppConfigInput,
  brand: Brand,
  publicConfig: PublicConfig | null,
): AppConfig {
  return AppConfig.parse({
    environment: input.appEnv,
    authMode: input.authMode ?? 'browser',
    brand,
    oidc: {
      authority: input.oidc.authority,
      clientId: input.oidc.clientId,
      scope: OIDC_SCOPE,
      acr: brand.acr,
    },
    api: { basePath: API_BASE_PATH, services: [...input.services] },
    push: { path: PUSH_PATH },
    featureFlags: input.featureFlags,
    menus: publicConfig?.menus ?? EMPTY_MENUS,
    routes: publicConfig?.routes ?? null,
    ...(input.integrations ? { integrations: input.integrations } : {}),
  });
}
