import { ChangePasswordForm } from '../../components/change-password-form.tsx';

/** /admin/settings: admins (and directors in the admin area) change their password. */
export function AdminSettingsPage() {
  return <ChangePasswordForm family="adminAuth" />;
}

/** /director/settings */
export function DirectorSettingsPage() {
  return <ChangePasswordForm family="directorAuth" />;
}
