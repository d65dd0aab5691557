import type { AppConfig } from '#contracts/app-config';

/** A valid /config.json for tests (albelli NL, en-GB so the default messages show). */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    environment: 'fixture',
    authMode: 'browser',
    brand: {
      id: 'albelli-nl',
      name: 'albelli',
      hosts: ['www.albelli.nl'],
      siteId: 101,
      country: 'NL',
      locale: 'en-GB',
      themeFamily: 'default',
      acr: 'idp:default',
      channel: 'www.albelli.nl',
      vendorLocale: 'nl_NL',
    },
    oidc: {
      authority: 'http://localhost:8090/oidc',
      clientId: 'account-area',
      scope: 'openid email profile',
      acr: 'idp:default',
    },
    api: { basePath: '/api', services: ['customers'] },
    push: { path: '/push' },
    featureFlags: {
      PhotoManagementTimelineViewEnabled: ['albelli-nl'],
      PhotoManagementAlbumViewEnabled: ['albelli-nl'],
    },
    menus: {
      top: [{ label: 'Photo books', url: 'https://www.albelli.nl/fotoboeken' }],
      main: [],
      footer: [{ label: 'Privacy', url: 'https://www.albelli.nl/privacy' }],
    },
    routes: {
      Main: 'https://www.albelli.nl/',
      EditorUrl: 'https://www.albelli.nl/editor',
      FAQ: 'https://www.albelli.nl/faq',
      ContactUs: 'https://www.albelli.nl/contact',
      AllProducts: 'https://www.albelli.nl/products',
      PhotoManagementFAQ: 'https://www.albelli.nl/faq/photos',
    },
    ...overrides,
  };
}
