import { useLocation } from 'react-router';
import { isHttpUrl } from '#contracts/url';

export interface AppQuery {
  /** The side menu is hidden (except on small screens). */
  hideHeaderNav: boolean;
  /** Stripped mode (embedded in the shop's app): kept on every in-app navigation. */
  stripped: boolean;
  /** Where uploads return to; only a valid http(s) URL is kept. */
  uploadUrl: string | null;
}

export function parseAppQuery(search: string): AppQuery {
  const params = new URLSearchParams(search);
  const hide = params.get('hideHeaderNav');
  const uploadUrl = params.get('uploadUrl');
  return {
    hideHeaderNav: hide !== null && hide !== 'false',
    stripped: params.get('stripped') === 'true',
    uploadUrl: uploadUrl && isHttpUrl(uploadUrl) ? uploadUrl : null,
  };
}

const UPLOAD_URL_KEY = 'uploadUrl';

/** A valid uploadUrl is remembered for the session: redirects and links do not carry it along. */
function rememberUploadUrl(url: string): void {
  try {
    window.sessionStorage.setItem(UPLOAD_URL_KEY, url);
  } catch {
    // Storage refused: the URL still holds it for this page.
  }
}

function rememberedUploadUrl(): string | null {
  try {
    const stored = window.sessionStorage.getItem(UPLOAD_URL_KEY);
    return stored && isHttpUrl(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The query of one search string, for every component that asks (each link of a list asks): parsed once, and
 * the remembered uploadUrl read only when someone reads it (the first sessionStorage read of a page waits for
 * the browser process, on the page's start-up path otherwise).
 */
function appQueryOf(search: string): AppQuery {
  const query = parseAppQuery(search);
  if (query.uploadUrl) rememberUploadUrl(query.uploadUrl);
  return {
    hideHeaderNav: query.hideHeaderNav,
    stripped: query.stripped,
    get uploadUrl() {
      return query.uploadUrl ?? rememberedUploadUrl();
    },
  };
}

let current: { search: string; query: AppQuery } | null = null;

export function useAppQuery(): AppQuery {
  const { search } = useLocation();
  if (current?.search !== search) current = { search, query: appQueryOf(search) };
  return current.query;
}

/** Adds stripped=true to an in-app path (which may carry its own search and hash) when stripped is on. */
export function withStripped(to: string, stripped: boolean): string {
  if (!stripped) return to;
  const url = new URL(to, 'http://app.invalid');
  url.searchParams.set('stripped', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}
