import type { Brand, BrandsFile, HostAlias } from '#contracts/brand';
import { type ParsedHost, parseHostHeader } from './host-header';

export type BrandMatch =
  /** `host` is the parsed Host header when it names this brand (a host of it or an alias); null on fallback. */
  | { kind: 'brand'; brand: Brand; host: ParsedHost | null }
  /** An old host: answer 301 to `origin` + the request path. */
  | { kind: 'redirect'; brand: Brand; origin: string };

export interface BrandResolver {
  readonly brands: readonly Brand[];
  readonly defaultBrand: Brand;
  resolve(hostHeader: string | undefined): BrandMatch;
}

export interface BrandResolverOptions {
  /** Extra host names per brand (configuration data, e.g. the brands file's `hostAliases`). */
  aliases: readonly HostAlias[];
}

const MEMO_LIMIT = 1024;
const MEMO_MAX_KEY = 256;

/**
 * Host → brand: a host of a brand or one of the given aliases (case-insensitive, port ignored), then redirect
 * hosts; anything else → the default brand.
 */
export function createBrandResolver(file: BrandsFile, options: BrandResolverOptions): BrandResolver {
  const byHost = new Map<string, Brand>();
  const byId = new Map<string, Brand>();
  for (const brand of file.brands) {
    byId.set(brand.id, brand);
    for (const host of brand.hosts) byHost.set(host.toLowerCase(), brand);
  }
  const found = byId.get(file.defaultBrand);
  if (found === undefined) throw new Error(`default brand ${file.defaultBrand} is not a brand`);
  const defaultBrand: Brand = found;
  const redirects = new Map<string, Brand>();
  for (const redirect of file.redirects) {
    const target = byId.get(redirect.to);
    if (target) redirects.set(redirect.from.toLowerCase(), target);
  }
  for (const alias of options.aliases) {
    const brand = byId.get(alias.brand);
    if (brand === undefined) throw new Error(`host alias ${alias.host} names no brand (${alias.brand})`);
    const host = alias.host.toLowerCase();
    // A brand's own host or an old host keeps its meaning.
    if (!byHost.has(host) && !redirects.has(host)) byHost.set(host, brand);
  }
  const fallback: BrandMatch = { kind: 'brand', brand: defaultBrand, host: null };
  // Results per raw Host value: the same few hosts repeat on every request. Bounded against junk hosts.
  const memo = new Map<string, BrandMatch>();

  function match(host: ParsedHost | null): BrandMatch {
    if (host === null) return fallback;
    const exact = byHost.get(host.hostname);
    if (exact) return { kind: 'brand', brand: exact, host };
    const moved = redirects.get(host.hostname);
    if (moved) return { kind: 'redirect', brand: moved, origin: `https://${moved.hosts[0]}` };
    return fallback;
  }

  return {
    brands: file.brands,
    defaultBrand,
    resolve(hostHeader) {
      if (hostHeader === undefined) return fallback;
      const known = memo.get(hostHeader);
      if (known) return known;
      const result = match(parseHostHeader(hostHeader));
      if (memo.size < MEMO_LIMIT && hostHeader.length <= MEMO_MAX_KEY) memo.set(hostHeader, result);
      return result;
    },
  };
}
