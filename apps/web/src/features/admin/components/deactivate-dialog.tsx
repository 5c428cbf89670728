/**
 * Deactivate a director (admin only, ADR 016), once confirmed: they are signed out at once and can
 * no longer sign in or reset their password. The admin is told what the director may still know.
 */
import type { Director } from '@romtrack/shared/contracts/directors';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/busy-button.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useMutateOnce } from '../../../lib/one-at-a-time.ts';
import { useSetDirectorActive } from '../api/director-access.ts';
import { RequestDialog } from './request-dialog.tsx';

export function DeactivateDialog({ director, onClose }: { director: Director; onClose(): void }) {
  const { t } = useTranslation('admin');
  const deactivation = useSetDirectorActive();
  const send = useMutateOnce(deactivation);

  function deactivate() {
    void send(
      { id: director.id, active: false },
      {
        onSuccess: () => {
          onClose();
          showAlert(t('directors.deactivated_done', { name: director.name }), 'success');
        },
      },
    );
  }

  return (
    <RequestDialog
      title={t('directors.confirmTitle', { name: director.name })}
      pending={deactivation.isPending}
      failure={
        deactivation.isError
          ? {
              title: t('directors.notDeactivated', { name: director.name }),
              text: errorText(deactivation.error, { NOT_FOUND: t('directors.gone') }),
            }
          : undefined
      }
      cancelLabel={t('directors.cancel')}
      submit={
        <BusyButton color="red.9" busy={deactivation.isPending} onClick={deactivate}>
          {t('directors.deactivate')}
        </BusyButton>
      }
      onClose={onClose}
    >
      <Text>{t('directors.confirmText', { name: director.name, email: director.email })}</Text>
      <Text size="sm" c="gray.7">
        {t('directors.centerPasswords')}
      </Text>
    </RequestDialog>
  );
}
