import { type ComponentType, type ReactNode, useEffect } from 'react';
import type { RouteObject } from 'react-router';
import { AppRoot } from '#app/AppRoot';
import { RequireAuth } from '#app/auth/RequireAuth';
import { NotFoundPage } from '#app/errors/NotFoundPage';
import { B2bOnly, ConsumerOnly, FlagGuard } from '#app/guards/guards';
import { FullScreenLayout } from '#app/shell/FullScreenLayout';
import { PublicLayout } from '#app/shell/PublicLayout';
import { ShellLayout } from '#app/shell/ShellLayout';
import { paths, type RouteName } from '#contracts/routes';
import { whenScreenIdle } from '#platform/scheduling/when-screen-idle';
import { preloadScreenCode } from './preload-screen';
import { type Guard, type Layout, type RouteEntry, routeTable } from './route-table';

function guarded(guard: Guard | undefined, element: ReactNode): ReactNode {
  if (guard === undefined) return element;
  if (guard === 'b2b') return <B2bOnly>{element}</B2bOnly>;
  if (guard === 'consumer') return <ConsumerOnly>{element}</ConsumerOnly>;
  return <FlagGuard flag={guard.flag}>{element}</FlagGuard>;
}

/** A screen, and the code of the screen it opens most fetched once it has settled (`RouteEntry.opens`). */
function ScreenOpening({ screen: Screen, opens }: { screen: ComponentType; opens: RouteName }) {
  useEffect(() => whenScreenIdle(() => preloadScreenCode(routeTable[opens].screen)), [opens]);
  return <Screen />;
}

function routesOf(layout: Layout): RouteObject[] {
  return (Object.entries(routeTable) as [RouteName, RouteEntry][])
    .filter(([, entry]) => entry.layout === layout)
    .map(([name, { screen: Screen, guard, opens }]) => {
      const element = guarded(guard, opens ? <ScreenOpening screen={Screen} opens={opens} /> : <Screen />);
      return paths[name] === paths.home ? { index: true, element } : { path: paths[name], element };
    });
}

/** The route table (route-table.tsx) placed in its layouts. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      ...routesOf('bare'),
      {
        element: <RequireAuth />,
        children: [
          { element: <FullScreenLayout />, children: routesOf('fullScreen') },
          {
            path: paths.home,
            element: <ShellLayout />,
            children: [...routesOf('shell'), { path: '*', element: <NotFoundPage /> }],
          },
        ],
      },
      { element: <PublicLayout />, children: routesOf('public') },
    ],
  },
];
