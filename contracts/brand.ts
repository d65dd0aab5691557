import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { ExternalUrl } from './url';

/** Theme families of the spec: photobox, a product theme, or the default one. */
export const ThemeFamily = lazySchema(() => z.enum(['default', 'photobox', 'posterxxl']));
export type ThemeFamily = z.infer<typeof ThemeFamily>;

export const BrandId = lazySchema(() =>
  z.string().regex(/^[a-z0-9-]+$/, 'brand ids are lower-case kebab-case'),
);

export const Brand = lazySchema(() =>
  z.object({
    /** Stable id, also the fixture-mode sub-domain: http://<id>.localhost:8080 */
    id: BrandId,
    /** Brand name shown in the page title ('{page} | {brand}'). */
    name: z.string().min(1),
    /** Production host names that resolve to this brand (the first one is canonical). */
    hosts: z.array(z.string().min(1)).min(1),
    siteId: z.number().int().positive(),
    country: z.string().length(2),
    /** BCP 47 locale, e.g. nl-NL; the German poster brand uses de-AT. */
    locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
    themeFamily: ThemeFamily,
    /** acr_values sent to the identity provider (a dedicated provider for the Norwegian brand). */
    acr: z.string().min(1),
    /** Channel sent to identity calls: the canonical host, or an alternate domain (Swedish brand). */
    channel: z.string().min(1),
    /** Vendor locale used by the support chat (first two characters). */
    vendorLocale: z.string().min(2),
    /**
     * The brand's mobile app link (an https universal link), when it has an app: on iOS and Android an album's
     * 'Add photos' opens the app there with `album_id` instead of the picker.
     */
    appLink: ExternalUrl.optional(),
    /**
     * A parent domain of the brand's hosts that the token cookies are set on, only where other hosts of it need
     * the session; without it (the default) they are host-only.
     */
    tokenCookieDomain: z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
      .optional(),
  }),
);
export type Brand = z.infer<typeof Brand>;

export const BrandRedirect = lazySchema(() =>
  z.object({
    /** An old host that is permanently moved. */
    from: z.string().min(1),
    /** The brand id it moved to. */
    to: BrandId,
  }),
);

export const HostAlias = lazySchema(() =>
  z.object({
    /** A host name outside production, e.g. `photobox-uk.localhost` for local development. */
    host: z.string().min(1),
    /** The brand id it answers as. */
    brand: BrandId,
  }),
);
export type HostAlias = z.infer<typeof HostAlias>;

export const BrandsFile = lazySchema(() =>
  z
    .object({
      defaultBrand: BrandId,
      brands: z.array(Brand).length(17),
      redirects: z.array(BrandRedirect),
      /** Extra hosts of the brands, answered only where enabled (the gateway's FIXTURE_HOSTS). */
      hostAliases: z.array(HostAlias).default([]),
    })
    .superRefine((file, ctx) => {
      const ids = new Set(file.brands.map((b) => b.id));
      if (ids.size !== file.brands.length) ctx.addIssue({ code: 'custom', message: 'duplicate brand id' });
      if (!ids.has(file.defaultBrand))
        ctx.addIssue({ code: 'custom', message: 'defaultBrand is not a brand' });
      for (const r of file.redirects) {
        if (!ids.has(r.to))
          ctx.addIssue({ code: 'custom', message: `redirect target ${r.to} is not a brand` });
      }
      const hosts = file.brands.flatMap((b) => b.hosts);
      if (new Set(hosts).size !== hosts.length)
        ctx.addIssue({ code: 'custom', message: 'a host names two brands' });
      const taken = new Set([...hosts, ...file.redirects.map((r) => r.from)].map((h) => h.toLowerCase()));
      for (const alias of file.hostAliases) {
        if (!ids.has(alias.brand))
          ctx.addIssue({
            code: 'custom',
            message: `host alias ${alias.host} names no brand (${alias.brand})`,
          });
        if (taken.has(alias.host.toLowerCase()))
          ctx.addIssue({
            code: 'custom',
            message: `host alias ${alias.host} is already a brand or redirect host`,
          });
        taken.add(alias.host.toLowerCase());
      }
    }),
);
export type BrandsFile = z.infer<typeof BrandsFile>;
