import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getTimelineCounts,
  getTimelineMonth,
  SORT_KEYS,
  TIMELINE_PAGE_SIZE,
  type TimelineCounts,
} from '#contracts/photos';
import { paths } from '#contracts/routes';
import { apiServiceUrl, callPath } from '#platform/api/api-request';
import { ACCESS_COOKIE as APP_ACCESS_COOKIE } from '#platform/auth/token-cookies';
import { orderedMonths } from '#platform/photo-library/month-key';
import { readSortOption, type SortOption, storeSortOption } from '#platform/photo-library/sort-options';
import { PREFETCHED_MONTHS } from '#platform/photo-library/timeline-store';
import {
  type BootEnv,
  bootSort,
  countsUrl,
  FIRST_MONTHS,
  firstMonths,
  monthPageUrl,
  PAGE_SIZE,
  SORT_STORAGE_KEY,
  startTimelineBoot,
  tokenSubject,
} from './timeline-boot';

const NOW = Date.UTC(2026, 10, 26, 5, 0, 0);

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'ES256' })}.${part(claims)}.signature`;
}

const validToken = jwt({ sub: 'user-1', exp: NOW / 1000 + 600 });
const COUNTS = { timeline: { 2019: { 4: 3, 12: 0 }, 2020: { 1: 5 }, 0: { 0: 2 }, 2018: { 7: 1 } } };

function env(change: Partial<BootEnv> = {}) {
  const fetch = vi.fn(async (url: string, _init: RequestInit) =>
    url.includes('/users/timeline') ? Response.json(COUNTS) : Response.json({ images: [], cursor: null }),
  );
  let id = 0;
  const value: BootEnv = {
    pathname: '/my-photos/photos',
    cookie: `other=1; ${APP_ACCESS_COOKIE}=${encodeURIComponent(validToken)}`,
    authMode: undefined,
    storedSort: () => null,
    fetch,
    now: () => NOW,
    newId: () => `id-${++id}`,
    ...change,
  };
  return { env: value, fetch };
}

/** The URL the app's own wrapper builds for a call. */
const appCounts = (sort: SortOption) =>
  apiServiceUrl('photo-management', callPath(getTimelineCounts, { query: { sortKey: sort.sortKey } }));
const appMonth = (year: number, month: number, sort: SortOption) =>
  apiServiceUrl(
    'photo-management',
    callPath(getTimelineMonth, {
      params: { year, month },
      query: {
        limit: TIMELINE_PAGE_SIZE,
        cursor: undefined,
        sortKey: sort.sortKey,
        sortOrder: sort.sortOrder,
      },
    }),
  );

afterEach(() => window.localStorage.clear());

describe('startTimelineBoot', () => {
  it('on My photos with a session, asks for the counts and then the first months, as the app would', async () => {
    const { env: e, fetch } = env();
    const boot = startTimelineBoot(e);
    expect(boot?.owner).toBe('user-1');
    const sort: SortOption = { sortKey: 'dateTaken', sortOrder: 'desc' };
    expect(boot?.counts.url).toBe(appCounts(sort));
    const pages = await boot?.pages;
    expect(pages?.map((p) => p.url)).toEqual([appMonth(2020, 1, sort), appMonth(2019, 4, sort)]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      appCounts(sort),
      appMonth(2020, 1, sort),
      appMonth(2019, 4, sort),
    ]);
    const headers = fetch.mock.calls[0]?.[1].headers as Record<string, string>;
    expect(headers).toMatchObject({
      Authorization: `Bearer ${validToken}`,
      'X-CorrelationId': boot?.counts.correlationId,
      'X-CSRF': '1',
      'Cache-Control': 'no-cache',
    });
    // The answer is left unread for the app.
    expect((await boot?.counts.response)?.bodyUsed).toBe(false);
  });

  it('asks in the sort chosen on this device', async () => {
    storeSortOption('photos', { sortKey: 'uploaded', sortOrder: 'asc' });
    const { env: e } = env({ storedSort: () => window.localStorage.getItem(SORT_STORAGE_KEY) });
    const boot = startTimelineBoot(e);
    const sort: SortOption = { sortKey: 'uploaded', sortOrder: 'asc' };
    expect(boot?.counts.url).toBe(appCounts(sort));
    expect((await boot?.pages)?.map((p) => p.url)).toEqual([
      appMonth(2018, 7, sort),
      appMonth(2019, 4, sort),
    ]);
  });

  it.each([
    ['another page', { pathname: '/my-photos/albums' }],
    ['the preview', { pathname: '/my-photos/photos/preview/abc' }],
    ['no session', { cookie: 'other=1' }],
    ['an expired token', { cookie: `access=${jwt({ sub: 'user-1', exp: NOW / 1000 - 10 })}` }],
    ['a token about to expire', { cookie: `access=${jwt({ sub: 'user-1', exp: NOW / 1000 + 5 })}` }],
    ['a token that is not a JWT', { cookie: 'access=opaque' }],
    ['a token without a subject', { cookie: `access=${jwt({ exp: NOW / 1000 + 600 })}` }],
  ])('starts nothing on %s', (_name, change: Partial<BootEnv>) => {
    const { env: e, fetch } = env(change);
    expect(startTimelineBoot(e)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('in bff mode, sends the calls with the session cookie only (no token, no owner)', async () => {
    const { env: e, fetch } = env({ authMode: 'bff', cookie: '' });
    const boot = startTimelineBoot(e);
    expect(boot?.owner).toBeNull();
    await boot?.pages;
    expect(fetch).toHaveBeenCalledTimes(3);
    for (const [, init] of fetch.mock.calls) {
      expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
      expect((init.headers as Record<string, string>)['X-CSRF']).toBe('1');
    }
  });

  it('starts no month when the counts fail or cannot be read', async () => {
    for (const answer of [
      () => Promise.resolve(new Response('{}', { status: 500 })),
      () => Promise.resolve(new Response('not json', { status: 200 })),
      () => Promise.reject(new TypeError('offline')),
    ]) {
      const fetch = vi.fn(answer);
      const boot = startTimelineBoot(env({ fetch }).env);
      await expect(boot?.pages).resolves.toEqual([]);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });
});

describe('what the boot script repeats of the app', () => {
  it('reads the stored sort as the app does', () => {
    for (const stored of [
      null,
      '',
      'garbage',
      '42',
      'null',
      '"photos"',
      '{"photos":"created"}',
      '{"photos":{"sortKey":"size","sortOrder":"asc"}}',
      '{"photos":{"sortKey":"created","sortOrder":"up"}}',
      '{"albumPhotos":{"sortKey":"created","sortOrder":"asc"}}',
      '{"photos":{"sortKey":"created","sortOrder":"asc"}}',
      '{"photos":{"sortKey":"uploaded","sortOrder":"desc"}}',
    ]) {
      expect(bootSort(stored), String(stored)).toEqual(readSortOption('photos', stored));
    }
    expect([...SORT_KEYS]).toContain(bootSort(null).sortKey);
  });

  it('orders the months as the store does', () => {
    const timelines: TimelineCounts['timeline'][] = [
      COUNTS.timeline,
      { 0: { 0: 4 } },
      { 2021: { 3: 1 }, 0: { 0: 1 } },
      { 2021: { 3: 0 } },
      {},
    ];
    for (const timeline of timelines) {
      for (const order of ['asc', 'desc'] as const) {
        const app = orderedMonths(timeline, order)
          .slice(0, PREFETCHED_MONTHS)
          .map((m) => [m.year, m.month]);
        expect(firstMonths({ timeline }, order, FIRST_MONTHS)).toEqual(app);
      }
    }
  });

  it('builds the URLs the store asks for, and its sizes and path are the app’s', () => {
    const sort: SortOption = { sortKey: 'created', sortOrder: 'asc' };
    expect(countsUrl(sort)).toBe(appCounts(sort));
    expect(monthPageUrl(2019, 4, sort)).toBe(appMonth(2019, 4, sort));
    expect(PAGE_SIZE).toBe(TIMELINE_PAGE_SIZE);
    expect(FIRST_MONTHS).toBe(PREFETCHED_MONTHS);
    expect(startTimelineBoot(env({ pathname: `${paths.photos}/` }).env)).not.toBeNull();
  });

  it('reads only a usable token’s subject', () => {
    expect(tokenSubject(validToken, NOW)).toBe('user-1');
    expect(tokenSubject('a.%%%.c', NOW)).toBeNull();
    expect(tokenSubject(jwt({ sub: 7, exp: NOW / 1000 + 600 }), NOW)).toBeNull();
  });
});
