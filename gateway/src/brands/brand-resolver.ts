import type { Brand, BrandsFile } from '#contracts/brand';
import { type ParsedHost, parseHostHeader } from './host-header';

export type BrandMatch =
  /** `host` is the parsed Host header when it names this brand (exactly, or as a fixture host); null on fallback. */
  | { kind: 'brand'; brand: Brand; host: ParsedHost | null }
  /** An old host: answer 301 to `origin` + the request path. */
  | { kind: 'redirect'; brand: Brand; origin: string };

export interface BrandResolver {
  readonly brands: readonly Brand[];
  readonly defaultBrand: Brand;
  resolve(hostHeader: string | undefined): BrandMatch;
}

const FIXTURE_DEFAULT_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const FIXTURE_SUFFIX = '.localhost';
const MEMO_LIMIT = 1024;
const MEMO_MAX_KEY = 256;

/**
 * Host → brand: exact host match (case-insensitive, port ignored), redirect hosts, fixture hosts
 * (`<brand-id>.localhost`, plain localhost = default brand), anything else → the default brand.
 */
export function createBrandResolver(file: BrandsFile, options: { fixtureHosts: boolean }): BrandResolver {
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
  const fallback: BrandMatch = { kind: 'brand', brand: defaultBrand, host: null };
  // Results per raw Host value: the same few hosts repeat on every request. Bounded against junk hosts.
  const memo = new Map<string, BrandMatch>();

  function match(host: ParsedHost | null): BrandMatch {
    if (host === null) return fallback;
    const exact = byHost.get(host.hostname);
    if (exact) return { kind: 'brand', brand: exact, host };
    const moved = redirects.get(host.hostname);
    if (moved) return { kind: 'redirect', brand: moved, origin: `https://${moved.hosts[0]}` };
    if (options.fixtureHosts) {
      if (FIXTURE_DEFAULT_HOSTS.has(host.hostname)) return { kind: 'brand', brand: defaultBrand, host };
      if (host.hostname.endsWith(FIXTURE_SUFFIX)) {
        const brand = byId.get(host.hostname.slice(0, -FIXTURE_SUFFIX.length));
        if (brand) return { kind: 'brand', brand, host };
      }
    }
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
