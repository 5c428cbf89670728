import { Anchor, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-fetch.ts';
import { showAlert, showErrorPieces } from '../../../lib/alerts.ts';
import { loginByEmail } from '../api/auth-api.ts';
import { useAuth } from '../auth-context.tsx';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const title = family === 'adminAuth' ? t('adminLogin.title') : t('directorLogin.title');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      showAlert(t('fillAll'), 'danger');
      return;
    }
    setSubmitting(true);
    try {
      const user = await auth.signIn(await loginByEmail(family, { email: email.trim(), password }));
      if (family === 'adminAuth') {
        const target =
          user?.role === 'admin' || user?.role === 'director'
            ? '/admin'
            : user?.role === 'manager'
              ? '/manager'
              : '/user';
        await navigate(target, { replace: true });
      }
    } catch (error) {
      auth.signInFailed();
      showErrorPieces(error instanceof ApiError ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack align="center" py="xl">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={1} size="h2" ta="center">
              {title}
            </Title>
            <TextInput
              label={t('email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              required
              autoComplete="username"
            />
            <PasswordInput
              label={t('password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              required
              autoComplete="current-password"
            />
            <Button type="submit" loading={submitting} fullWidth>
              {t('submit')}
            </Button>
            {family === 'adminAuth' && (
              <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
                {t('forgotPassword')}
              </Anchor>
            )}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
