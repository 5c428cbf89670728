import { Navigate, useLocation, useParams } from 'react-router';
import { ForgotPasswordForm } from '../../features/password-recovery/components/forgot-password-form.tsx';
import { ResetPasswordForm } from '../../features/password-recovery/components/reset-password-form.tsx';
import { trimToken } from '../../lib/link-token.ts';
import { useLocale } from '../../lib/locale.ts';

/** /forgot-password, /es/forgot-password, /tw/forgot-password */
export function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}

/**
 * /forgot-password/{token}, and under /es and /tw: the path carries the mailed reset token. A link
 * copied with the end of a sentence (`…/{token}).`) is first replaced by the clean one, as the
 * survey page does.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const { search, hash } = useLocation();
  const { prefix } = useLocale();
  const meant = trimToken(token);
  if (meant !== token) return <Navigate to={`${prefix}/forgot-password/${meant}${search}${hash}`} replace />;
  // Keyed by token: a second link opened in the same tab starts a fresh form.
  return <ResetPasswordForm key={token} token={token} />;
}
