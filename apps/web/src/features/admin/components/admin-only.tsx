import { Alert, Anchor, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useAuth } from '../../auth/auth-context.tsx';

/**
 * A screen of the admin area that is the admin's alone (decisions.md, least privilege): a director
 * who opens its address is told so, and led back, where the server would refuse its calls anyway.
 */
export function AdminOnly({ refusal, children }: { refusal: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  if (user?.role === 'admin') return children;
  return (
    <Stack maw={520}>
      <ScreenTitle>{t('forbidden.title')}</ScreenTitle>
      <Alert color="red" role="alert">
        {refusal}
      </Alert>
      <Anchor component={Link} to="/admin">
        {t('forbidden.back')}
      </Anchor>
    </Stack>
  );
}
