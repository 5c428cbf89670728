import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../lib/locale.ts';

export function NotFound() {
  const { t } = useTranslation();
  const { prefix } = useLocale();
  return (
    <Stack align="center" py="xl">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.body')}</Text>
      <Anchor component={Link} to={prefix || '/'}>
        {t('notFound.back')}
      </Anchor>
    </Stack>
  );
}
