import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../features/config/api/get-config.ts';

/** `© {current year} {FOUNDATION_NAME}` (decisions.md "Name"). */
export function Footer() {
  const { t } = useTranslation();
  const { foundationName } = usePublicConfig();
  return (
    <Text component="footer" ta="center" c="gray.7" size="sm" py="md">
      {t('footer', { year: new Date().getFullYear(), foundation: foundationName })}
    </Text>
  );
}
