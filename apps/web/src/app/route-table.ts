/**
 * The staff route table: which screen each address shows (index.html; participant screens have
 * their own page, participant.html). Every screen is lazy. Plain data with no React Router
 * code, so that preload-route.ts, run by boot.ts, can start the code of the page being opened
 * before the app itself has arrived; router.tsx makes React Router's routes of it.
 */
import type { ComponentType } from 'react';
import { centerParticipantsPath, centerPath, DIRECTOR_NAMES_PATH } from '../api/paths.ts';

/**
 * A route: an address pattern as React Router reads it (literal segments, `:name`, a final `*`;
 * relative to its parent's unless it starts with '/'), or the index of its parent, or neither
 * (a layout that frames its children); and the code of what it shows there.
 */
export interface StaffRoute {
  path?: string;
  index?: true;
  /** Downloads (once) and gives the screen or layout, which renders its children in an Outlet. */
  screen: () => Promise<ComponentType>;
  handle?: EarlyRequests;
  children?: StaffRoute[];
}

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

const managerLogin = async () => (await import('../features/auth/components/manager-login.tsx')).ManagerLogin;
const comingSoon = async () => (await import('../components/coming-soon.tsx')).ComingSoon;
const notFound = async () => (await import('../components/not-found.tsx')).NotFound;

/** The manager area exists in English, and under /es and /tw. */
function managerArea(prefix: string): StaffRoute {
  return {
    path: `${prefix}/manager`,
    screen: async () => (await import('../features/auth/components/guards.tsx')).RequireManager,
    children: [
      {
        // The side menu with the center's logo frames every manager page.
        screen: async () => (await import('./routes/manager-layout.tsx')).ManagerArea,
        handle: {
          firstRequests: (user) => {
            const center = managerCenter(user);
            return center ? [centerPath(center)] : [];
          },
        },
        children: [
          { index: true, screen: async () => (await import('./routes/manager-home.tsx')).ManagerHome },
          {
            path: 'guide',
            screen: async () => (await import('./routes/manager-guide.tsx')).ManagerGuideRoute,
          },
          {
            path: 'pid-browser',
            screen: async () => (await import('./routes/manager-pid-browser.tsx')).ManagerPidBrowser,
            // The PID browser opens on the first page of every PID (features/pid-browser).
            handle: {
              firstRequests: (user) => {
                const center = managerCenter(user);
                return center ? [centerParticipantsPath(center, { page: 1 })] : [];
              },
            },
          },
          {
            path: 'participants/:id',
            screen: async () => (await import('./routes/manager-participant-progress.tsx')).ManagerParticipantProgress,
          },
          {
            path: 'survey-center',
            screen: async () => (await import('./routes/manager-survey-center.tsx')).ManagerSurveyCenter,
          },
          {
            path: 'graph-browser',
            screen: async () => (await import('./routes/manager-graph-browser.tsx')).ManagerGraphBrowser,
          },
          {
            path: 'settings',
            screen: async () => (await import('./routes/manager-settings.tsx')).ManagerSettings,
          },
        ],
      },
    ],
  };
}

export const staffRoutes: StaffRoute[] = [
  ...['/', '/login', '/es', '/es/login', '/tw', '/tw/login'].map((path) => ({ path, screen: managerLogin })),
  // Admin and director areas (issue 5): guard, then the side-menu layout, then the screen.
  {
    path: '/admin',
    screen: async () => (await import('../features/auth/components/guards.tsx')).RequireAdminOrDirector,
    children: [
      {
        screen: async () => (await import('./routes/admin-area.tsx')).AdminArea,
        children: [
          { index: true, screen: async () => (await import('./routes/admin-home.tsx')).AdminHome },
          {
            path: 'guide',
            screen: async () => (await import('./routes/staff-guide.tsx')).AdminGuidePage,
          },
          {
            path: 'settings',
            screen: async () => (await import('./routes/account-settings.tsx')).AdminSettingsPage,
          },
          {
            path: 'register-director',
            screen: async () => (await import('./routes/register-director.tsx')).RegisterDirectorPage,
          },
          {
            path: 'register-center',
            screen: async () => (await import('./routes/register-center.tsx')).AdminRegisterCenterPage,
          },
          {
            path: 'directors',
            screen: async () => (await import('./routes/directors.tsx')).DirectorsPage,
            handle: {
              firstRequests: (user) => (user.role === 'admin' ? [DIRECTOR_NAMES_PATH] : []),
            },
          },
          {
            path: 'graph-browser',
            screen: async () => (await import('./routes/regional-graph-browser.tsx')).AdminGraphBrowserPage,
            // The admin's graph browser opens on the region picker (features/graphs).
            handle: {
              firstRequests: (user) => (user.role === 'admin' ? [DIRECTOR_NAMES_PATH] : []),
            },
          },
        ],
      },
    ],
  },
  {
    path: '/director',
    screen: async () => (await import('../features/auth/components/guards.tsx')).RequireDirector,
    children: [
      {
        screen: async () => (await import('./routes/director-area.tsx')).DirectorArea,
        children: [
          {
            index: true,
            screen: async () => (await import('./routes/director-home.tsx')).DirectorHome,
          },
          {
            path: 'guide',
            screen: async () => (await import('./routes/staff-guide.tsx')).DirectorGuidePage,
          },
          {
            path: 'settings',
            screen: async () => (await import('./routes/account-settings.tsx')).DirectorSettingsPage,
          },
          {
            path: 'register-center',
            screen: async () => (await import('./routes/register-center.tsx')).DirectorRegisterCenterPage,
          },
          {
            path: 'register-manager',
            screen: async () => (await import('./routes/register-manager.tsx')).RegisterManagerPage,
          },
          {
            path: 'graph-browser',
            screen: async () => (await import('./routes/regional-graph-browser.tsx')).DirectorGraphBrowserPage,
          },
        ],
      },
    ],
  },
  // Password recovery in each staff language: the manager login links to its own language's.
  ...['', '/es', '/tw'].flatMap((prefix) => [
    {
      path: `${prefix}/forgot-password`,
      screen: async () => (await import('./routes/forgot-password.tsx')).ForgotPasswordPage,
    },
    {
      path: `${prefix}/forgot-password/:token`,
      screen: async () => (await import('./routes/forgot-password.tsx')).ResetPasswordPage,
    },
  ]),
  managerArea(''),
  managerArea('/es'),
  managerArea('/tw'),
  ...['/centers', '/about', '/contact-us', '/user'].map((path) => ({ path, screen: comingSoon })),
  { path: '*', screen: notFound },
];
