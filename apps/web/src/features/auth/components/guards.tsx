/**
 * Route guards of spec section 6. While the user loads, guarded areas are blank (spec
 * section 2). The server enforces the same rules; these only decide what to show.
 */
import type { StaffRole } from '@romtrack/shared/roles';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useLocale } from '../../../lib/locale.ts';
import { retryableLazy } from '../../../lib/retryable-lazy.tsx';
import { useAuth } from '../auth-context.tsx';

// The login form and its inputs are fetched only when someone signed out opens these areas (and
// again after a failed download, once the person moves on).
const EmailLogin = retryableLazy(async () => ({ default: (await import('./email-login.tsx')).EmailLogin }));

function useRole(): { loading: boolean; role: StaffRole | null } {
  const { loading, user } = useAuth();
  return { loading, role: user?.role ?? null };
}

/** /manager areas: managers only; everyone else goes to the login page of the language. */
export function RequireManager() {
  const { loading, role } = useRole();
  const { prefix } = useLocale();
  if (loading) return null;
  return role === 'manager' ? <Outlet /> : <Navigate to={prefix || '/'} replace />;
}

/** /admin: admins and directors; anyone else sees ADMIN LOGIN. */
export function RequireAdminOrDirector() {
  const { loading, role } = useRole();
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
  const { loading, role } = useRole();
  if (loading) return null;
  return role === 'director' ? (
    <Outlet />
  ) : (
    <Suspense fallback={null}>
      <EmailLogin family="directorAuth" />
    </Suspense>
  );
}
