import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a screen throws while rendering or loading (router.tsx). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl">
      <Alert color="red" title={t('errorBoundary.title')} role="alert" maw={480}>
        {t('errorBoundary.body')}
      </Alert>
      <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
    </Stack>
  );
}
