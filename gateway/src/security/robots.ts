import type { AppEnv } from '../options';

export const ROBOTS_NOINDEX = 'noindex, nofollow';
export const ROBOTS_INDEX = 'index, follow';

/** Only the root page of a production site may be indexed; everything else (and every other env) is noindex. */
export function robotsFor(appEnv: AppEnv, method: string, url: string): string {
  if (appEnv !== 'production' || (method !== 'GET' && method !== 'HEAD')) return ROBOTS_NOINDEX;
  return url === '/' || url.startsWith('/?') ? ROBOTS_INDEX : ROBOTS_NOINDEX;
}
