/**
 * The page buttons under a server-side paged list (PIDs, open survey links): a named
 * navigation landmark whose buttons say "Page 3", "Next page" to a screen reader. Nothing
 * is shown for a single page.
 */
import { Group, Pagination, useMatches, type MantineSize } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
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

/**
 * Brings a list shown past its end back to its last page (at least 1), once its number of pages
 * is known (`pages` null until then): rows removed on another device can leave page 3 of what is
 * now 2 pages after a Refresh, an empty list under "21–20 of 20" and a pager with no page marked.
 * Called while rendering, with the list's own page state, so that range is never drawn.
 */
export function keepPageInList(page: number, pages: number | null, setPage: (page: number) => void): void {
  if (pages === null) return;
  const last = Math.max(1, pages);
  if (page > last) setPage(last);
}

export function Pager({ pages, page, onChange, label, compact = false }: PagerProps) {
  const { t } = useTranslation('manager');
  // Typed as Group types its ref; the element is the <nav>.
  const nav = useRef<HTMLDivElement>(null);
  const pressedInPager = useRef(false);
  // Below xs (576 px) each page's neighbours are left out: with them, nine buttons of 32 px
  // (arrows, first and last, dots, the page and its two neighbours) need 352 px, more than a
  // 360 or 375 px phone leaves the list, and the Next arrow wrapped onto a line of its own once a
  // center had seven pages. Read at the first render (this client has no server rendering), so
  // the pager never starts with the wrong number of buttons.
  const siblings = useMatches({ base: 0, xs: compact ? 0 : 1 }, { getInitialValueInEffect: false });
  // "Next page" pressed on the way to the last page (or "Previous page" to the first) turns
  // disabled under the keyboard, and the browser drops the focus to the page's body: the next Tab
  // would start again from the top of the screen. The focus goes to the page now shown instead.
  useLayoutEffect(() => {
    if (!pressedInPager.current) return;
    pressedInPager.current = false;
    const focused = document.activeElement;
    if (nav.current?.contains(focused) && !focused?.matches(':disabled')) return;
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);
  if (pages <= 1) return null;
  const size: MantineSize = compact ? 'sm' : 'md';
  return (
    <Group justify="center" component="nav" aria-label={label} ref={nav}>
      <Pagination
        total={pages}
        value={page}
        onChange={(next) => {
          // Mantine reports a press of the page already shown too, which changes nothing.
          pressedInPager.current = next !== page && (nav.current?.contains(document.activeElement) ?? false);
          onChange(next);
        }}
        size={size}
        siblings={siblings}
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
