/**
 * /manager/pid-browser (spec section 2): create PIDs, page through and search them on the
 * server, and open each row's dialogs (survey link, consent, delete).
 */
import { PID_MAX, PID_MIN, PID_PAGE_SIZE, PID_SEARCH, type Participant } from '@romtrack/shared/contracts/participants';
import { Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useCenterParticipants } from '../../../api/center-participants.ts';
import { useRefreshCenterData } from '../../../api/refresh-center-data.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { keepPageInList, Pager } from '../../../components/pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingText, ScreenStatus } from '../../../components/screen-status.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { backPlace } from '../../../lib/back-place.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useCreateParticipant } from '../api/create-participant.ts';
import { ConsentDialog } from './consent-dialog.tsx';
import { DeletePidDialog } from './delete-pid-dialog.tsx';
import { PidTable, type RowAction } from './pid-table.tsx';
import { SurveyLinkDialog } from './survey-link-dialog.tsx';
import { useOneAtATime } from '../../../lib/one-at-a-time.ts';

const NO_ROWS: readonly Participant[] = [];
/** How many PIDs a center can hold: the server refuses a new one when none is free. */
const PID_COUNT = PID_MAX - PID_MIN + 1;

interface OpenDialog {
  action: RowAction;
  participant: Participant;
  opened: boolean;
  /** Remounts the dialog on every opening, so it starts clean. */
  key: number;
}

/** The page of PIDs an address names (`?page=`), 1 when it names none a person could have left. */
function pageInAddress(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The address's query for a page and a search: nothing for the first page of every PID. */
function placeAddress(page: number, search: string): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (search !== '') params.set('pid', search);
  return params.toString();
}

/**
 * The page and the search, kept in the address as well (`?page=2&pid=12`): the browser's Back
 * from a PID's progress report, a reload or a bookmark comes back to the rows the manager was
 * on, not to the first page of every PID. Each change replaces the address rather than adding a
 * step, as the admin's choice of region does (AdminGraphBrowser).
 */
function usePlaceInAddress() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(() => pageInAddress(params));
  const [search, setSearch] = useState(() => params.get('pid') ?? '');
  const wanted = placeAddress(page, search);
  useEffect(() => {
    if (wanted !== params.toString()) setParams(wanted, { replace: true });
  }, [wanted, params, setParams]);
  return { page, setPage, search, setSearch };
}

export function PidBrowser({ centerId }: { centerId: string }) {
  const { t } = useTranslation('manager');
  const { language } = useLocale();
  const { page, setPage, search, setSearch } = usePlaceInAddress();
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const searchInvalid = debouncedSearch !== '' && !PID_SEARCH.test(debouncedSearch);

  const list = useCenterParticipants(centerId, { page, pid: searchInvalid ? undefined : debouncedSearch });
  const create = useCreateParticipant();
  const refresh = useRefreshCenterData();

  // Ten rows of buttons take a phone a few hundred milliseconds to build: with the page of PIDs
  // deferred, React builds it in the background in small steps, and the page answers taps
  // meanwhile. The count, the rows and the pager change together, so nothing below them jumps.
  const shown = useDeferredValue(list.data);
  const rows = searchInvalid ? NO_ROWS : (shown?.data ?? NO_ROWS);
  const total = searchInvalid ? 0 : (shown?.pagination.total ?? 0);
  const pages = Math.ceil(total / PID_PAGE_SIZE);
  keepPageInList(page, shown === undefined || searchInvalid ? null : pages, setPage);
  const number = useMemo(() => new Intl.NumberFormat(language), [language]);
  // The address of the rows in sight (the search as sent, not as typed), for the way back from a
  // PID's progress report; a new object only when those rows change, so typing does not redraw
  // the memoized table.
  const { pathname } = useLocation();
  const rowsPlace = useMemo(
    () => backPlace(pathname, placeAddress(page, searchInvalid ? '' : debouncedSearch)),
    [pathname, page, searchInvalid, debouncedSearch],
  );
  // Where the focus goes back when a dialog closes: the row's button that opened it, or the
  // search field when that row is going away (its PID deleted). Mantine's own return misses a
  // dialog that is mounted already open, as these are (a new one for each opening).
  const opener = useRef<HTMLElement | null>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const closeDialog = (rowGone = false) => {
    setDialog((current) => current && { ...current, opened: false });
    requestAnimationFrame(() => (rowGone ? searchField.current : opener.current)?.focus());
  };

  // Stable, so the memoized table skips the renders that change nothing of its own.
  const open = useCallback((action: RowAction, participant: Participant) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog((current) => ({ action, participant, opened: true, key: (current?.key ?? 0) + 1 }));
  }, []);

  // A double click makes one PID (one-at-a-time.ts).
  const generatePid = useOneAtATime(async () => {
    try {
      const participant = await create.mutateAsync();
      // New PIDs come first: show page 1 unfiltered so the new row is in sight.
      setSearch('');
      setPage(1);
      showAlert(t('pid.created', { pid: participant.pid }), 'success');
    } catch (error) {
      showAlert(errorText(error, { CONFLICT: t('pid.noFreePid', { total: number.format(PID_COUNT) }) }), 'danger');
    }
  });

  // The screen's status says what the list holds as the search and pages change.
  let status = null;
  let body = null;
  if (list.isError && !searchInvalid) {
    body = <LoadFailed title={t('pid.loadError')} error={list.error} retry={list} />;
  } else if (shown === undefined && !searchInvalid) {
    status = <LoadingText />;
  } else if (total === 0 && (debouncedSearch !== '' || search.trim() !== '')) {
    status = <Text fw={600}>{t('pid.noResults')}</Text>;
  } else if (total > 0 && rows.length === 0) {
    // The page before was past the end: its rows are on their way.
    status = <LoadingText />;
  } else if (total === 0) {
    status = (
      <Title order={2} size="h3" ta="center" pt="lg">
        {t('pid.empty')}
      </Title>
    );
    body = (
      <Text ta="center" pb="lg">
        {t('pid.emptyText')}
      </Text>
    );
  } else {
    const from = (page - 1) * PID_PAGE_SIZE + 1;
    status = (
      <Text size="sm" c="gray.7">
        {t('pid.range', {
          from: number.format(from),
          to: number.format(from + rows.length - 1),
          total: number.format(total),
        })}
      </Text>
    );
    body = (
      <Stack>
        <PidTable rows={rows} busy={list.isFetching} onAction={open} backPlace={rowsPlace} />
        <Pager pages={pages} page={page} onChange={setPage} label={t('pid.pagesLabel')} />
      </Stack>
    );
  }

  return (
    <Stack>
      <ScreenTitle>{t('pid.title')}</ScreenTitle>
      <Text>{t('pid.intro')}</Text>
      <Group align="flex-end" justify="space-between" gap="md">
        <Group gap="sm">
          <BusyButton onClick={generatePid} busy={create.isPending}>
            {t('pid.generate')}
          </BusyButton>
          <BusyButton variant="default" onClick={() => void refresh()} busy={list.isFetching && !list.isPending}>
            {t('pid.refresh')}
          </BusyButton>
        </Group>
        <TextInput
          type="search"
          label={t('pid.search')}
          description={t('pid.searchHint')}
          ref={searchField}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          error={searchInvalid ? t('pid.searchInvalid') : undefined}
          // Said as it appears: the status below says only "No results found", and the person
          // typing is not told a field's description has changed.
          errorProps={{ role: 'alert' }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      <ScreenStatus>{status}</ScreenStatus>
      {body}
      {dialog?.action === 'link' ? (
        <SurveyLinkDialog
          key={dialog.key}
          participant={dialog.participant}
          opened={dialog.opened}
          onClose={() => closeDialog()}
        />
      ) : null}
      {dialog?.action === 'consent' ? (
        <ConsentDialog
          key={dialog.key}
          participant={dialog.participant}
          opened={dialog.opened}
          onClose={() => closeDialog()}
        />
      ) : null}
      {dialog?.action === 'delete' ? (
        <DeletePidDialog
          key={dialog.key}
          participant={dialog.participant}
          opened={dialog.opened}
          onClose={(deleted) => {
            closeDialog(deleted);
            if (!deleted) return;
            // The last row of a later page is gone: show the page before it.
            if (rows.length === 1 && page > 1) setPage(page - 1);
            void refresh();
          }}
        />
      ) : null}
    </Stack>
  );
}
