import type { BootCall, BootTimeline } from './hand-over';

/*
 * The boot script's work (decision 220): when the page opened is My photos and a session is there, start the
 * timeline's first calls before the app's JS has even downloaded, exactly as the app's store would make them
 * (same URLs, same headers), and leave them at the hand-over point for the store to adopt.
 *
 * This runs before the app and outside it: it imports nothing but types (its bundle is a few hundred bytes), so
 * the few constants it needs are repeated here; timeline-boot.test.ts holds each to the app's own.
 */

/** `paths.photos` (contracts/routes.ts). */
export const PHOTOS_PATH = '/my-photos/photos';
/** config.api.basePath (gateway/src/config/build-app-config.ts): the app adopts nothing if its own differs. */
export const API_BASE = '/api/photo-management';
/** The spec's access token cookie (platform/auth/token-cookies.ts). */
export const ACCESS_COOKIE = 'access';
/** Where the lists' chosen sort is kept per device (platform/photo-library/timeline/sort-options.ts). */
export const SORT_STORAGE_KEY = 'photoSortOptions';
export const SORT_KEYS: readonly string[] = ['created', 'dateTaken', 'uploaded'];
export const DEFAULT_SORT = { sortKey: 'dateTaken', sortOrder: 'desc' };
/** TIMELINE_PAGE_SIZE and PREFETCHED_MONTHS of the app. */
export const PAGE_SIZE = 24;
export const FIRST_MONTHS = 2;
/**
 * Where the boot script keeps the first months of the last counts it read, with their owner and sort (decision
 * 392): the next load asks for those months' pages beside the counts instead of after them.
 */
export const FIRST_MONTHS_STORAGE_KEY = 'photoTimelineFirstMonths';
/** A token this close to its expiry is left to the app, which renews it first. */
const EXPIRY_MARGIN_S = 30;

/** What the boot script reads from the page it runs in (the tests give their own). */
export interface BootEnv {
  pathname: string;
  cookie: string;
  /** `<html data-auth-mode>`: 'bff' when the gateway keeps the session. */
  authMode: string | undefined;
  storedSort(): string | null;
  /** The first months kept by the last load (FIRST_MONTHS_STORAGE_KEY), and keeping this load's. */
  storedFirstMonths(): string | null;
  keepFirstMonths(value: string): void;
  fetch(url: string, init: RequestInit): Promise<Response>;
  /** Milliseconds since the epoch. */
  now(): number;
  newId(): string;
}

interface Sort {
  sortKey: string;
  sortOrder: string;
}

/** The photos list's stored sort, as readSortOption reads it: the default for anything missing or invalid. */
export function bootSort(stored: string | null): Sort {
  try {
    const option: unknown = (JSON.parse(stored ?? '{}') as Record<string, unknown>).photos;
    if (typeof option === 'object' && option !== null) {
      const { sortKey, sortOrder } = option as Record<string, unknown>;
      if (
        typeof sortKey === 'string' &&
        SORT_KEYS.includes(sortKey) &&
        (sortOrder === 'asc' || sortOrder === 'desc')
      ) {
        return { sortKey, sortOrder };
      }
    }
  } catch {
    // Unparsable: the default, as the app does.
  }
  return { ...DEFAULT_SORT };
}

/** The value of a cookie, or null. */
function cookieValue(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The subject of the access token in the cookie, when the token is a JWT not about to expire; null otherwise
 * (no session, an opaque or expired token: the app's own path signs in or renews first). The signature is not
 * checked: the gateway's upstreams check it, this only decides whether to start and whose the answers are.
 */
export function tokenSubject(token: string, nowMs: number): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp - EXPIRY_MARGIN_S > nowMs / 1000 ? claims.sub : null;
  } catch {
    return null;
  }
}

/**
 * The first months of GET /users/timeline's counts in display order (orderedMonths of month-key.ts): dated
 * months newest first (`desc`) or oldest first (`asc`), the undated (year 0, month 0) last, empty ones left out.
 */
export function firstMonths(body: unknown, sortOrder: string, count: number): [number, number][] {
  const timeline = (body as { timeline?: unknown } | null)?.timeline;
  if (typeof timeline !== 'object' || timeline === null) return [];
  const dated: [number, number][] = [];
  let undated = false;
  for (const [yearText, byMonth] of Object.entries(timeline)) {
    if (typeof byMonth !== 'object' || byMonth === null) continue;
    for (const [monthText, photos] of Object.entries(byMonth)) {
      if (typeof photos !== 'number' || photos <= 0) continue;
      const at: [number, number] = [Number(yearText), Number(monthText)];
      if (at[0] === 0 && at[1] === 0) undated = true;
      else dated.push(at);
    }
  }
  dated.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sortOrder === 'desc') dated.reverse();
  if (undated) dated.push([0, 0]);
  return dated.slice(0, count);
}

/**
 * The first months the last load's counts gave for this owner and sort (what keepFirstMonths kept), or none:
 * another owner or sort, or anything unreadable.
 */
export function keptFirstMonths(stored: string | null, owner: string | null, sort: Sort): [number, number][] {
  try {
    const value = JSON.parse(stored ?? 'null') as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null) return [];
    if (value.owner !== owner || value.sortKey !== sort.sortKey || value.sortOrder !== sort.sortOrder)
      return [];
    const months: unknown = value.months;
    const isMonth = (at: unknown): at is [number, number] =>
      Array.isArray(at) && at.length === 2 && at.every((n) => Number.isInteger(n) && n >= 0 && n <= 9999);
    return Array.isArray(months) && months.every(isMonth) ? months.slice(0, FIRST_MONTHS) : [];
  } catch {
    return [];
  }
}

/** The URL of a month's first page, as the app's wrapper builds it (buildQuery's order: limit, sortKey, sortOrder). */
export const MONTH_PAGES = `${API_BASE}/photos/timeline/`;

export function monthPageUrl(year: number, month: number, sort: Sort): string {
  return `${MONTH_PAGES}${year}/${month}?limit=${PAGE_SIZE}&sortKey=${encodeURIComponent(sort.sortKey)}&sortOrder=${encodeURIComponent(sort.sortOrder)}`;
}

export function countsUrl(sort: Sort): string {
  return `${API_BASE}/users/timeline?sortKey=${encodeURIComponent(sort.sortKey)}`;
}

/**
 * Starts the calls, or returns null when this page is not My photos or no usable session is readable. The token
 * goes only where the app sends it (the Authorization header of these same-origin calls) and is kept nowhere.
 */
export function startTimelineBoot(env: BootEnv): BootTimeline | null {
  const path = env.pathname.replace(/\/+$/, '');
  if (path !== PHOTOS_PATH) return null;
  const bff = env.authMode === 'bff';
  let owner: string | null = null;
  let token: string | null = null;
  if (!bff) {
    token = cookieValue(env.cookie, ACCESS_COOKIE);
    owner = token === null ? null : tokenSubject(token, env.now());
    if (owner === null) return null;
  }
  const sort = bootSort(env.storedSort());
  const get = (url: string): BootCall => {
    const correlationId = env.newId();
    // The headers of the app's wrapper (api-request.ts buildInit), so the answer is the one it would have had.
    const headers: Record<string, string> = {
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      'X-CorrelationId': correlationId,
      'X-CSRF': '1',
      'Content-Type': 'application/json',
    };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    return { url, correlationId, response: env.fetch(url, { method: 'GET', headers }) };
  };
  const counts = get(countsUrl(sort));
  // The months the last load began with go out beside the counts (decision 392). They are used only where the
  // counts name them; a month that is no longer among the first is never read, and costs one call.
  const early = new Map<string, BootCall>();
  for (const [year, month] of keptFirstMonths(env.storedFirstMonths(), owner, sort)) {
    const url = monthPageUrl(year, month, sort);
    early.set(url, get(url));
  }
  const pages = counts.response
    .then(async (response) => {
      if (!response.ok) return [];
      const months = firstMonths(await response.clone().json(), sort.sortOrder, FIRST_MONTHS);
      env.keepFirstMonths(JSON.stringify({ owner, ...sort, months }));
      return months.map(([year, month]) => {
        const url = monthPageUrl(year, month, sort);
        return early.get(url) ?? get(url);
      });
    })
    .catch((): BootCall[] => []);
  return { owner, counts, monthPages: MONTH_PAGES, pages };
}
