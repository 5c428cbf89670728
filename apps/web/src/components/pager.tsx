/**
 * The page buttons under a server-side paged list (PIDs, open survey links): a named
 * navigation landmark whose buttons say "Page 3", "Next page" to a screen reader. Nothing
 * is shown for a single page.
 */
import { Group, Pagination, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** How many pages there are. */
  pages: number;
  page: number;
  onChange(page: number): void;
  /** Names the landmark, e.g. "PID pages". */
  label: string;
  /** Small and without neighbouring page numbers, for a narrow side column. */
  compact?: boolean;
}

export function Pager({ pages, page, onChange, label, compact = false }: PagerProps) {
  const { t } = useTranslation('manager');
  if (pages <= 1) return null;
  const size: MantineSize = compact ? 'sm' : 'md';
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        size={size}
        siblings={compact ? 0 : 1}
        boundaries={1}
        getControlProps={(control) => ({
          'aria-label':
            control === 'next' ? t('pagination.next') : control === 'previous' ? t('pagination.previous') : undefined,
        })}
        getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
      />
    </Group>
  );
}
