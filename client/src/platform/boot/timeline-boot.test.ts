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
import { readSortOption, type SortOption, storeSortOption } from '#platform/photo-library/timeline';
import { orderedMonths } from '#platform/photo-library/timeline/month-key';
import { PREFETCHED_MONTHS } from '#platform/photo-library/timeline/month-state';
import {
  type BootEnv,
  bootSort,
  countsUrl,
  FIRST_MONTHS,
  firstMonths,
  keptFirstMonths,
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
    storedFirstMonths: () => null,
    keepFirstMonths: () => undefined,
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

describe('the first months kept from the last load (decision 392)', () => {
  const desc: SortOption = { sortKey: 'dateTaken', sortOrder: 'desc' };
  function keeping(kept: string | null, change: Partial<BootEnv> = {}) {
    const keepFirstMonths = vi.fn<BootEnv['keepFirstMonths']>();
    const made = env({ storedFirstMonths: () => kept, keepFirstMonths, ...change });
    return { ...made, keepFirstMonths };
  }
  const kept = (months: [number, number][], owner: string | null = 'user-1', sort = desc) =>
    JSON.stringify({ owner, ...sort, months });

  it("keeps the counts' first months, with their owner and sort", async () => {
    const { env: e, keepFirstMonths } = keeping(null);
    await startTimelineBoot(e)?.pages;
    expect(keepFirstMonths).toHaveBeenCalledWith(
      kept([
        [2020, 1],
        [2019, 4],
      ]),
    );
  });

  it('asks for the kept months beside the counts, and takes them when the counts name them: nothing twice', async () => {
    const { env: e, fetch } = keeping(
      kept([
        [2020, 1],
        [2019, 4],
      ]),
    );
    const boot = startTimelineBoot(e);
    // Sent before the counts answered.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      appCounts(desc),
      appMonth(2020, 1, desc),
      appMonth(2019, 4, desc),
    ]);
    const pages = await boot?.pages;
    expect(pages?.map((p) => p.url)).toEqual([appMonth(2020, 1, desc), appMonth(2019, 4, desc)]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('asks for a month the counts now put first, and takes a kept one that is still among the first', async () => {
    // Since the last load, photos of March 2021 arrived: it comes first, January 2020 second.
    const counts = { timeline: { ...COUNTS.timeline, 2021: { 3: 2 } } };
    const fetch = vi.fn(async (url: string, _init: RequestInit) =>
      url.includes('/users/timeline') ? Response.json(counts) : Response.json({ images: [], cursor: null }),
    );
    const { env: e } = keeping(
      kept([
        [2020, 1],
        [2019, 4],
      ]),
      { fetch },
    );
    const pages = await startTimelineBoot(e)?.pages;
    expect(pages?.map((p) => p.url)).toEqual([appMonth(2021, 3, desc), appMonth(2020, 1, desc)]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      appCounts(desc),
      appMonth(2020, 1, desc),
      appMonth(2019, 4, desc),
      appMonth(2021, 3, desc),
    ]);
  });

  it.each([
    ['another owner', kept([[2020, 1]], 'user-2')],
    ['another sort', kept([[2020, 1]], 'user-1', { sortKey: 'dateTaken', sortOrder: 'asc' })],
    [
      'a month that is no month',
      JSON.stringify({
        owner: 'user-1',
        ...desc,
        months: [
          [2020, 1],
          ['2019', 4],
        ],
      }),
    ],
    ['no months', JSON.stringify({ owner: 'user-1', ...desc })],
    ['something unreadable', '{'],
  ])('asks for nothing early for %s', async (_name, stored) => {
    const { env: e, fetch } = keeping(stored);
    startTimelineBoot(e);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(keptFirstMonths(stored, 'user-1', desc)).toEqual([]);
  });

  it('gives no page when the counts fail, though the kept months were asked for', async () => {
    const fetch = vi.fn(async (url: string, _init: RequestInit) =>
      url.includes('/users/timeline')
        ? new Response('{}', { status: 500 })
        : Response.json({ images: [], cursor: null }),
    );
    const { env: e, keepFirstMonths } = keeping(kept([[2020, 1]]), { fetch });
    await expect(startTimelineBoot(e)?.pages).resolves.toEqual([]);
    expect(keepFirstMonths).not.toHaveBeenCalled();
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
