import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A screen's one live status, always in the page, for what its changing part holds as the person
 * changes a filter, a search or a page: "Loading…", then what came ("No results found", how many
 * surveys a graph holds). It stays mounted and only its content changes: a status put in the
 * page together with its message, a new one for each answer, is not heard on every screen reader.
 */
export function ScreenStatus({ children }: { children: ReactNode }) {
  return <div role="status">{children}</div>;
}

/** "Loading…", as a screen's status says it while the next answer is on its way. */
export function LoadingText() {
  const { t } = useTranslation('manager');
  return <Text c="gray.7">{t('loading')}</Text>;
}
