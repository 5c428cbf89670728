import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { RESET_TOKEN_EXPIRED } from '@romtrack/shared/contracts/password-recovery';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useResetPassword } from '../api/reset-password.ts';

/** Spec section 5: the reset form's own threshold; the server's minimum (8) may refuse more. */
const MIN_RESET_PASSWORD_LENGTH = 6;

/** /forgot-password/{token}: choose a new password; afterwards a link leads back to login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const mutation = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password.length < MIN_RESET_PASSWORD_LENGTH) {
      showAlert(t('resetPassword.tooShort'), 'danger');
      return;
    }
    if (password !== confirm) {
      showAlert(t('resetPassword.mismatch'), 'danger');
      return;
    }
    try {
      await mutation.mutateAsync({ token, password });
      setDone(true);
    } catch (error) {
      // A password the server finds too short is its own refusal (decisions.md); anything
      // else means the link no longer works.
      const serverRefusal =
        error instanceof ApiError &&
        error.status === 400 &&
        error.message !== RESET_TOKEN_EXPIRED &&
        error.message.includes('password')
          ? error.message
          : null;
      showAlert(serverRefusal ?? t('resetPassword.expired'), 'danger');
    }
  }

  if (done) {
    return (
      <Stack align="center" py="xl">
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={460}>
          <Stack>
            <Title order={1} size="h2" ta="center">
              {t('resetPassword.title')}
            </Title>
            <Alert color="teal" role="status">
              {t('resetPassword.success')}
            </Alert>
            <Anchor component={Link} to="/admin" ta="center">
              {t('resetPassword.toLogin')}
            </Anchor>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack align="center" py="xl">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={460}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={1} size="h2" ta="center">
              {t('resetPassword.title')}
            </Title>
            <Text size="sm">{t('resetPassword.intro')}</Text>
            <PasswordInput
              label={t('resetPassword.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="new-password"
              required
            />
            <PasswordInput
              label={t('resetPassword.confirm')}
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              autoComplete="new-password"
              required
            />
            <Button type="submit" loading={mutation.isPending} fullWidth>
              {t('resetPassword.submit')}
            </Button>
            <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
              {t('resetPassword.newRequest')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
