import type { RouteObject } from 'react-router';
import { retryableLazy } from '../lib/retryable-lazy.tsx';
import type { StaffRoute } from './route-table.ts';

/**
 * React Router's routes for the table. A screen's code is asked for when its route first renders
 * (or earlier, by preload-route.ts). Navigations are transitions (BrowserRouter's default), so the
 * screen on view stays until the next one's code has arrived, and nothing needs a fallback. A
 * screen whose code failed to download asks again once the person has moved on (router.tsx).
 */
export function toRouteObjects(routes: StaffRoute[]): RouteObject[] {
  return routes.map((route) => {
    const Screen = retryableLazy(async () => ({ default: await route.screen() }));
    return route.index
      ? { index: true, element: <Screen /> }
      : {
          path: route.path,
          element: <Screen />,
          ...(route.children && { children: toRouteObjects(route.children) }),
        };
  });
}
