import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';
import { ExternalUrl } from './url';

export const MenuItem = lazySchema(() =>
  z.object({
    label: z.string().min(1),
    url: ExternalUrl,
  }),
);
export type MenuItem = z.infer<typeof MenuItem>;

export const Menus = lazySchema(() =>
  z.object({
    top: z.array(MenuItem),
    main: z.array(MenuItem),
    footer: z.array(MenuItem),
  }),
);
export type Menus = z.infer<typeof Menus>;

export const PUBLIC_ROUTE_NAMES = [
  'Main',
  'EditorUrl',
  'FAQ',
  'ContactUs',
  'AllProducts',
  'PhotoManagementFAQ',
] as const;

/** Brand routes to the shop outside this app. Each is an absolute http(s) URL. */
export const PublicRoutes = lazySchema(() =>
  z.object({
    Main: ExternalUrl,
    EditorUrl: ExternalUrl,
    FAQ: ExternalUrl,
    ContactUs: ExternalUrl,
    AllProducts: ExternalUrl,
    PhotoManagementFAQ: ExternalUrl,
  }),
);
export type PublicRoutes = z.infer<typeof PublicRoutes>;

/** GET {public-config}/{host} */
export const PublicConfig = lazySchema(() =>
  z.object({
    menus: Menus,
    routes: PublicRoutes,
  }),
);
export type PublicConfig = z.infer<typeof PublicConfig>;

export const EMPTY_MENUS: Menus = { top: [], main: [], footer: [] };

/** Called by the gateway only (not proxied): the brand's menus and shop routes, by host. */
export const getPublicConfig = defineEndpoint({
  name: 'publicConfig.get',
  service: 'public-config',
  method: 'GET',
  path: '/:host',
  summary: "A brand's menus and shop routes, by one of its hosts (public, no token).",
  params: lazySchema(() => z.object({ host: z.string().min(1).max(253) })),
  responses: { 200: PublicConfig, 404: UpstreamError },
});
