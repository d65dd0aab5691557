import { paths, type RouteName } from '#contracts/routes';

/**
 * Every page path of the SPA, from the route table it shares with the client (OIDC callback included): the
 * gateway answers index.html on each and the SPA's router takes over. A path of the spec that ends in `/` (the
 * address pages) is a prefix: whatever follows it is the SPA's too.
 */
export const SPA_ROUTES: readonly { route: RouteName; url: string }[] = (
  Object.entries(paths) as [RouteName, string][]
).flatMap(([route, path]) =>
  path.length > 1 && path.endsWith('/')
    ? [
        { route, url: path },
        { route, url: `${path}*` },
      ]
    : [{ route, url: path }],
);

/** Paths that are never a page: a miss under them is a JSON 404, not index.html. */
const RESERVED = ['/api', '/assets', '/locales', '/internal', '/push', '/config.json', '/healthz'];

export function isReservedPath(path: string): boolean {
  return RESERVED.some((name) => path === name || path.startsWith(`${name}/`));
}
