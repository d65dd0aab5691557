import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '#contracts/endpoint';
import { setApiAuthHandlers } from './api-auth';
import { ApiError, NetworkError, ResponseParseError } from './api-errors';
import { apiCall, callKey, setApiLocale } from './api-request';

const Thing = z.object({ name: z.string() });
const endpoint = { summary: 'test', responses: { 200: Thing } } as const;
const getThing = defineEndpoint({
  ...endpoint,
  name: 't.get',
  service: 'customers',
  method: 'GET',
  path: '/customers/me',
});
const postThing = defineEndpoint({
  ...endpoint,
  name: 't.post',
  service: 'photo-management',
  method: 'POST',
  path: '/albums',
  body: Thing,
});
const listThings = defineEndpoint({
  ...endpoint,
  name: 't.list',
  service: 'orders',
  method: 'GET',
  path: '/v2/superorders/me',
  query: z.object({ Limit: z.number(), cursor: z.string().optional() }),
});
const getOne = defineEndpoint({
  ...endpoint,
  name: 't.one',
  service: 'orders',
  method: 'GET',
  path: '/v1/superorders/:code',
});

const getPublic = defineEndpoint({
  ...endpoint,
  name: 't.public',
  service: 'widgets',
  method: 'GET',
  path: '/v1/blockedorders/:code',
  anonymous: true,
});

const getWidgetLike = defineEndpoint({
  ...endpoint,
  name: 't.widget',
  service: 'widgets',
  method: 'GET',
  path: '/v1/widget/:code',
  unauthorizedIsAnswer: true,
});

function handlers(token = 'tok-1') {
  const state = { token };
  const h = {
    getAccessToken: vi.fn(() => state.token),
    renew: vi.fn(async () => {
      state.token = 'tok-2';
      return true;
    }),
    signOut: vi.fn(),
  };
  setApiAuthHandlers(h);
  return h;
}

function stubFetch(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function headersOf(fetchMock: ReturnType<typeof stubFetch>, call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe('apiCall', () => {
  beforeEach(() => {
    handlers();
    setApiLocale(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('calls /api/<service><path> with the bearer token, JSON, no-cache and a correlation id', async () => {
    const fetchMock = stubFetch(Response.json({ name: 'x' }));
    await expect(apiCall(getThing)).resolves.toEqual({ name: 'x' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/customers/customers/me');
    const headers = headersOf(fetchMock);
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers.Pragma).toBe('no-cache');
    expect(headers['X-CorrelationId']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("asks for the brand's language once startup has set it", async () => {
    const fetchMock = stubFetch(Response.json({ name: 'x' }), Response.json({ name: 'x' }));
    await apiCall(getThing);
    expect(headersOf(fetchMock)['Accept-Language']).toBeUndefined();
    setApiLocale('it-IT');
    try {
      await apiCall(getThing);
      expect(headersOf(fetchMock, 1)['Accept-Language']).toBe('it-IT');
    } finally {
      setApiLocale(null);
    }
  });

  it('sends a JSON body with the method', async () => {
    const fetchMock = stubFetch(Response.json({ name: 'y' }));
    await apiCall(postThing, { body: { name: 'y' } });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"name":"y"}');
  });

  it('sends a read from a task of its own, after the caller’s, and a write at once', async () => {
    const fetchMock = stubFetch(Response.json({ name: 'r' }), Response.json({ name: 'w' }));
    const read = apiCall(getThing);
    // The caller's task (a render's commit) goes on without the read's cost in it.
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(read).resolves.toEqual({ name: 'r' });
    const write = apiCall(postThing, { body: { name: 'w' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(write).resolves.toEqual({ name: 'w' });
  });

  it('throws ApiError with status, url and correlation id on a non-OK answer', async () => {
    const fetchMock = stubFetch(new Response('{"error":"boom"}', { status: 500 }));
    const error = await apiCall(listThings, { query: { Limit: 100 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('Request failure');
    expect(apiError.status).toBe(500);
    expect(apiError.url).toBe('/api/orders/v2/superorders/me?Limit=100');
    expect(apiError.correlationId).toBe(headersOf(fetchMock)['X-CorrelationId']);
  });

  it('keeps the correlation id the gateway answered with (it replaces the one sent)', async () => {
    const id = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    stubFetch(new Response('{"error":"boom"}', { status: 502, headers: { 'x-correlationid': id } }));
    const error = await apiCall(listThings, { query: { Limit: 100 } }).catch((e: unknown) => e);
    expect((error as ApiError).correlationId).toBe(id);
  });

  it('throws ResponseParseError when the body does not match the contract', async () => {
    stubFetch(Response.json({ name: 42 }));
    await expect(apiCall(getThing)).rejects.toBeInstanceOf(ResponseParseError);
  });

  it('throws ResponseParseError when the body is not JSON', async () => {
    stubFetch(new Response('<html>', { status: 200 }));
    await expect(apiCall(getThing)).rejects.toBeInstanceOf(ResponseParseError);
  });

  it('renews once after a 401 and retries with the new token', async () => {
    const h = handlers();
    const fetchMock = stubFetch(new Response('', { status: 401 }), Response.json({ name: 'again' }));
    await expect(apiCall(getThing)).resolves.toEqual({
      name: 'again',
    });
    expect(h.renew).toHaveBeenCalledTimes(1);
    expect(headersOf(fetchMock, 1).Authorization).toBe('Bearer tok-2');
    expect(h.signOut).not.toHaveBeenCalled();
  });

  it('signs out when the retry is still 401', async () => {
    const h = handlers();
    stubFetch(new Response('', { status: 401 }), new Response('', { status: 401 }));
    await expect(apiCall(getThing)).rejects.toMatchObject({
      status: 401,
    });
    expect(h.signOut).toHaveBeenCalledTimes(1);
  });

  it('sends an anonymous call without the token, and neither renews nor signs out on its 401', async () => {
    const h = handlers();
    const fetchMock = stubFetch(Response.json({ name: 'open' }), new Response('', { status: 401 }));
    await expect(apiCall(getPublic, { params: { code: 'AB-1' } })).resolves.toEqual({ name: 'open' });
    expect(headersOf(fetchMock).Authorization).toBeUndefined();
    expect(headersOf(fetchMock)['X-CorrelationId']).toBeTruthy();
    await expect(apiCall(getPublic, { params: { code: 'AB-1' } })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(h.renew).not.toHaveBeenCalled();
    expect(h.signOut).not.toHaveBeenCalled();
  });

  it('keeps the session when a call declares its 401 an answer: renews once, then throws the 401', async () => {
    const h = handlers();
    const fetchMock = stubFetch(new Response('', { status: 401 }), new Response('', { status: 401 }));
    await expect(apiCall(getWidgetLike, { params: { code: 'AB-1' } })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(h.renew).toHaveBeenCalledTimes(1);
    expect(h.signOut).not.toHaveBeenCalled();
  });

  it('signs out without retrying when the renewal fails', async () => {
    const h = handlers();
    h.renew.mockResolvedValueOnce(false);
    const fetchMock = stubFetch(new Response('', { status: 401 }));
    await expect(apiCall(getThing)).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(h.signOut).toHaveBeenCalledTimes(1);
  });

  it('rethrows a network failure with the method and the path without digits', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await apiCall(getOne, { params: { code: 12345 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network failure: GET /v/superorders/');
  });

  it('fills and encodes path parameters, skips undefined query values, and keys the cache by both', async () => {
    const fetchMock = stubFetch(Response.json({ name: 'z' }));
    await apiCall(getOne, { params: { code: 'a/b c' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/orders/v1/superorders/a%2Fb%20c');
    expect(callKey(listThings, { query: { Limit: 5, cursor: undefined } })).toEqual([
      't.list',
      '/v2/superorders/me?Limit=5',
    ]);
    // @ts-expect-error a call with a path parameter cannot leave it out
    expect(() => callKey(getOne)).toThrow("missing path parameter 'code'");
  });
});
