import { Anchor, Paper, Stack, TextInput } from '@mantine/core';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '@romtrack/shared/contracts/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { BusyButton } from '../../../components/busy-button.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useFieldErrors } from '../../../components/field-errors.ts';
import { showAlert } from '../../../lib/alerts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { loginByEmail } from '../api/auth-api.ts';
import { useAuth } from '../auth-context.tsx';
import { SessionEndedNotice } from './session-ended-notice.tsx';
import { useFormSubmit } from '../../../lib/one-at-a-time.ts';

interface EmailLoginProps {
  /** adminAuth: ADMIN LOGIN in the admin area; directorAuth: DIRECTOR LOGIN in the director area. */
  family: 'adminAuth' | 'directorAuth';
}

/**
 * Admin and director login by e-mail (spec section 2). After admin login an admin or director
 * stays in /admin and a manager goes to /manager; after director login the director area shows.
 */
export function EmailLogin({ family }: EmailLoginProps) {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { form, errors, edited, show: showFieldErrors } = useFieldErrors<'email' | 'password'>();
  const [submitting, setSubmitting] = useState(false);
  const title = family === 'adminAuth' ? t('adminLogin.title') : t('directorLogin.title');

  const onSubmit = useFormSubmit(async () => {
    if (!email.trim() || !password) {
      showAlert(t('fillAll'), 'danger');
      // Each empty field says so too: the alert goes after two and a half seconds.
      showFieldErrors({
        ...(email.trim() ? {} : { email: t('fillAll') }),
        ...(password ? {} : { password: t('fillAll') }),
      });
      return;
    }
    // A malformed address is not sent: the field says what is wrong.
    if (!EMAIL_PATTERN.test(email.trim())) {
      showFieldErrors({ email: t('invalidEmail') });
      return;
    }
    setSubmitting(true);
    try {
      const user = await auth.signIn(await loginByEmail(family, { email: email.trim(), password }));
      // No user: the session check got no answer, and the guard here says so. Shown in place of
      // a screen under /admin (a session that ended there, a bookmark), the login leaves an admin
      // or a director on it, to find what they had typed (form-draft.ts); otherwise each role
      // goes to its area (spec section 2).
      const staysHere = (user?.role === 'admin' || user?.role === 'director') && pathname.startsWith('/admin/');
      if (family === 'adminAuth' && user && !staysHere) {
        const target =
          user.role === 'admin' || user.role === 'director' ? '/admin' : user.role === 'manager' ? '/manager' : '/user';
        await navigate(target, { replace: true });
      }
    } catch (error) {
      auth.signInFailed();
      // One alert in the screen's language; a refusal for too many attempts says how long to wait, and
      // a deactivated account (told only once its password is right) whom to ask. The password
      // field, the one to type again, keeps saying it once the alert has gone, and takes the focus.
      const message = errorText(error, {
        UNAUTHENTICATED: t('invalidCredentials'),
        FORBIDDEN: t('accountDeactivated'),
        // A sign-in given up on leaves nothing to check: signing in again does no harm.
        UNCONFIRMED: t('errors.noAnswer', { ns: 'common' }),
      });
      showAlert(message, 'danger');
      showFieldErrors({ password: message });
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Stack align="center" py="xl">
      <SessionEndedNotice />
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <form ref={form} onSubmit={onSubmit} noValidate>
          <Stack>
            <ScreenTitle size="h2" ta="center">
              {title}
            </ScreenTitle>
            <TextInput
              label={t('email')}
              type="email"
              value={email}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                edited('email');
              }}
              error={errors.email}
              required
              maxLength={MAX_EMAIL_LENGTH}
              autoComplete="username"
            />
            <PasswordField
              label={t('password')}
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                edited('password');
              }}
              error={errors.password}
              required
              autoComplete="current-password"
            />
            <BusyButton type="submit" busy={submitting} fullWidth>
              {t('submit')}
            </BusyButton>
            {/* Both logins: forgot password works for any staff account with an e-mail (decisions.md). */}
            <Anchor component={Link} to="/forgot-password" state={{ loginPath: pathname }} size="sm" ta="center">
              {t('forgotPassword')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
