import {
  type AnyEndpoint,
  type BodyInput,
  buildPath,
  buildQuery,
  type HttpMethod,
  type ParamsInput,
  type PathParamNames,
  type QueryInput,
  type SuccessBody,
  successSchema,
} from '#contracts/endpoint';
import { UpstreamError } from '#contracts/errors';
import { type ApiService, isApiService } from '#contracts/services';
import { loadZod } from '#platform/zod/zod-on-demand';
import { apiAuth, CSRF_HEADERS, renewOnce } from './api-auth';
import { ApiError, NetworkError, ResponseParseError } from './api-errors';
import { takeEarlyAnswer } from './early-calls';
import { nextTask } from './next-task';
import { parseAnswer } from './parse-answer';
import { noteServerDate } from './server-time';

/** What a call takes: its path parameters, query and body as the contract types them, and an abort signal. */
export type CallInput<E extends AnyEndpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: ParamsInput<E> }) &
  (Record<string, never> extends QueryInput<E> ? { query?: QueryInput<E> } : { query: QueryInput<E> }) &
  (undefined extends BodyInput<E> ? { body?: BodyInput<E> } : { body: BodyInput<E> }) & {
    signal?: AbortSignal;
  };

/** The input may be left out when nothing in it is required. */
export type CallArgs<E extends AnyEndpoint> =
  Record<string, never> extends Omit<CallInput<E>, 'signal'> ? [input?: CallInput<E>] : [input: CallInput<E>];

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** Serialised as JSON, except FormData and Blob which are sent as they are. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Without the bearer token (and no renewal on 401): calls the spec sends without one. */
  anonymous?: boolean;
  /** A 401 after the renewal is thrown as the call's answer, without signing out. */
  unauthorizedIsAnswer?: boolean;
}

let basePath = '/api';

/** Set from config.api.basePath at startup. */
export function setApiBasePath(path: string): void {
  basePath = path.replace(/\/$/, '');
}

let locale: string | null = null;

/**
 * Set from config.brand.locale at startup: every call asks for the brand's language (Accept-Language), as the
 * services answer texts of their own (a voucher's offer) in the language asked for, whatever the browser's own.
 */
export function setApiLocale(brandLocale: string | null): void {
  locale = brandLocale;
}

function apiUrl(service: ApiService, path: string): string {
  return `${basePath}/${service}${path}`;
}

/** The browser's URL of a path of a service (for what does not go through `apiCall`: the tus upload endpoint). */
export function apiServiceUrl(service: ApiService, path: string): string {
  return apiUrl(service, path);
}

function isRawBody(body: unknown): body is FormData | Blob {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

function buildInit(options: ApiFetchOptions, method: HttpMethod, correlationId: string): RequestInit {
  const token = options.anonymous ? null : apiAuth().getAccessToken();
  const headers: Record<string, string> = {
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'X-CorrelationId': correlationId,
    ...(locale === null ? {} : { 'Accept-Language': locale }),
    ...CSRF_HEADERS,
    ...options.headers,
  };
  if (!isRawBody(options.body)) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (isRawBody(options.body)) body = options.body;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  return { method, headers, body, signal: options.signal };
}

async function send(url: string, init: RequestInit, method: HttpMethod, path: string): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(method, path.replace(/\d/g, ''), { cause: error });
  }
}

/** The `fields` of a 400's JSON error body (`{error, message, fields}`), or none. */
async function fieldsOf(response: Response): Promise<Record<string, string>> {
  if (response.status !== 400) return {};
  try {
    const [json] = await Promise.all([response.json(), loadZod()]);
    const parsed = UpstreamError.safeParse(json);
    return parsed.success ? (parsed.data.fields ?? {}) : {};
  } catch {
    return {};
  }
}

async function fetchWithAuth(
  service: ApiService,
  path: string,
  options: ApiFetchOptions,
): Promise<{ response: Response; url: string; correlationId: string }> {
  const method = options.method ?? 'GET';
  const url = apiUrl(service, path);
  // An answer the boot script already has for this GET (decision 220); none, or a failed request: sent here.
  const offered = method === 'GET' && !options.anonymous ? takeEarlyAnswer(url) : undefined;
  const early = offered ? await offered.catch(() => null) : null;
  // A read is sent from a task of its own. A screen's first reads start in its render's commit (SWR revalidates
  // in a layout effect); each costs a few ms (token, headers, fetch), and a dozen of them made that commit one
  // long task on a phone (issue 24). Writes go at once: they come from a click, or from a page being left.
  if (!early && method === 'GET') await nextTask();
  const correlationId = early?.correlationId ?? crypto.randomUUID();
  let response =
    early?.response ?? (await send(url, buildInit(options, method, correlationId), method, path));
  if (response.status === 401 && !options.anonymous) {
    if (await renewOnce()) {
      response = await send(url, buildInit(options, method, correlationId), method, path);
    }
    if (response.status === 401 && !options.unauthorizedIsAnswer) apiAuth().signOut();
  }
  noteServerDate(response.headers.get('date'));
  // The gateway replaces an id sent from the browser with its own (it keeps one only from a trusted proxy): the
  // answer's is the one its logs and the services' hold.
  const answered = response.headers.get('x-correlationid') ?? correlationId;
  if (!response.ok) {
    const retryAfter = response.headers.get('retry-after');
    const retryAfterS = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
    throw new ApiError(response.status, url, answered, await fieldsOf(response), retryAfterS);
  }
  return { response, url, correlationId: answered };
}

/** The service-relative path and query of a call: also its SWR key's second part. */
export function callPath<E extends AnyEndpoint>(
  endpoint: E,
  input: CallInput<E> = {} as CallInput<E>,
): string {
  return (
    buildPath(endpoint.path, input.params) + buildQuery(input.query as Record<string, unknown> | undefined)
  );
}

/** The SWR key of a call: its name and its path with query, so two inputs never share a cache entry. */
export function callKey<E extends AnyEndpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): readonly [string, string] {
  return [endpoint.name, callPath(endpoint, input)];
}

async function sendCall<E extends AnyEndpoint>(
  endpoint: E,
  input: CallInput<E> | undefined,
  headers?: Record<string, string>,
) {
  const service: string = endpoint.service;
  if (!isApiService(service)) throw new Error(`${service} is not proxied to the browser`);
  return fetchWithAuth(service, callPath(endpoint, input), {
    method: endpoint.method,
    body: input?.body,
    signal: input?.signal,
    headers,
    anonymous: endpoint.anonymous === true,
    unauthorizedIsAnswer: endpoint.unauthorizedIsAnswer === true,
  });
}

/**
 * The one fetch wrapper: calls a declared endpoint (contracts/) at `/api/<service><path>` with the bearer
 * access token, JSON and no-cache headers and a correlation id. A 401 renews the token once and retries once,
 * else signs out. Non-OK answers throw ApiError ('Request failure'); the success body is parsed with the
 * endpoint's schema (ResponseParseError when it does not match; an empty body parses as undefined; a long list in
 * several tasks, `parseAnswer`).
 *
 *   const customer = await apiCall(getCustomer);
 *   const page = await apiCall(getTimelineMonth, { params: { year, month }, query: { limit: 24 } });
 */
export async function apiCall<E extends AnyEndpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<SuccessBody<E>> {
  const { response, url, correlationId } = await sendCall(endpoint, input);
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ResponseParseError(url, correlationId, []);
  }
  // Zod is there once start-up is done (decision 475); awaited here too, as every answer goes through here.
  await loadZod();
  const result = await parseAnswer(successSchema(endpoint).schema, json);
  if (!result.success) throw new ResponseParseError(url, correlationId, result.issues);
  return result.data as SuccessBody<E>;
}

/** apiCall for answers that are not JSON (a PDF, an archive): the OK Response, body unread. */
export async function apiCallRaw<E extends AnyEndpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<Response> {
  return (await sendCall(endpoint, input, { Accept: '*/*' })).response;
}
