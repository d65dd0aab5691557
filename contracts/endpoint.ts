import { z } from 'zod';
import { lazySchema, SCHEMAS_BUILT_ON_USE } from './lazy-schema';
import type { ApiService } from './services';

/**
 * One upstream call, declared once: the client's fetch wrapper (`apiCall`), the emulator's routes
 * (`defineService`) and the OpenAPI document are all built from it, so a renamed path or field breaks every side.
 *
 *   export const getCustomer = defineEndpoint({
 *     name: 'customers.getMe', service: 'customers', method: 'GET', path: '/customers/me',
 *     summary: 'The signed-in customer',
 *     responses: { 200: Customer },
 *   });
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Services the gateway proxies under /api/<service>, plus public-config which only the gateway calls, and images
 * which browsers load straight from the image service (signed URLs, like a CDN).
 */
export type ServiceName = ApiService | 'public-config' | 'images';

/** `'/photos/timeline/:year/:month'` → `'year' | 'month'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type Responses = { readonly [status: number]: z.ZodType };
type SuccessStatus = 200 | 201 | 202 | 204;

export interface Endpoint<
  Name extends string = string,
  Service extends ServiceName = ServiceName,
  Path extends string = string,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  R extends Responses = Responses,
> {
  /** `<service>.<operation>`: the name faults are injected by and logs use. */
  readonly name: Name;
  readonly service: Service;
  readonly method: HttpMethod;
  /** The spec's path below the service, with `:param` segments. */
  readonly path: Path;
  readonly summary: string;
  /** Path parameters as the server parses them (strings unless the declaration says otherwise). */
  readonly params: Params;
  /** Query parameters; values arrive as strings, so numbers use z.coerce. */
  readonly query: Query;
  /** JSON body (z.undefined() when the call has none). */
  readonly body: Body;
  /** A schema per HTTP status: the success one(s) and the error bodies the service documents. */
  readonly responses: R;
  /** Sent without a token (the spec's blocked-orders call): the client adds none, the emulator asks for none. */
  readonly anonymous?: boolean;
  /**
   * A 401 that the renewed token still gets is this call's answer, not the end of the session: the client keeps
   * the session and the caller reads it (the spec's widget read: '401 gives null').
   */
  readonly unauthorizedIsAnswer?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the widest endpoint type, for constraints only.
export type AnyEndpoint = Endpoint<string, ServiceName, string, any, any, any, Responses>;

export function defineEndpoint<
  const Name extends `${string}.${string}`,
  const Service extends ServiceName,
  const Path extends `/${string}`,
  R extends Responses,
  Params extends z.ZodType = z.ZodType<Record<PathParamNames<Path>, string>>,
  Query extends z.ZodType = z.ZodObject<Record<never, never>>,
  Body extends z.ZodType = z.ZodUndefined,
>(declaration: {
  name: Name;
  service: Service;
  method: HttpMethod;
  path: Path;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  responses: R;
  anonymous?: boolean;
  unauthorizedIsAnswer?: boolean;
}): Endpoint<Name, Service, Path, Params, Query, Body, R> {
  const names = pathParamNames(declaration.path);
  const declared = declaration.params;
  // Checked where schemas are built at once (Node: the emulator and the gateway refuse to start, tests fail);
  // in the browser the check would build every declared params schema while the contracts load (decision 270).
  if (
    !SCHEMAS_BUILT_ON_USE &&
    declared instanceof z.ZodObject &&
    Object.keys(declared.shape).sort().join() !== [...names].sort().join()
  ) {
    throw new Error(
      `${declaration.name}: params schema keys must be the path's parameters (${names.join(', ')})`,
    );
  }
  return {
    ...declaration,
    params: (declared ?? defaultParams(names)) as Params,
    query: (declaration.query ?? EMPTY_OBJECT) as Query,
    body: (declaration.body ?? NO_BODY) as Body,
  };
}

// Schemas are immutable: the calls without a query, a body or path parameters share one each.
const EMPTY_OBJECT = lazySchema(() => z.object({}));
const NO_BODY = lazySchema(() => z.undefined());
const paramsByNames = new Map<string, z.ZodType>();

/** Each named path parameter a non-empty string (one schema per list of names). */
function defaultParams(names: readonly string[]): z.ZodType {
  const key = names.join();
  let schema = paramsByNames.get(key);
  if (!schema) {
    schema =
      names.length === 0
        ? EMPTY_OBJECT
        : lazySchema(() => z.object(Object.fromEntries(names.map((n) => [n, z.string().min(1)]))));
    paramsByNames.set(key, schema);
  }
  return schema;
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
}

/** What a caller passes for the path parameters: each named in the path, as text or a number. */
export type ParamsInput<E extends AnyEndpoint> = Record<PathParamNames<E['path']>, string | number>;
/** What a caller passes as query: the parsed shape (values are serialised as strings on the wire). */
export type QueryInput<E extends AnyEndpoint> = z.output<E['query']>;
export type BodyInput<E extends AnyEndpoint> = z.input<E['body']>;

/** The body of the call's success answer(s). */
export type SuccessBody<E extends AnyEndpoint> = {
  [S in keyof E['responses'] & SuccessStatus]: z.output<E['responses'][S]>;
}[keyof E['responses'] & SuccessStatus];

/** The statuses the endpoint declares, success first. */
export function declaredStatuses(endpoint: AnyEndpoint): number[] {
  return Object.keys(endpoint.responses)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The schema of the (first) success status. */
export function successSchema(endpoint: AnyEndpoint): { status: number; schema: z.ZodType } {
  const status = declaredStatuses(endpoint).find((s) => s >= 200 && s < 300);
  if (status === undefined) throw new Error(`${endpoint.name} declares no success response`);
  return { status, schema: endpoint.responses[status] as z.ZodType };
}

/** The path with its parameters filled in and URI-encoded: `/photos/timeline/2024/5`. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` for the defined values of a query object ('' when there are none). Arrays repeat the key. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
