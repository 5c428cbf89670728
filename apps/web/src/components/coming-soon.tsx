import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTitle } from './screen-title.tsx';

/** /centers, /about, /contact-us and /user (spec section 2). */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl">
      <ScreenTitle>{t('comingSoon.title')}</ScreenTitle>
      <Text>{t('comingSoon.body')}</Text>
      <Anchor component={Link} to="/">
        {t('comingSoon.back')}
      </Anchor>
    </Stack>
  );
}
