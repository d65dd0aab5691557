import { paths, type RouteName } from '#contracts/routes';

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type ParamOf<S extends string> = S extends `:${infer Name}` ? Name : never;
type ParamNames<R extends RouteName> = ParamOf<Segments<(typeof paths)[R]>>;

/** The parameters a route's path needs, e.g. { orderCode } for orderDetails. */
export type RouteParams<R extends RouteName> = [ParamNames<R>] extends [never]
  ? Record<string, never>
  : { [K in ParamNames<R>]: string | number };

export interface RouteOptions {
  /** The brand host: a brand id (`<id>.localhost`), or null for plain localhost (the default, Dutch brand). */
  brand?: string | null;
  /** Query parameters, e.g. { stripped: true } or a feature flag override. */
  query?: Record<string, string | number | boolean>;
}

/** Arguments after the route name: params are required exactly when the path has some. */
export type RouteArgs<R extends RouteName> = [ParamNames<R>] extends [never]
  ? [params?: RouteParams<R>, options?: RouteOptions]
  : [params: RouteParams<R>, options?: RouteOptions];

/** The path of a route with its parameters filled in (like react-router's generatePath) and the query. */
export function routePath<R extends RouteName>(
  route: R,
  params: Record<string, string | number> = {},
  query: RouteOptions['query'] = {},
): string {
  const path = paths[route].replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`route ${route} (${paths[route]}) needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}
