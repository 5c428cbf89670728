import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@romtrack/shared/contracts/auth';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useFieldErrors } from '../../../components/field-errors.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorText, passwordRefusal } from '../../../lib/error-text.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useResetLinkCheck, useResetPassword } from '../api/reset-password.ts';
import { languageLogin } from './forgot-password-form.tsx';
import { useFormSubmit } from '../../../lib/one-at-a-time.ts';

/**
 * Spec section 5: under 6 characters the reset form says 'Password too short'. The server's
 * minimum for every new password is 8 (decisions.md): from 6 to 7 characters the form says so
 * itself, in the server's words, rather than send a password the server will refuse.
 */
const MIN_RESET_PASSWORD_LENGTH = 6;

/**
 * /forgot-password/{token} (and under /es and /tw): choose a new password; afterwards a link leads
 * back to the login of the page's language.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const { prefix } = useLocale();
  // A new link is asked for in this page's language.
  const newRequest = `${prefix}/forgot-password`;
  const mutation = useResetPassword();
  // A link already used, or over an hour old, says so as the page opens, with the way to a new
  // one, rather than after a new password has been typed twice. Until the server answers, or when
  // it cannot be asked, the form is there: the reset itself is refused as surely.
  const check = useResetLinkCheck(token);
  const linkDead = check.error instanceof ApiError && check.error.status === 400;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  // Why the last try failed, other than the password (a link used or expired, too many tries):
  // kept in the form, as the alert goes after two and a half seconds and the form would look as
  // if it still worked (WCAG 3.3.1).
  const [refusal, setRefusal] = useState<string | null>(null);
  const { form, errors, edited, show: showFieldErrors } = useFieldErrors<'password' | 'confirm'>();

  /** Says `message` in the alert and under `field`, which takes the focus. */
  function refuse(field: 'password' | 'confirm', message: string) {
    showAlert(message, 'danger');
    showFieldErrors({ [field]: message });
  }

  const onSubmit = useFormSubmit(async () => {
    if (password.length < MIN_RESET_PASSWORD_LENGTH) return refuse('password', t('resetPassword.tooShort'));
    if (password !== confirm) return refuse('confirm', t('resetPassword.mismatch'));
    if (password.length < MIN_PASSWORD_LENGTH) {
      return refuse('password', tCommon('errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH }));
    }
    setRefusal(null);
    try {
      await mutation.mutateAsync({ token, password });
      setDone(true);
    } catch (error) {
      // A refused password is the server's own refusal (decisions.md): its field says why. Any
      // other refusal of the form means the link no longer works.
      const policy = passwordRefusal(error);
      if (policy) return refuse('password', policy);
      const message = errorText(error, {
        BAD_REQUEST: t('resetPassword.expired'),
        NOT_FOUND: t('resetPassword.expired'),
      });
      showAlert(message, 'danger');
      setRefusal(message);
    }
  });

  // The form's place, once there is nothing to type: the reset done, or the link no longer working.
  const outcome = (alert: ReactNode, next: { to: string; label: string }) => (
    <Stack align="center" py="xl">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={460}>
        <Stack>
          <ScreenTitle size="h2" ta="center">
            {t('resetPassword.title')}
          </ScreenTitle>
          {alert}
          <Anchor component={Link} to={next.to} ta="center">
            {next.label}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
  if (done) {
    return outcome(
      <Alert color="teal" role="status">
        {t('resetPassword.success')}
      </Alert>,
      { to: languageLogin(prefix), label: t('resetPassword.toLogin') },
    );
  }
  if (linkDead) {
    return outcome(
      <Alert color="red" role="note">
        {t('resetPassword.expired')}
      </Alert>,
      { to: newRequest, label: t('resetPassword.newRequest') },
    );
  }

  return (
    <Stack align="center" py="xl">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={460}>
        <form ref={form} onSubmit={onSubmit} noValidate>
          <Stack>
            <ScreenTitle size="h2" ta="center">
              {t('resetPassword.title')}
            </ScreenTitle>
            <Text size="sm">{t('resetPassword.intro')}</Text>
            {/* For a password manager, which files the new password under this account (empty until the check answers). */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={check.data?.email ?? ''}
              readOnly
              hidden
            />
            <PasswordField
              label={t('resetPassword.password')}
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                edited('password');
              }}
              error={errors.password}
              autoComplete="new-password"
              required
            />
            <PasswordField
              label={t('resetPassword.confirm')}
              value={confirm}
              onChange={(e) => {
                setConfirm(e.currentTarget.value);
                edited('confirm');
              }}
              error={errors.confirm}
              autoComplete="new-password"
              required
            />
            <BusyButton type="submit" busy={mutation.isPending} fullWidth>
              {t('resetPassword.submit')}
            </BusyButton>
            {/* A note, not a live message (Mantine's Alert is one): the alert has said it already. */}
            {refusal && (
              <Alert color="red" role="note">
                {refusal}
              </Alert>
            )}
            <Anchor component={Link} to={newRequest} size="sm" ta="center">
              {t('resetPassword.newRequest')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
