import { matchPath } from 'react-router';
import { paths, type RouteName } from '#contracts/routes';
import { routeTable } from './route-table';

/**
 * Starts loading the chunk of the screen at `pathname` (the page being opened), so it arrives while the config
 * and the session are still loading instead of after them.
 */
export function preloadScreenFor(pathname: string): void {
  for (const [name, entry] of Object.entries(routeTable) as [RouteName, (typeof routeTable)[RouteName]][]) {
    if (!matchPath({ path: paths[name], end: true }, pathname)) continue;
    if ('preload' in entry.screen && typeof entry.screen.preload === 'function') void entry.screen.preload();
    return;
  }
}
