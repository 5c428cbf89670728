/**
 * Route guards of spec section 6. While the user loads, guarded areas are blank (spec
 * section 2). The server enforces the same rules; these only decide what to show.
 */
import type { StaffRole } from '@romtrack/shared/roles';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useLocale } from '../../../lib/locale.ts';
import { retryableLazy } from '../../../lib/retryable-lazy.tsx';
import { useAuth } from '../auth-context.tsx';
import type { ReturnTo } from '../home-for-role.ts';
import { SessionCheckFailed } from './session-check-failed.tsx';

// The login form and its inputs are fetched only when someone signed out opens these areas (and
// again after a failed download, once the person moves on).
const EmailLogin = retryableLazy(async () => ({ default: (await import('./email-login.tsx')).EmailLogin }));

/**
 * The signed-in user's role, or whether there is none yet (loading), or whether the check of the
 * kept session got no answer (checkFailed: the guard then says so, in place of its area).
 */
function useRole(): { loading: boolean; checkFailed: boolean; role: StaffRole | null } {
  const { loading, user, checkError } = useAuth();
  return { loading, checkFailed: checkError !== null, role: user?.role ?? null };
}

/**
 * /manager areas: managers only; everyone else goes to the login page of the language, which is
 * told the screen they were on and what it kept in its history entry (`ReturnTo`): a manager whose
 * session ended mid-task is brought back to it as they left it after signing in, as the admin and
 * director logins, shown in place, do.
 */
export function RequireManager() {
  const { loading, checkFailed, role } = useRole();
  const { prefix } = useLocale();
  const { pathname, search, state } = useLocation();
  if (checkFailed) return <SessionCheckFailed />;
  if (loading) return null;
  const returnTo: ReturnTo = { from: pathname + search, fromState: state };
  return role === 'manager' ? <Outlet /> : <Navigate to={prefix || '/'} replace state={returnTo} />;
}

/** /admin: admins and directors; anyone else sees ADMIN LOGIN. */
export function RequireAdminOrDirector() {
  const { loading, checkFailed, role } = useRole();
  if (checkFailed) return <SessionCheckFailed />;
  if (loading) return null;
  return role === 'admin' || role === 'director' ? (
    <Outlet />
  ) : (
    <Suspense fallback={null}>
      <EmailLogin family="adminAuth" />
    </Suspense>
  );
}

/** /director: directors only; anyone else sees DIRECTOR LOGIN. */
export function RequireDirector() {
  const { loading, checkFailed, role } = useRole();
  if (checkFailed) return <SessionCheckFailed />;
  if (loading) return null;
  return role === 'director' ? (
    <Outlet />
  ) : (
    <Suspense fallback={null}>
      <EmailLogin family="directorAuth" />
    </Suspense>
  );
}
