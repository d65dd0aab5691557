import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AppRoot } from '#app/AppRoot';
import { RequireAuth } from '#app/auth/RequireAuth';
import { NotFoundPage } from '#app/errors/NotFoundPage';
import { B2bOnly, ConsumerOnly, FlagGuard } from '#app/guards/guards';
import { FullScreenLayout } from '#app/shell/FullScreenLayout';
import { PublicLayout } from '#app/shell/PublicLayout';
import { ShellLayout } from '#app/shell/ShellLayout';
import { paths, type RouteName } from '#contracts/routes';
import { type Guard, type Layout, type RouteEntry, routeTable } from './route-table';

function guarded(guard: Guard | undefined, element: ReactNode): ReactNode {
  if (guard === undefined) return element;
  if (guard === 'b2b') return <B2bOnly>{element}</B2bOnly>;
  if (guard === 'consumer') return <ConsumerOnly>{element}</ConsumerOnly>;
  return <FlagGuard flag={guard.flag}>{element}</FlagGuard>;
}

function routesOf(layout: Layout): RouteObject[] {
  return (Object.entries(routeTable) as [RouteName, RouteEntry][])
    .filter(([, entry]) => entry.layout === layout)
    .map(([name, { screen: Screen, guard }]) => {
      const element = guarded(guard, <Screen />);
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
