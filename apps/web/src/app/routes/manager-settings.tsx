import { ChangePasswordForm } from '../../components/change-password-form.tsx';

/** /manager/settings: Account Settings, the manager's own password (PUT /api/v1/auth/updatepassword). */
export function ManagerSettings() {
  return <ChangePasswordForm family="auth" />;
}
