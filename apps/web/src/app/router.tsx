/**
 * The staff router, React Router in its declarative mode: the routes of route-table.ts, each
 * screen a lazy component. StaffRoot (Mantine, i18n, auth) frames every staff screen, so it is
 * part of the entry: the browser fetches it, and its style sheet, in parallel with React.
 *
 * Not the data router (createBrowserRouter): the staff screens fetch their own data (TanStack
 * Query) and use none of its loaders, actions or fetchers, yet it was a third of React Router's
 * code, which every staff page downloads before its first paint (ADR 010).
 */
import { useEffect } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { ScreenOutlet } from '../components/layouts/screen-outlet.tsx';
import { retryFailedLoads } from '../lib/retryable-lazy.tsx';
import { toRouteObjects } from './route-objects.tsx';
import { staffRoutes } from './route-table.ts';
import { StaffRoot } from './staff-root.tsx';

/**
 * A screen that fails to load or render (its code did not download, say) shows the error inside the
 * navbar and footer, or inside its area's side menu (side-menu-layout.tsx), which keep working and
 * lead elsewhere; its Reload button tries again, and so does coming back to it once the person has
 * moved on. The error of an area's guard or menu itself shows here, under the navbar.
 */
function ScreenErrors() {
  const { pathname } = useLocation();
  // After each change of address has been drawn: the error stays on view until the address changes.
  useEffect(retryFailedLoads, [pathname]);
  return <ScreenOutlet />;
}

const routes: RouteObject[] = [
  { element: <StaffRoot />, children: [{ element: <ScreenErrors />, children: toRouteObjects(staffRoutes) }] },
];

/** Every staff screen, framed; inside a BrowserRouter (main.tsx). */
export function StaffRoutes() {
  return useRoutes(routes);
}
