/**
 * The route table. Staff screens hang under the lazily loaded StaffRoot (Mantine, i18n,
 * auth); participant screens under their own light roots, so a survey link stays small.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';

const staffRoot = async () => ({ Component: (await import('./staff-root.tsx')).StaffRoot });
const staffError = async () => ({ ErrorBoundary: (await import('../components/error-boundary.tsx')).RouteError });

const managerLogin = async () => ({
  Component: (await import('../features/auth/components/manager-login.tsx')).ManagerLogin,
});
const comingSoon = async () => ({ Component: (await import('../components/coming-soon.tsx')).ComingSoon });
const notFound = async () => ({ Component: (await import('../components/not-found.tsx')).NotFound });

/** The manager area exists in English, and under /es and /tw. */
function managerArea(prefix: string): RouteObject {
  return {
    path: `${prefix}/manager`,
    lazy: async () => ({ Component: (await import('../features/auth/components/guards.tsx')).RequireManager }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/manager-home.tsx')).ManagerHome }) },
    ],
  };
}

const staffRoutes: RouteObject[] = [
  ...['/', '/login', '/es', '/es/login', '/tw', '/tw/login'].map((path) => ({ path, lazy: managerLogin })),
  {
    path: '/admin',
    lazy: async () => ({ Component: (await import('../features/auth/components/guards.tsx')).RequireAdminOrDirector }),
    children: [{ index: true, lazy: async () => ({ Component: (await import('./routes/admin-home.tsx')).AdminHome }) }],
  },
  {
    path: '/director',
    lazy: async () => ({ Component: (await import('../features/auth/components/guards.tsx')).RequireDirector }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/director-home.tsx')).DirectorHome }) },
    ],
  },
  managerArea(''),
  managerArea('/es'),
  managerArea('/tw'),
  ...['/centers', '/about', '/contact-us', '/user'].map((path) => ({ path, lazy: comingSoon })),
  { path: '*', lazy: notFound },
];

export const router = createBrowserRouter([
  {
    lazy: async () => ({ ...(await staffRoot()), ...(await staffError()) }),
    children: staffRoutes,
  },
]);
