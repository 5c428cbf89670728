/**
 * The staff router. StaffRoot (Mantine, i18n, auth) frames every staff screen, so it is part of
 * the entry: the browser fetches it, and its style sheet, in parallel with React. The screens
 * are in route-table.ts.
 */
import { createBrowserRouter } from 'react-router';
import { RouteError } from '../components/error-boundary.tsx';
import { staffRoutes } from './route-table.ts';
import { StaffRoot, StaffRootError } from './staff-root.tsx';

/** Made by main.tsx, in a task of its own: it matches the address and starts loading the screen. */
export const createStaffRouter = () =>
  createBrowserRouter([
    {
      Component: StaffRoot,
      ErrorBoundary: StaffRootError,
      // A screen that fails to load or render (its code did not download, say) shows the error
      // inside the navbar and footer, which keep working.
      children: [{ ErrorBoundary: RouteError, children: staffRoutes }],
    },
  ]);
