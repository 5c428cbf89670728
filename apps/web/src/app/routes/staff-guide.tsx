import { StaffGuide } from '../../features/admin/components/staff-guide.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';

/** /admin/guide: the admin's guide, or a director's when a director reads it there. */
export function AdminGuidePage() {
  const { user } = useAuth();
  return <StaffGuide role={user?.role === 'admin' ? 'admin' : 'director'} />;
}

/** /director/guide */
export function DirectorGuidePage() {
  return <StaffGuide role="director" />;
}
