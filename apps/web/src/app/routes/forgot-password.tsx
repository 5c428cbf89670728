import { useParams } from 'react-router';
import { ForgotPasswordForm } from '../../features/password-recovery/components/forgot-password-form.tsx';
import { ResetPasswordForm } from '../../features/password-recovery/components/reset-password-form.tsx';

/** /forgot-password */
export function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}

/** /forgot-password/{token}: the path carries the mailed reset token. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  // Keyed by token: a second link opened in the same tab starts a fresh form.
  return <ResetPasswordForm key={token} token={token} />;
}
