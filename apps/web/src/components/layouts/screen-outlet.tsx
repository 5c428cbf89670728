import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../lib/error-boundary.tsx';
import { RouteError } from '../route-error.tsx';

/**
 * Where a layout shows its screen. A screen that fails to load or render (its code did not
 * download, say) shows the error in its place, and whatever frames it (the navbar and footer, an
 * area's side menu) stays and keeps working; moving elsewhere shows the screen again.
 */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<RouteError />} resetKey={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
