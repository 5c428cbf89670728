import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTitle } from '../../components/screen-title.tsx';
import { RegisterDirectorForm } from '../../features/admin/components/register-director-form.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';

/** /admin/register-director: the admin only (spec section 6; decisions.md, least privilege). */
export function RegisterDirectorPage() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  if (user?.role !== 'admin') {
    return (
      <Stack maw={520}>
        <ScreenTitle>{t('forbidden.title')}</ScreenTitle>
        <Alert color="red" role="alert">
          {t('forbidden.registerDirector')}
        </Alert>
        <Anchor component={Link} to="/admin">
          {t('forbidden.back')}
        </Anchor>
      </Stack>
    );
  }
  return <RegisterDirectorForm />;
}
