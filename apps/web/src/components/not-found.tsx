import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../lib/locale.ts';
import { ScreenTitle } from './screen-title.tsx';

export function NotFound() {
  const { t } = useTranslation();
  const { prefix } = useLocale();
  return (
    <Stack align="center" py="xl">
      <ScreenTitle>{t('notFound.title')}</ScreenTitle>
      <Text>{t('notFound.body')}</Text>
      <Anchor component={Link} to={prefix || '/'}>
        {t('notFound.back')}
      </Anchor>
    </Stack>
  );
}
