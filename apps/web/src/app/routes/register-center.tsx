import { useDirectorNames } from '../../api/director-names.ts';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { RegisterCenterForm } from '../../features/centers/components/register-center-form.tsx';

/** /admin/register-center: the admin picks the owning director; a director registers for themself. */
export function AdminRegisterCenterPage() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const directors = useDirectorNames({ enabled: isAdmin });
  if (!isAdmin) return <RegisterCenterForm registerManagerPath="/director/register-manager" />;
  // A deactivated director owns no new center: nobody could register its manager (ADR 016).
  return <RegisterCenterForm directors={(directors.data ?? []).filter((director) => director.active)} />;
}

/** /director/register-center */
export function DirectorRegisterCenterPage() {
  return <RegisterCenterForm registerManagerPath="/director/register-manager" />;
}
