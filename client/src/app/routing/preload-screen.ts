import { matchPath } from 'react-router';
import { paths, type RouteName } from '#contracts/routes';
import type { FlagValues } from '#platform/feature-flags/resolve-flags';
import { type Guard, type RouteEntry, routeTable } from './route-table';

/** The route table's entry for `pathname`, if any. */
function entryAt(pathname: string): RouteEntry | undefined {
  for (const [name, entry] of Object.entries(routeTable) as [RouteName, RouteEntry][]) {
    if (matchPath({ path: paths[name], end: true }, pathname)) return entry;
  }
  return undefined;
}

/**
 * Starts loading the code of the screen at `pathname` (the page being opened), so it arrives while the config and
 * the session are still loading instead of after them: first what its first calls need (`prefetch`), then its
 * chunks.
 */
export function preloadScreenFor(pathname: string): void {
  const entry = entryAt(pathname);
  entry?.prefetch?.().catch(() => undefined);
  if (entry) preloadScreenCode(entry.screen);
}

/** Starts loading a lazy screen's chunks (a screen that is not lazy has none). */
export function preloadScreenCode(screen: RouteEntry['screen']): void {
  if ('preload' in screen && typeof screen.preload === 'function') void screen.preload();
}

function guardAllows(guard: Guard | undefined, flags: FlagValues, isB2b: boolean): boolean {
  if (guard === undefined) return true;
  if (guard === 'b2b') return isB2b;
  if (guard === 'consumer') return !isB2b;
  return flags[guard.flag];
}

/**
 * Starts the first calls of the screen at `pathname` for `owner` (the session just known), when its guard lets
 * this user in: they then run beside the screen's code and the shell's first render. Resolves once they started.
 */
export function prefetchScreenData(
  pathname: string,
  owner: string,
  access: { flags: FlagValues; isB2b: boolean },
): Promise<void> {
  const entry = entryAt(pathname);
  if (!entry?.prefetch || !guardAllows(entry.guard, access.flags, access.isB2b)) return Promise.resolve();
  // A failed chunk load is the screen's to report (it needs the same code); nothing is started then.
  return entry.prefetch().then(
    (start) => start(owner),
    () => undefined,
  );
}
