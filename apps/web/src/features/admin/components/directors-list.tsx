/**
 * Directors (admin only, ADR 016): every director with their status and number of centers; their
 * access taken away when they leave (after a confirmation) or given back; and a deactivated
 * director's centers handed to another director.
 */
import type { Director } from '@romtrack/shared/contracts/directors';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDirectorNames } from '../../../api/director-names.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSetDirectorActive } from '../api/director-access.ts';
import { HandOverDialog } from './hand-over-dialog.tsx';

/** The row's access button, which takes the focus back when its hand-over dialog closes. */
const accessButton = (director: Director) =>
  document.querySelector<HTMLButtonElement>(`[data-director-access="${director.id}"]`);

export function DirectorsList() {
  const { t } = useTranslation('admin');
  const directors = useDirectorNames();
  const access = useSetDirectorActive();
  // The director whose deactivation waits for the admin's confirmation.
  const [confirming, setConfirming] = useState<Director | null>(null);
  // The deactivated director whose centers are being handed over.
  const [handingOver, setHandingOver] = useState<Director | null>(null);

  const refusal = (error: unknown) => errorText(error, { NOT_FOUND: t('directors.gone') });
  const done = (director: Director, active: boolean) =>
    showAlert(
      t(active ? 'directors.reactivated_done' : 'directors.deactivated_done', { name: director.name }),
      'success',
    );

  function confirmDeactivation(director: Director) {
    access.reset(); // no earlier refusal in the dialog
    setConfirming(director);
  }

  function reactivate(director: Director) {
    access.mutate(
      { id: director.id, active: true },
      { onSuccess: () => done(director, true), onError: (error) => showAlert(refusal(error), 'danger') },
    );
  }

  // A failed deactivation keeps the dialog open with its reason: a toast that goes after 2.5 s
  // is easily missed, and the admin must know the director still has access.
  function deactivate(director: Director) {
    access.mutate(
      { id: director.id, active: false },
      {
        onSuccess: () => {
          setConfirming(null);
          done(director, false);
        },
      },
    );
  }

  // The request cannot be called back: while it runs, the dialog cannot be closed as if cancelled.
  const closeDialog = () => {
    if (access.isPending) return;
    setConfirming(null);
    access.reset();
  };

  return (
    <Stack maw={960}>
      <ScreenTitle>{t('directors.title')}</ScreenTitle>
      <Text size="sm" c="gray.7">
        {t('directors.intro')}
      </Text>
      {directors.isPending ? (
        <Loader aria-label={t('directors.loading')} />
      ) : directors.isError ? (
        <LoadFailed title={t('directors.loadFailed')} error={directors.error} />
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
        <Table.ScrollContainer minWidth={640} type="native">
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
              {directors.data.map((director) => (
                <Table.Tr key={director.id}>
                  <Table.Th scope="row" fw="normal">
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
                    {/* One button in both states, so that the focus the confirmation gives back when it
                        closes lands on it, not on the page, once it has become Reactivate. */}
                    <Group gap="xs">
                      <BusyButton
                        data-director-access={director.id}
                        variant="outline"
                        color={director.active ? 'red.9' : undefined}
                        size="xs"
                        busy={!director.active && access.isPending && access.variables.id === director.id}
                        aria-label={t(director.active ? 'directors.deactivateLabel' : 'directors.reactivateLabel', {
                          name: director.name,
                        })}
                        onClick={() => (director.active ? confirmDeactivation(director) : reactivate(director))}
                      >
                        {director.active ? t('directors.deactivate') : t('directors.reactivate')}
                      </BusyButton>
                      {!director.active && director.centers > 0 && (
                        <Button
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
      <Modal
        opened={confirming !== null}
        onClose={closeDialog}
        closeOnEscape={!access.isPending}
        closeOnClickOutside={!access.isPending}
        title={confirming && t('directors.confirmTitle', { name: confirming.name })}
      >
        {confirming && (
          <Stack>
            <Text>{t('directors.confirmText', { name: confirming.name, email: confirming.email })}</Text>
            <Text size="sm" c="gray.7">
              {t('directors.centerPasswords')}
            </Text>
            {access.isError && (
              <Alert color="red" role="alert" title={t('directors.notDeactivated', { name: confirming.name })}>
                {refusal(access.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={closeDialog} aria-disabled={access.isPending || undefined}>
                {t('directors.cancel')}
              </Button>
              <BusyButton color="red.9" busy={access.isPending} onClick={() => deactivate(confirming)}>
                {t('directors.deactivate')}
              </BusyButton>
            </Group>
          </Stack>
        )}
      </Modal>
      {handingOver && directors.data && (
        <HandOverDialog
          from={handingOver}
          directors={directors.data}
          onClose={() => {
            const from = handingOver;
            setHandingOver(null);
            // Handed over, its button is gone: the focus goes to the row's other one, not the page.
            requestAnimationFrame(() => accessButton(from)?.focus());
          }}
        />
      )}
    </Stack>
  );
}
