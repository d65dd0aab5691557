import { z } from 'zod';
import { Brand } from './brand';
import { FeatureFlagBrandLists } from './feature-flags';
import { Integrations } from './integrations';
import { lazySchema } from './lazy-schema';
import { Menus, PublicRoutes } from './public-config';
import { ApiService } from './services';

/** GET /config.json, served by the gateway for the brand of the host. */
export const AppConfig = lazySchema(() =>
  z.object({
    /** 'fixture' offline, 'test' and 'production' otherwise; robots rules depend on it. */
    environment: z.enum(['fixture', 'test', 'production']),
    /**
     * Who holds the tokens: `browser` (the spec's: the SPA signs in with oidc-client-ts) or `bff` (the gateway
     * does; the SPA uses `/bff/*` and the session cookie, and never sees a token).
     */
    authMode: z.enum(['browser', 'bff']).default('browser'),
    brand: Brand,
    oidc: z.object({
      authority: z.url(),
      clientId: z.string().min(1),
      scope: z.string().min(1),
      acr: z.string().min(1),
    }),
    api: z.object({
      basePath: z.string().startsWith('/'),
      services: z.array(ApiService),
    }),
    push: z.object({ path: z.string().startsWith('/') }),
    featureFlags: FeatureFlagBrandLists,
    menus: Menus,
    /** Null when the public-config service failed: the client then has no external routes. */
    routes: PublicRoutes.nullable(),
    /** The third-party integrations (consent, analytics, A/B target, chat, survey); none in bare test configs. */
    integrations: Integrations.optional(),
  }),
);
export type AppConfig = z.infer<typeof AppConfig>;
