/**
 * The graph's PID checkboxes (spec section 2): 'Select all users', or PIDs ticked one by one
 * from a paged, searchable list, since a center may hold thousands of PIDs.
 */
import { PID_PAGE_SIZE, PID_SEARCH } from '@romtrack/shared/contracts/participants';
import { Alert, Box, Button, Checkbox, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCenterParticipants } from '../../../api/center-participants.ts';
import { keepPageInList, Pager } from '../../../components/pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ALL_PIDS, MAX_PICKED, NO_PIDS, isPicked, pickedPids, togglePid, type PidSelection } from '../selection.ts';

export interface PidPickerProps {
  centerId: string;
  selection: PidSelection;
  onChange(selection: PidSelection): void;
}

/** A PID's cell in the grid: its box and four digits in monospace, with room to spare, at any text size. */
const PID_CELL_WIDTH = '5rem';

export function PidPicker({ centerId, selection, onChange }: PidPickerProps) {
  const { t } = useTranslation('manager');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 300);
  // Letters find no PID, and the person is told why, as in the PID Center.
  const searchInvalid = typed !== '' && !PID_SEARCH.test(typed);
  const list = useCenterParticipants(centerId, { page, pid: searchInvalid ? '' : typed });
  const rows = searchInvalid ? [] : (list.data?.data ?? []);
  const pages = searchInvalid ? 0 : Math.ceil((list.data?.pagination.total ?? 0) / PID_PAGE_SIZE);
  keepPageInList(page, list.data && !searchInvalid ? pages : null, setPage);
  const picked = pickedPids(selection);
  const full = !selection.all && selection.picked.size >= MAX_PICKED;
  const selectAll = useRef<HTMLInputElement>(null);

  return (
    <Fieldset legend={t('graphs.pidsLegend')}>
      <Stack gap="sm">
        <Checkbox
          ref={selectAll}
          label={t('graphs.selectAll')}
          checked={selection.all}
          onChange={(event) => onChange(event.currentTarget.checked ? ALL_PIDS : NO_PIDS)}
          fw={600}
          // "Seleccionar" alone is wider than a phone's fieldset with text at 200%: broken, not cut off.
          styles={{ label: { overflowWrap: 'anywhere' } }}
        />
        <Text size="sm" c="gray.7" aria-live="polite">
          {selection.all
            ? t('graphs.allHint')
            : picked.length === 0
              ? t('graphs.noneSelected')
              : t('graphs.selected', { pids: picked.join(', ') })}
        </Text>
        {full ? (
          <Alert color="yellow" variant="light">
            {t('graphs.tooMany', { max: MAX_PICKED })}
          </Alert>
        ) : null}
        {!selection.all && picked.length > 0 ? (
          <Group>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                // The button goes away with the last ticked PID, and the browser would drop the
                // focus to the page's body: it goes to the choice the person is back to instead.
                selectAll.current?.focus();
                onChange(NO_PIDS);
              }}
            >
              {t('graphs.clear')}
            </Button>
          </Group>
        ) : null}
        <TextInput
          type="search"
          label={t('graphs.searchPid')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          error={searchInvalid ? t('pid.searchInvalid') : undefined}
          errorProps={{ role: 'alert' }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          size="sm"
        />
        {list.isError ? (
          <LoadFailed title={t('pid.loadError')} error={list.error} retry={list} />
        ) : rows.length === 0 && !list.isPending ? (
          <Text size="sm" role="status">
            {typed ? t('pid.noResults') : t('pid.empty')}
          </Text>
        ) : (
          // As many columns as PIDs fit, measured in rem: a set number of columns (three on a
          // phone) drew each PID's number under the next PID's box once the text was at 200%.
          <Box
            aria-busy={list.isFetching}
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(auto-fill, minmax(${PID_CELL_WIDTH}, 1fr))`,
              gap: 'var(--mantine-spacing-xs)',
            }}
          >
            {rows.map((participant) => (
              <Checkbox
                key={participant.id}
                label={participant.pid}
                aria-label={t('graphs.pidCheckbox', { pid: participant.pid })}
                checked={isPicked(selection, participant.id)}
                disabled={selection.all || (full && !isPicked(selection, participant.id))}
                onChange={(event) =>
                  onChange(togglePid(selection, participant.id, participant.pid, event.currentTarget.checked))
                }
                styles={{ label: { fontFamily: 'monospace' } }}
              />
            ))}
          </Box>
        )}
        <Pager pages={pages} page={page} onChange={setPage} label={t('graphs.pidPagesLabel')} compact />
      </Stack>
    </Fieldset>
  );
}
