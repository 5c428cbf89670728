import { useAuth } from '../../features/auth/auth-context.tsx';
import { RegisterManagerForm } from '../../features/director/components/register-manager-form.tsx';

/** /director/register-manager (REGISTER MANAGER): the director's own centers only. */
export function RegisterManagerPage() {
  const { user } = useAuth();
  // The director guard has already made sure a director is signed in.
  return user ? <RegisterManagerForm directorId={user.id} /> : null;
}
