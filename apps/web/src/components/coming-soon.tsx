import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /centers, /about, /contact-us and /user (spec section 2). */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl">
      <Title order={1}>{t('comingSoon.title')}</Title>
      <Text>{t('comingSoon.body')}</Text>
      <Anchor component={Link} to="/">
        {t('comingSoon.back')}
      </Anchor>
    </Stack>
  );
}
