/**
 * Hand over centers (admin only, ADR 016): every center of a director who has left moves to an
 * active director, who can then register each center's manager again (a new password and e-mail).
 */
import type { Director } from '@romtrack/shared/contracts/directors';
import { Anchor, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { directorOptions } from '../../../api/director-names.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { Select } from '../../../components/list-pickers.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useMutateOnce } from '../../../lib/one-at-a-time.ts';
import { useHandOverCenters } from '../api/director-access.ts';
import { RequestDialog } from './request-dialog.tsx';

export interface HandOverDialogProps {
  /** The director whose centers move. */
  from: Director;
  /** Every director: the active ones other than `from` are offered. */
  directors: readonly Director[];
  /** `handedOver`: closed because the centers moved, rather than cancelled. */
  onClose(handedOver: boolean): void;
}

export function HandOverDialog({ from, directors, onClose }: HandOverDialogProps) {
  const { t } = useTranslation('admin');
  const handOver = useHandOverCenters();
  const send = useMutateOnce(handOver);
  const successors = directors.filter((director) => director.active && director.id !== from.id);
  const [to, setTo] = useState<string | null>(null);
  // The chosen director while the list still offers them: none once a refetch leaves them out.
  const successor = successors.find((director) => director.id === to);
  const [missing, setMissing] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  function submit() {
    if (!successor) {
      // The picker says what is missing and takes the focus, so a screen reader reads the message
      // with it: left on Hand over, the keyboard's user heard nothing at all (WCAG 3.3.1).
      flushSync(() => setMissing(true));
      picker.current?.focus();
      return;
    }
    void send(
      { from: from.id, to: successor.id },
      {
        onSuccess: () => {
          onClose(true);
          showAlert(t('handOver.done', { from: from.name, to: successor.name }), 'success');
        },
      },
    );
  }

  return (
    <RequestDialog
      title={t('handOver.title', { name: from.name })}
      pending={handOver.isPending}
      failure={
        handOver.isError
          ? {
              title: t('handOver.notMoved', { name: from.name }),
              // The one refusal of a hand-over the dialog can lead to: the chosen director was
              // deactivated after the list was loaded (the refetch then leaves them out).
              text: errorText(handOver.error, { DIRECTOR_UNAVAILABLE: t('handOver.successorGone') }),
            }
          : undefined
      }
      cancelLabel={t('directors.cancel')}
      submit={
        successors.length > 0 && (
          <BusyButton busy={handOver.isPending} onClick={submit}>
            {t('handOver.submit')}
          </BusyButton>
        )
      }
      onClose={() => onClose(false)}
    >
      <Text>{t('handOver.text', { count: from.centers, name: from.name })}</Text>
      {successors.length === 0 ? (
        <Text>
          {t('handOver.noSuccessor')}{' '}
          <Anchor component={Link} to="/admin/register-director">
            {t('directors.registerLink')}
          </Anchor>
        </Text>
      ) : (
        <Select
          label={t('handOver.to')}
          placeholder={t('handOver.toPlaceholder')}
          data={directorOptions(successors)}
          ref={picker}
          value={successor?.id ?? null}
          onChange={(value) => {
            setTo(value);
            setMissing(false);
          }}
          error={missing ? t('handOver.chooseDirector') : undefined}
          searchable
          required
        />
      )}
    </RequestDialog>
  );
}
