import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePassword, type PasswordFamily } from '../api/update-password.ts';
import { showAlert } from '../lib/alerts.ts';
import { ApiError } from '../lib/api-fetch.ts';

/**
 * Account Settings: change one's own password (spec sections 5 and 8). `family` is the area's
 * auth prefix: adminAuth in /admin, directorAuth in /director, auth for managers.
 */
export function ChangePasswordForm({ family }: { family: PasswordFamily }) {
  const { t } = useTranslation('account');
  const mutation = useUpdatePassword(family);
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!currentPassword || !newPassword || !confirm) {
      showAlert(t('changePassword.fillAll'), 'danger');
      return;
    }
    if (newPassword !== confirm) {
      showAlert(t('changePassword.mismatch'), 'danger');
      return;
    }
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      showAlert(t('changePassword.success'), 'success');
      setCurrent('');
      setNew('');
      setConfirm('');
    } catch (error) {
      // Spec section 8: failure shows the server's error text.
      showAlert(error instanceof ApiError ? error.message : String(error), 'danger');
    }
  }

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={480}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            {t('changePassword.title')}
          </Title>
          <Title order={2} size="h4">
            {t('changePassword.subtitle')}
          </Title>
          <PasswordInput
            label={t('changePassword.current')}
            value={currentPassword}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            autoComplete="current-password"
            required
          />
          <PasswordInput
            label={t('changePassword.new')}
            value={newPassword}
            onChange={(e) => setNew(e.currentTarget.value)}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            label={t('changePassword.confirm')}
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            autoComplete="new-password"
            required
          />
          <Text size="sm" c="gray.7">
            {t('changePassword.othersSignedOut')}
          </Text>
          <Button type="submit" loading={mutation.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
