import { useMemo } from 'react';
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
function keepUploadUrl(fromQuery: string | null): string | null {
  try {
    if (fromQuery) {
      window.sessionStorage.setItem(UPLOAD_URL_KEY, fromQuery);
      return fromQuery;
    }
    const stored = window.sessionStorage.getItem(UPLOAD_URL_KEY);
    return stored && isHttpUrl(stored) ? stored : null;
  } catch {
    return fromQuery;
  }
}

export function useAppQuery(): AppQuery {
  const { search } = useLocation();
  return useMemo(() => {
    const query = parseAppQuery(search);
    return { ...query, uploadUrl: keepUploadUrl(query.uploadUrl) };
  }, [search]);
}

/** Adds stripped=true to an in-app path (which may carry its own search and hash) when stripped is on. */
export function withStripped(to: string, stripped: boolean): string {
  if (!stripped) return to;
  const url = new URL(to, 'http://app.invalid');
  url.searchParams.set('stripped', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}
