/**
 * Delete PID (spec sections 4 and 5): the PID typed correctly three times before the
 * confirmation and DELETE appear; then a success message and 'close this window'. Deleting
 * removes the PID and all its surveys and cannot be undone; the dialog says so, and what else
 * follows for this PID (its open link, its number: ADR 019).
 */
import type { Participant } from '@romtrack/shared/contracts/participants';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/busy-button.tsx';
import { focusFirstFieldInError } from '../../../components/field-errors.ts';
import { ScreenStatus } from '../../../components/screen-status.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useMutateOnce } from '../../../lib/one-at-a-time.ts';
import { useDeleteParticipant } from '../api/delete-participant.ts';
import { pidTypedThreeTimes } from '../delete-confirmation.ts';

export interface DeletePidDialogProps {
  participant: Participant;
  opened: boolean;
  /** `deleted` (by this dialog, or already elsewhere) tells the list whether to refresh and step back a page. */
  onClose(deleted: boolean): void;
}

export function DeletePidDialog({ participant, opened, onClose }: DeletePidDialogProps) {
  const { t } = useTranslation('manager');
  const [entries, setEntries] = useState(['', '', '']);
  // DELETE is not there until the PID is typed three times: Enter before that marks each field
  // that does not hold it yet, rather than doing nothing a screen reader could say.
  const [checked, setChecked] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const remove = useDeleteParticipant();
  const send = useMutateOnce(remove);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Deleted from another device meanwhile: the PID is gone all the same, and the list must drop it.
  const alreadyGone = remove.error instanceof ApiError && remove.error.status === 404;
  const deleted = remove.isSuccess || alreadyGone;
  const confirmed = pidTypedThreeTimes(entries, participant.pid);
  const labels = [t('delete.first'), t('delete.second'), t('delete.third')];
  // A field says it does not hold the PID once it has as many digits (or once Enter was pressed),
  // so a slip is found where it is, not guessed at from a DELETE that never comes (WCAG 3.3.1).
  const entryError = (entry: string) => {
    const typed = entry.trim();
    const wrong = typed !== String(participant.pid) && (checked || typed.length >= String(participant.pid).length);
    return wrong ? t('delete.mismatch', { pid: participant.pid }) : undefined;
  };
  /** Marks every field that does not hold the PID, and takes the focus to the first. */
  const markEntries = () => {
    flushSync(() => setChecked(true));
    focusFirstFieldInError(form.current);
  };

  // The DELETE button disappears with the form: move focus to the way out, not the page body.
  useEffect(() => {
    if (deleted) closeButton.current?.focus();
  }, [deleted]);

  // The title names the PID: it is the dialog's name, all a screen reader says of it as it opens.
  return (
    <Modal
      opened={opened}
      onClose={() => onClose(deleted)}
      title={t('delete.title', { pid: participant.pid })}
      size="lg"
    >
      {deleted ? (
        <Stack>
          <Alert
            color={alreadyGone ? 'yellow' : 'teal'}
            variant="light"
            role="alert"
            title={
              alreadyGone ? t('delete.gone', { pid: participant.pid }) : t('delete.success', { pid: participant.pid })
            }
          >
            {t('delete.closeWindow')}
          </Alert>
          <Group justify="flex-end">
            <Button ref={closeButton} onClick={() => onClose(true)}>
              {t('close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          ref={form}
          onSubmit={(event) => {
            event.preventDefault();
            if (!confirmed) return markEntries();
            void send(participant.id);
          }}
          // Until DELETE is there the form has no submit button, and Enter in a field does not
          // submit it: the fields are checked all the same.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !confirmed && event.target instanceof HTMLInputElement) {
              event.preventDefault();
              markEntries();
            }
          }}
          noValidate
        >
          <Stack>
            <Alert color="red" variant="light" title={t('delete.warningTitle')}>
              <DeleteConsequences participant={participant} />
            </Alert>
            <Text>{t('delete.instructions', { pid: participant.pid })}</Text>
            {labels.map((label, i) => (
              <TextInput
                key={label}
                label={label}
                value={entries[i]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setEntries((current) => current.map((entry, j) => (j === i ? value : entry)));
                }}
                error={entryError(entries[i] ?? '')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                data-autofocus={i === 0 ? true : undefined}
              />
            ))}
            {/* In the dialog from the start, so that the question is heard as it appears under the
                third field (ScreenStatus); the alert inside is not a live region of its own. */}
            <ScreenStatus>
              {confirmed ? (
                <Alert color="red" role="none">
                  {t('delete.confirm', { pid: participant.pid })}
                </Alert>
              ) : null}
            </ScreenStatus>
            {confirmed ? (
              <Group>
                <BusyButton type="submit" color="red.8" busy={remove.isPending}>
                  {t('delete.button')}
                </BusyButton>
              </Group>
            ) : null}
            {remove.isError ? (
              <Alert color="red" role="alert">
                {errorText(remove.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => onClose(false)}>
                {t('cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/**
 * What deleting does to this PID, from the row the list already holds: its surveys go, its open
 * link stops working, and a number that had surveys is never given out again (ADR 019: exports
 * already taken name it). The server decides on its own count at the time of the delete; a
 * survey taken meanwhile only makes the list's count, and so this text, a moment late.
 */
function DeleteConsequences({ participant }: { participant: Participant }) {
  const { t } = useTranslation('manager');
  const { pid, surveyCount } = participant;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {surveyCount === 0 ? t('delete.noSurveys', { pid }) : t('delete.surveys', { pid, count: surveyCount })}
      </Text>
      {participant.surveyToken !== null ? <Text size="sm">{t('delete.linkStops')}</Text> : null}
      {surveyCount > 0 ? <Text size="sm">{t('delete.numberRetired', { pid })}</Text> : null}
    </Stack>
  );
}
