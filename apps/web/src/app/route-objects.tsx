import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { StaffRoute } from './route-table.ts';

/**
 * React Router's routes for the table. A screen's code is asked for when its route first renders
 * (or earlier, by preload-route.ts). Navigations are transitions (BrowserRouter's default), so the
 * screen on view stays until the next one's code has arrived, and nothing needs a fallback.
 */
export function toRouteObjects(routes: StaffRoute[]): RouteObject[] {
  return routes.map((route) => {
    const Screen = lazy(async () => ({ default: await route.screen() }));
    return route.index
      ? { index: true, element: <Screen /> }
      : {
          path: route.path,
          element: <Screen />,
          ...(route.children && { children: toRouteObjects(route.children) }),
        };
  });
}
