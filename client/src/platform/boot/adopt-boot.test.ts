import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiAuthHandlers } from '#platform/api/api-auth';
import { openTimeline, prefetchTimeline, storeSortOption } from '#platform/photo-library/timeline';
import { photos } from '#platform/photo-library/timeline/timeline-store.test-support';
import { dropTimelineStores, timelineStoreFor } from '#platform/photo-library/timeline/timeline-stores';
import { adoptBootTimeline } from './adopt-boot';
import type { BootWindow } from './hand-over';
import { type BootEnv, startTimelineBoot } from './timeline-boot';

/*
 * The store's adoption of the boot script's calls, through the real pieces: the boot script's calls, the hand-over
 * on `window`, prefetchTimeline (what the app runs when the session is known), the TimelineStore and the one fetch
 * wrapper. `bootFetch` answers the boot script, `appFetch` (the global fetch) whatever the app sends itself.
 */

const NOW = Date.now();
const DESC = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part(claims)}.x`;
}

const COUNTS = { timeline: { 2020: { 1: 2 }, 2019: { 4: 3 }, 2018: { 2: 1 } } };

/** Answers as the service would: counts, then each month's page (ids by month). */
function service(status = 200) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (status !== 200) return Response.json({ error: 'down' }, { status });
    if (url.includes('/users/timeline')) return Response.json(COUNTS);
    const month = /timeline\/(\d+)\/(\d+)/.exec(url);
    return Response.json({ images: photos(`${month?.[1]}-${month?.[2]}`, 2), cursor: null });
  });
}

function boot(bootFetch: ReturnType<typeof service>, change: Partial<BootEnv> = {}) {
  const timeline = startTimelineBoot({
    pathname: '/my-photos/photos',
    cookie: `access=${jwt({ sub: 'user-1', exp: NOW / 1000 + 600 })}`,
    authMode: undefined,
    storedSort: () => window.localStorage.getItem('photoSortOptions'),
    storedFirstMonths: () => null,
    keepFirstMonths: () => undefined,
    fetch: (url, init) => bootFetch(url, init),
    now: () => NOW,
    newId: () => crypto.randomUUID(),
    ...change,
  });
  if (timeline) (window as BootWindow).__accountBoot = { timeline };
  return timeline;
}

const urls = (fetch: ReturnType<typeof service>) => fetch.mock.calls.map(([url]) => String(url));
const headers = (fetch: ReturnType<typeof service>, call: number) =>
  fetch.mock.calls[call]?.[1]?.headers as Record<string, string>;

/** Runs what the app runs when the session is known, and waits for the first months. */
async function openPhotos(owner = 'user-1') {
  prefetchTimeline(owner);
  const store = timelineStoreFor(owner, DESC);
  await store.open();
  await vi.waitFor(() => {
    if (store.status === 'ready' && store.months.slice(0, 2).some((m) => m.status === 'pending')) {
      throw new Error('first months loading');
    }
  });
  return store;
}

let appFetch: ReturnType<typeof service>;
const auth = { renew: vi.fn(async () => true), signOut: vi.fn(), token: 'app-token' };

beforeEach(() => {
  appFetch = service();
  vi.stubGlobal('fetch', appFetch);
  auth.renew.mockClear();
  auth.signOut.mockClear();
  auth.token = 'app-token';
  setApiAuthHandlers({ getAccessToken: () => auth.token, renew: auth.renew, signOut: auth.signOut });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as BootWindow).__accountBoot;
  dropTimelineStores();
  window.localStorage.clear();
});

describe('the timeline store adopting the boot script’s calls', () => {
  it('takes the counts and the first months from the boot script and asks nothing again', async () => {
    const bootFetch = service();
    const started = boot(bootFetch);
    const store = await openPhotos();
    expect(store.months.map((m) => [m.key, m.status])).toEqual([
      ['2020-01', 'fulfilled'],
      ['2019-04', 'fulfilled'],
      ['2018-02', 'uninitialized'],
    ]);
    expect(store.months[0]?.photos.map((p) => p.imageId)).toEqual(['2020-1-0', '2020-1-1']);
    expect(urls(bootFetch)).toHaveLength(3);
    expect(appFetch).not.toHaveBeenCalled();
    expect(started?.owner).toBe('user-1');
    expect((window as BootWindow).__accountBoot).toBeUndefined();
    // Later calls are the app's own: the third month, when it scrolls near.
    await store.loadMonth('2018-02');
    expect(urls(appFetch)).toEqual([
      '/api/photo-management/photos/timeline/2018/2?limit=24&sortKey=dateTaken&sortOrder=desc',
    ]);
  });

  it('is taken by the page’s first load when the screen’s code runs before the prefetch', async () => {
    boot(service());
    const store = timelineStoreFor('user-1', DESC);
    await openTimeline('user-1', store);
    prefetchTimeline('user-1');
    await vi.waitFor(() => expect(store.months[1]?.status).toBe('fulfilled'));
    expect(store.months[0]?.status).toBe('fulfilled');
    expect(appFetch).not.toHaveBeenCalled();
  });

  it('shows a failed boot call as the load’s error, without asking the failing service again; Try again asks', async () => {
    boot(service(500));
    const store = await openPhotos();
    expect(store.status).toBe('error');
    expect(appFetch).not.toHaveBeenCalled();
    await store.load();
    expect(store.status).toBe('ready');
    expect(urls(appFetch)[0]).toBe('/api/photo-management/users/timeline?sortKey=dateTaken');
    // The first months' pages follow (each read is sent from a task of its own): all asked here, none later.
    await vi.waitFor(() => expect(store.months[1]?.status).toBe('fulfilled'));
    expect(urls(appFetch)).toHaveLength(3);
  });

  it('sends its own calls when the boot script’s could not be sent', async () => {
    boot(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const store = await openPhotos();
    expect(store.months.slice(0, 2).map((m) => m.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(urls(appFetch)).toHaveLength(3);
  });

  it('renews and asks again when the boot script’s token expired on the way (no error shown)', async () => {
    const bootFetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url).includes('/users/timeline')
        ? new Response('', { status: 401 })
        : Response.json({ images: [], cursor: null }),
    );
    boot(bootFetch);
    auth.renew.mockImplementation(async () => {
      auth.token = 'renewed';
      return true;
    });
    const store = await openPhotos();
    expect(store.status).toBe('ready');
    expect(auth.renew).toHaveBeenCalledTimes(1);
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(urls(appFetch)[0]).toBe('/api/photo-management/users/timeline?sortKey=dateTaken');
    expect(headers(appFetch, 0).Authorization).toBe('Bearer renewed');
    // The boot script saw no answer to read: its months are the app's own calls.
    expect(urls(appFetch)).toHaveLength(3);
  });

  it('takes nothing started for another user', async () => {
    const bootFetch = service();
    boot(bootFetch);
    await openPhotos('user-2');
    expect(urls(appFetch)).toHaveLength(3);
    expect(headers(appFetch, 0).Authorization).toBe('Bearer app-token');
  });

  it('takes nothing started in another sort (the app’s own differs)', async () => {
    boot(service(), { storedSort: () => '{"photos":{"sortKey":"created","sortOrder":"asc"}}' });
    const store = await openPhotos();
    expect(store.months.slice(0, 2).map((m) => m.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(urls(appFetch)).toHaveLength(3);
  });

  it('uses the stored sort on both sides', async () => {
    const sort = { sortKey: 'uploaded', sortOrder: 'asc' } as const;
    storeSortOption('photos', sort);
    const bootFetch = service();
    boot(bootFetch);
    prefetchTimeline('user-1');
    const store = timelineStoreFor('user-1', sort);
    await store.open();
    await vi.waitFor(() => expect(store.months[0]?.status).toBe('fulfilled'));
    expect(urls(bootFetch)[0]).toContain('sortKey=uploaded');
    expect(appFetch).not.toHaveBeenCalled();
  });

  it('in bff mode, takes the calls only when the page is in bff mode', async () => {
    const bootFetch = service();
    const started = boot(bootFetch, { authMode: 'bff', cookie: '' });
    expect(started?.owner).toBeNull();
    // A page in browser mode with a hand-over of bff mode: not this session's calls.
    await openPhotos();
    expect(urls(appFetch)).toHaveLength(3);

    dropTimelineStores();
    appFetch.mockClear();
    boot(bootFetch, { authMode: 'bff', cookie: '' });
    const release = adoptBootTimeline('user-1', window as BootWindow, 'bff');
    const store = timelineStoreFor('user-1', DESC);
    await store.load();
    await vi.waitFor(() => expect(store.months[1]?.status).toBe('fulfilled'));
    release();
    expect(appFetch).not.toHaveBeenCalled();
  });

  it('offers nothing once released: a later load of the same list asks the service', async () => {
    const bootFetch = service();
    boot(bootFetch);
    await bootFetch.mock.results[0]?.value;
    adoptBootTimeline('user-1')();
    const store = timelineStoreFor('user-1', DESC);
    await store.load();
    expect(urls(appFetch)[0]).toBe('/api/photo-management/users/timeline?sortKey=dateTaken');
    // Its first months too, from the service (none of the boot script's pages).
    await vi.waitFor(() => expect(store.months[1]?.status).toBe('fulfilled'));
    expect(urls(appFetch)).toHaveLength(3);
  });
});
