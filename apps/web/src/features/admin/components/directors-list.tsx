/**
 * Directors (admin only, ADR 016): every director with their status and number of centers; their
 * access taken away when they leave (after a confirmation) or given back; and a deactivated
 * director's centers handed to another director. A search by name or e-mail finds one among many
 * (a foundation with 150 directors made a page 27,000 px long on a phone).
 */
import type { Director } from '@romtrack/shared/contracts/directors';
import { Anchor, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDirectorNames } from '../../../api/director-names.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { foldForSearch } from '../../../components/option-search.ts';
import { ScreenStatus } from '../../../components/screen-status.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { DeactivateDialog } from './deactivate-dialog.tsx';
import { DirectorsTable } from './directors-table.tsx';
import { HandOverDialog } from './hand-over-dialog.tsx';

/** The director's Deactivate or Reactivate button (in their row, or on their card on a phone). */
const accessButton = (director: Director) =>
  document.querySelector<HTMLButtonElement>(`[data-director-access="${director.id}"]`);

/** The director's Hand over centers button (a deactivated director's, while they have centers). */
const handOverButton = (director: Director) =>
  document.querySelector<HTMLButtonElement>(`[data-director-hand-over="${director.id}"]`);

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

  // A dialog closed: the focus goes back to the director's access button, not the page; once they
  // are deactivated it has become Reactivate, and after a hand-over it is their only one.
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
            <DirectorsTable
              directors={found}
              busy={directors.isFetching}
              onDeactivate={setConfirming}
              onHandOver={setHandingOver}
            />
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
