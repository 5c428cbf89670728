import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { StaffRoute } from './route-table.ts';

/** How to ask again for each screen whose code failed to download. */
const failedScreens = new Set<() => void>();

/**
 * Lets each screen whose code failed to download ask for it again the next time it renders. Called
 * after each change of address has been drawn (router.tsx), never during a render: React renders a
 * failed screen a second time before it shows the error, and a screen that asked again there would
 * never show it, asking and failing on and on while the connection was down. The error stays on view
 * until the address changes, so the screen renders again, and asks, when the person comes back.
 */
export function retryFailedScreens(): void {
  for (const retry of failedScreens) retry();
  failedScreens.clear();
}

/**
 * A lazy component for a screen whose code download may fail and succeed later. React.lazy keeps a
 * failure for good, so without a new one a screen whose code did not arrive (a dropped connection)
 * would fail at every visit until the page was reloaded. The browser fetches a module anew when an
 * earlier fetch of it failed.
 */
function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const attempt = () =>
    lazy(() =>
      load().then(
        (Screen) => ({ default: Screen }),
        (error: unknown) => {
          failedScreens.add(() => (Lazy = attempt()));
          throw error;
        },
      ),
    );
  let Lazy = attempt();
  return function Screen() {
    return <Lazy />;
  };
}

/**
 * React Router's routes for the table. A screen's code is asked for when its route first renders
 * (or earlier, by preload-route.ts). Navigations are transitions (BrowserRouter's default), so the
 * screen on view stays until the next one's code has arrived, and nothing needs a fallback.
 */
export function toRouteObjects(routes: StaffRoute[]): RouteObject[] {
  return routes.map((route) => {
    const Screen = lazyScreen(route.screen);
    return route.index
      ? { index: true, element: <Screen /> }
      : {
          path: route.path,
          element: <Screen />,
          ...(route.children && { children: toRouteObjects(route.children) }),
        };
  });
}
