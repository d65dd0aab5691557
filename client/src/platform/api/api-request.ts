import type { z } from 'zod';
import type { ApiService } from '#contracts/services';
import { apiAuth, renewOnce } from './api-auth';
import { ApiError, NetworkError, ResponseParseError } from './api-errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** Serialised as JSON, except FormData and Blob which are sent as they are. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiRequestOptions<S extends z.ZodType> extends ApiFetchOptions {
  schema: S;
}

let basePath = '/api';

/** Set from config.api.basePath at startup. */
export function setApiBasePath(path: string): void {
  basePath = path.replace(/\/$/, '');
}

export function apiUrl(service: ApiService, path: string): string {
  return `${basePath}/${service}${path.startsWith('/') ? path : `/${path}`}`;
}

function isRawBody(body: unknown): body is FormData | Blob {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

function buildInit(options: ApiFetchOptions, method: HttpMethod, correlationId: string): RequestInit {
  const token = apiAuth().getAccessToken();
  const headers: Record<string, string> = {
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'X-CorrelationId': correlationId,
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

/**
 * The one fetch wrapper: `/api/<service><path>` with the bearer access token, JSON and no-cache headers and a
 * correlation id. A 401 renews the token once and retries once, else signs out. Non-OK answers throw ApiError.
 */
export async function apiFetch(
  service: ApiService,
  path: string,
  options: ApiFetchOptions = {},
): Promise<Response> {
  return (await fetchWithAuth(service, path, options)).response;
}

async function fetchWithAuth(
  service: ApiService,
  path: string,
  options: ApiFetchOptions,
): Promise<{ response: Response; url: string; correlationId: string }> {
  const method = options.method ?? 'GET';
  const url = apiUrl(service, path);
  const correlationId = crypto.randomUUID();
  let response = await send(url, buildInit(options, method, correlationId), method, path);
  if (response.status === 401) {
    if (await renewOnce()) {
      response = await send(url, buildInit(options, method, correlationId), method, path);
    }
    if (response.status === 401) apiAuth().signOut();
  }
  if (!response.ok) throw new ApiError(response.status, url, correlationId);
  return { response, url, correlationId };
}

/** apiFetch, then the JSON body parsed with the call's contract (an empty body parses as undefined). */
export async function apiRequest<S extends z.ZodType>(
  service: ApiService,
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.output<S>> {
  const { response, url, correlationId } = await fetchWithAuth(service, path, options);
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ResponseParseError(url, correlationId, []);
  }
  const result = options.schema.safeParse(json);
  if (!result.success) {
    throw new ResponseParseError(url, correlationId, result.error.issues);
  }
  return result.data;
}
