/**
 * Directors (admin only, ADR 016): every director with their status and number of centers; their
 * access taken away when they leave (after a confirmation) or given back; and a deactivated
 * director's centers handed to another director. A search by name or e-mail finds one among many
 * (a foundation with 150 directors made a page 27,000 px long on a phone).
 */
import type { Director } from '@romtrack/shared/contracts/directors';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDirectorNames } from '../../../api/director-names.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { foldForSearch } from '../../../components/option-search.ts';
import { ScreenStatus } from '../../../components/screen-status.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useMutateOnce } from '../../../lib/one-at-a-time.ts';
import { useSetDirectorActive } from '../api/director-access.ts';
import { DeactivateDialog } from './deactivate-dialog.tsx';
import { HandOverDialog } from './hand-over-dialog.tsx';

/** The row's Deactivate or Reactivate button. */
const accessButton = (director: Director) =>
  document.querySelector<HTMLButtonElement>(`[data-director-access="${director.id}"]`);

/** The row's Hand over centers button (a deactivated director's, while they have centers). */
const handOverButton = (director: Director) =>
  document.querySelector<HTMLButtonElement>(`[data-director-hand-over="${director.id}"]`);

/**
 * A row's Deactivate (which asks first, in a dialog) or Reactivate (at once) button, one button in
 * both states, which takes the focus back when a dialog closes. Each row has its own reactivation,
 * sent once at a time: with one for the whole list, reactivating a second director before the
 * first had answered left the first's button idle and its outcome, even a failure, unsaid.
 */
function AccessButton({ director, onDeactivate }: { director: Director; onDeactivate(): void }) {
  const { t } = useTranslation('admin');
  const reactivation = useSetDirectorActive();
  const send = useMutateOnce(reactivation);

  function reactivate() {
    void send(
      { id: director.id, active: true },
      {
        onSuccess: () => showAlert(t('directors.reactivated_done', { name: director.name }), 'success'),
        // Which director and that nothing changed, as the deactivation's failure says; then why.
        onError: (error) =>
          showAlert(
            t('directors.notReactivated', {
              name: director.name,
              reason: errorText(error, { NOT_FOUND: t('directors.gone') }),
            }),
            'danger',
          ),
      },
    );
  }

  return (
    <BusyButton
      data-director-access={director.id}
      variant="outline"
      color={director.active ? 'red.9' : undefined}
      size="xs"
      busy={reactivation.isPending}
      aria-label={t(director.active ? 'directors.deactivateLabel' : 'directors.reactivateLabel', {
        name: director.name,
      })}
      onClick={director.active ? onDeactivate : reactivate}
    >
      {director.active ? t('directors.deactivate') : t('directors.reactivate')}
    </BusyButton>
  );
}

/**
 * The directors whose name or e-mail holds every word of `search`, in any order, whatever its
 * case and accents ("cruz ana" finds "Ana de la Cruz").
 */
function directorsFound(directors: readonly Director[], search: string): readonly Director[] {
  const words = foldForSearch(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return directors;
  return directors.filter((d) => {
    const text = `${foldForSearch(d.name)} ${foldForSearch(d.email)}`;
    return words.every((word) => text.includes(word));
  });
}

export function DirectorsList() {
  const { t } = useTranslation('admin');
  const directors = useDirectorNames();
  // The director whose deactivation waits for the admin's confirmation.
  const [confirming, setConfirming] = useState<Director | null>(null);
  // The deactivated director whose centers are being handed over.
  const [handingOver, setHandingOver] = useState<Director | null>(null);
  const [search, setSearch] = useState('');
  // Typing stays quick while a long table is filtered behind it.
  const deferredSearch = useDeferredValue(search);
  const found = directors.data ? directorsFound(directors.data, deferredSearch) : [];

  // A dialog closed: the focus goes back to the row's access button, not the page; once its
  // director is deactivated it has become Reactivate, and after a hand-over it is the row's only one.
  const closed = (director: Director) => requestAnimationFrame(() => accessButton(director)?.focus());
  // A hand-over cancelled goes back to its own button, which is still there: left on Reactivate,
  // the keyboard's next Enter gave the director their access back, with no confirmation.
  const handOverClosed = (director: Director, handedOver: boolean) =>
    handedOver ? closed(director) : requestAnimationFrame(() => handOverButton(director)?.focus());

  return (
    <Stack maw={960}>
      <ScreenTitle>{t('directors.title')}</ScreenTitle>
      <Text size="sm" c="gray.7">
        {t('directors.intro')}
      </Text>
      {directors.isPending ? (
        <Loader aria-label={t('directors.loading')} />
      ) : directors.isError ? (
        <LoadFailed title={t('directors.loadFailed')} error={directors.error} retry={directors} />
      ) : directors.data.length === 0 ? (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Text>{t('directors.none')}</Text>
            <Anchor component={Link} to="/admin/register-director">
              {t('directors.registerLink')}
            </Anchor>
          </Stack>
        </Paper>
      ) : (
        <>
          <TextInput
            type="search"
            label={t('directors.search')}
            description={t('directors.searchHint')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            autoComplete="off"
            w={{ base: '100%', xs: 360 }}
          />
          <ScreenStatus>
            {found.length < directors.data.length && (
              <Text fw={found.length === 0 ? 600 : undefined}>
                {found.length === 0
                  ? t('directors.noneFound')
                  : t('directors.found', { count: found.length, total: directors.data.length })}
              </Text>
            )}
          </ScreenStatus>
          {found.length > 0 && (
            <Table.ScrollContainer minWidth={640} type="native" className="rt-whole-labels">
              <Table verticalSpacing="sm" withTableBorder aria-busy={directors.isFetching}>
                <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
                  <VisuallyHidden>{t('directors.tableCaption')}</VisuallyHidden>
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('directors.colName')}</Table.Th>
                    <Table.Th scope="col">{t('directors.colEmail')}</Table.Th>
                    <Table.Th scope="col">{t('directors.colCenters')}</Table.Th>
                    <Table.Th scope="col">{t('directors.colStatus')}</Table.Th>
                    <Table.Th scope="col">{t('directors.colAction')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {found.map((director) => (
                    <Table.Tr key={director.id}>
                      {/* A name without spaces (up to 200 characters) breaks, as the e-mail does, instead of
                          widening its column and pushing the row's button far out of sight. */}
                      <Table.Th scope="row" fw="normal" style={{ overflowWrap: 'anywhere' }}>
                        {director.name}
                      </Table.Th>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{director.email}</Table.Td>
                      <Table.Td>{director.centers}</Table.Td>
                      <Table.Td>
                        {/* Dark text and border on the page's white: the contrast holds for both states. */}
                        <Badge variant="outline" color={director.active ? 'teal.9' : 'gray.8'}>
                          {director.active ? t('directors.active') : t('directors.deactivated')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          <AccessButton director={director} onDeactivate={() => setConfirming(director)} />
                          {!director.active && director.centers > 0 && (
                            <Button
                              data-director-hand-over={director.id}
                              variant="outline"
                              size="xs"
                              aria-label={t('handOver.label', { name: director.name })}
                              onClick={() => setHandingOver(director)}
                            >
                              {t('handOver.button')}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
      {confirming && (
        <DeactivateDialog
          director={confirming}
          onClose={() => {
            setConfirming(null);
            closed(confirming);
          }}
        />
      )}
      {handingOver && directors.data && (
        <HandOverDialog
          from={handingOver}
          directors={directors.data}
          onClose={(handedOver) => {
            setHandingOver(null);
            handOverClosed(handingOver, handedOver);
          }}
        />
      )}
    </Stack>
  );
}
