/**
 * The staff route table: which screen each address shows (index.html; participant screens have
 * their own page, participant.html). Every screen is lazy. Plain data with no React Router
 * code, so that preload-route.ts, run by boot.ts, can start the code of the page being opened
 * before the app itself has arrived.
 */
import type { RouteObject } from 'react-router';
import { centerParticipantsPath, centerPath, DIRECTOR_NAMES_PATH } from '../api/paths.ts';

/** The signed-in user, as the session check answers it, before any schema has checked it. */
export interface UncheckedUser {
  role?: unknown;
  center?: unknown;
}

/**
 * A route's `handle`: the GETs its screen makes first, as addresses, for boot.ts to ask for
 * as soon as the session check answers (preload-route.ts), while the app's code downloads.
 */
export interface EarlyRequests {
  firstRequests(user: UncheckedUser): string[];
}

/** A manager's own center, the one every manager screen shows. */
const managerCenter = (user: UncheckedUser) =>
  user.role === 'manager' && typeof user.center === 'string' ? user.center : null;

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
      {
        // The side menu with the center's logo frames every manager page.
        lazy: async () => ({ Component: (await import('./routes/manager-layout.tsx')).ManagerArea }),
        handle: {
          firstRequests: (user) => {
            const center = managerCenter(user);
            return center ? [centerPath(center)] : [];
          },
        } satisfies EarlyRequests,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/manager-home.tsx')).ManagerHome }) },
          {
            path: 'guide',
            lazy: async () => ({ Component: (await import('./routes/manager-guide.tsx')).ManagerGuideRoute }),
          },
          {
            path: 'pid-browser',
            lazy: async () => ({ Component: (await import('./routes/manager-pid-browser.tsx')).ManagerPidBrowser }),
            // The PID browser opens on the first page of every PID (features/pid-browser).
            handle: {
              firstRequests: (user) => {
                const center = managerCenter(user);
                return center ? [centerParticipantsPath(center, { page: 1 })] : [];
              },
            } satisfies EarlyRequests,
          },
          {
            path: 'participants/:id',
            lazy: async () => ({
              Component: (await import('./routes/manager-participant-progress.tsx')).ManagerParticipantProgress,
            }),
          },
          {
            path: 'survey-center',
            lazy: async () => ({
              Component: (await import('./routes/manager-survey-center.tsx')).ManagerSurveyCenter,
            }),
          },
          {
            path: 'graph-browser',
            lazy: async () => ({
              Component: (await import('./routes/manager-graph-browser.tsx')).ManagerGraphBrowser,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({ Component: (await import('./routes/manager-settings.tsx')).ManagerSettings }),
          },
        ],
      },
    ],
  };
}

export const staffRoutes: RouteObject[] = [
  ...['/', '/login', '/es', '/es/login', '/tw', '/tw/login'].map((path) => ({ path, lazy: managerLogin })),
  // Admin and director areas (issue 5): guard, then the side-menu layout, then the screen.
  {
    path: '/admin',
    lazy: async () => ({ Component: (await import('../features/auth/components/guards.tsx')).RequireAdminOrDirector }),
    children: [
      {
        lazy: async () => ({ Component: (await import('./routes/admin-area.tsx')).AdminArea }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/admin-home.tsx')).AdminHome }) },
          {
            path: 'guide',
            lazy: async () => ({ Component: (await import('./routes/staff-guide.tsx')).AdminGuidePage }),
          },
          {
            path: 'settings',
            lazy: async () => ({ Component: (await import('./routes/account-settings.tsx')).AdminSettingsPage }),
          },
          {
            path: 'register-director',
            lazy: async () => ({ Component: (await import('./routes/register-director.tsx')).RegisterDirectorPage }),
          },
          {
            path: 'register-center',
            lazy: async () => ({ Component: (await import('./routes/register-center.tsx')).AdminRegisterCenterPage }),
          },
          {
            path: 'graph-browser',
            lazy: async () => ({
              Component: (await import('./routes/regional-graph-browser.tsx')).AdminGraphBrowserPage,
            }),
            // The admin's graph browser opens on the region picker (features/graphs).
            handle: {
              firstRequests: (user) => (user.role === 'admin' ? [DIRECTOR_NAMES_PATH] : []),
            } satisfies EarlyRequests,
          },
        ],
      },
    ],
  },
  {
    path: '/director',
    lazy: async () => ({ Component: (await import('../features/auth/components/guards.tsx')).RequireDirector }),
    children: [
      {
        lazy: async () => ({ Component: (await import('./routes/director-area.tsx')).DirectorArea }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/director-home.tsx')).DirectorHome }),
          },
          {
            path: 'guide',
            lazy: async () => ({ Component: (await import('./routes/staff-guide.tsx')).DirectorGuidePage }),
          },
          {
            path: 'settings',
            lazy: async () => ({ Component: (await import('./routes/account-settings.tsx')).DirectorSettingsPage }),
          },
          {
            path: 'register-center',
            lazy: async () => ({
              Component: (await import('./routes/register-center.tsx')).DirectorRegisterCenterPage,
            }),
          },
          {
            path: 'register-manager',
            lazy: async () => ({ Component: (await import('./routes/register-manager.tsx')).RegisterManagerPage }),
          },
          {
            path: 'graph-browser',
            lazy: async () => ({
              Component: (await import('./routes/regional-graph-browser.tsx')).DirectorGraphBrowserPage,
            }),
          },
        ],
      },
    ],
  },
  {
    path: '/forgot-password',
    lazy: async () => ({ Component: (await import('./routes/forgot-password.tsx')).ForgotPasswordPage }),
  },
  {
    path: '/forgot-password/:token',
    lazy: async () => ({ Component: (await import('./routes/forgot-password.tsx')).ResetPasswordPage }),
  },
  managerArea(''),
  managerArea('/es'),
  managerArea('/tw'),
  ...['/centers', '/about', '/contact-us', '/user'].map((path) => ({ path, lazy: comingSoon })),
  { path: '*', lazy: notFound },
];
