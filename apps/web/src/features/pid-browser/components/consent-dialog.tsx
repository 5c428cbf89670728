/**
 * Manage Consent Permissions (decisions.md): the manager records a participant's written
 * revocation or grant of consent, per survey number. Ticked means consented: directors,
 * the admin and the foundation see only consented surveys.
 */
import type { Participant } from '@romtrack/shared/contracts/participants';
import { Alert, Button, Checkbox, Fieldset, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/busy-button.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { showAlert } from '../../../lib/alerts.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useMutateOnce } from '../../../lib/one-at-a-time.ts';
import { useConsent } from '../api/get-consent.ts';
import { useUpdateConsent } from '../api/update-consent.ts';
import { consentChanges, consentItems, type ConsentItem } from '../consent-model.ts';

export interface ConsentDialogProps {
  participant: Participant;
  opened: boolean;
  onClose(): void;
}

function ConsentForm({
  participant,
  items,
  onDone,
}: {
  participant: Participant;
  items: ConsentItem[];
  onDone(): void;
}) {
  const { t } = useTranslation('manager');
  const { language } = useLocale();
  const [ticked, setTicked] = useState(() => new Set(items.filter((i) => i.consented).map((i) => i.surveyNo)));
  const save = useUpdateConsent(participant.id);
  const send = useMutateOnce(save);
  const anyTaken = items.some((item) => item.taken);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const form = useRef<HTMLFormElement>(null);

  // The dialog puts the focus on its first survey (data-autofocus) as it opens; when the
  // consents were still loading then, it chose its close button instead. Once they are drawn,
  // the focus moves on to the first survey, unless the manager has taken it somewhere already.
  useEffect(() => {
    const dialog = form.current?.closest('[role="dialog"]');
    const focused = document.activeElement;
    const unmoved = focused === document.body || (dialog?.contains(focused) && !form.current?.contains(focused));
    if (unmoved) form.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        const consents = consentChanges(items, ticked);
        if (consents.length === 0) {
          showAlert(t('consent.unchanged'), 'info');
          onDone();
          return;
        }
        void send(
          { consents },
          {
            onSuccess: () => {
              showAlert(t('consent.saved', { pid: participant.pid }), 'success');
              onDone();
            },
          },
        );
      }}
      noValidate
    >
      <Stack>
        <Fieldset legend={t('consent.legend', { pid: participant.pid })} variant="unstyled">
          <Stack gap="sm">
            {items.map((item, index) => (
              <Checkbox
                key={item.surveyNo}
                label={t('consent.survey', { surveyNo: item.surveyNo })}
                description={
                  item.taken && item.createdAt
                    ? t('consent.takenOn', { date: date.format(new Date(item.createdAt)) })
                    : t('consent.notTaken')
                }
                checked={ticked.has(item.surveyNo)}
                disabled={!item.taken}
                // Mantine's default description grey is too faint for small text (WCAG AA).
                styles={{ description: { color: item.taken ? 'var(--mantine-color-gray-7)' : undefined } }}
                data-autofocus={index === 0 && item.taken ? true : undefined}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setTicked((current) => {
                    const next = new Set(current);
                    if (on) next.add(item.surveyNo);
                    else next.delete(item.surveyNo);
                    return next;
                  });
                }}
              />
            ))}
          </Stack>
        </Fieldset>
        {!anyTaken ? <Text size="sm">{t('consent.none')}</Text> : null}
        {save.isError ? (
          <Alert color="red" role="alert">
            {errorText(save.error, { BAD_REQUEST: t('consent.stale') })}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <BusyButton type="submit" busy={save.isPending} disabled={!anyTaken}>
            {t('consent.save')}
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}

export function ConsentDialog({ participant, opened, onClose }: ConsentDialogProps) {
  const { t } = useTranslation('manager');
  const consent = useConsent(participant.id);

  return (
    <Modal opened={opened} onClose={onClose} title={t('consent.title')} size="lg">
      <Stack>
        <Text size="sm">{t('consent.intro')}</Text>
        <Text size="sm">{t('consent.meaning')}</Text>
        {consent.isPending ? (
          <Group justify="center" py="md">
            {/* A span may carry a name only with a role: axe refused the bare aria-label. */}
            <Loader role="status" aria-label={t('loading')} />
          </Group>
        ) : consent.isError ? (
          <LoadFailed title={t('consent.loadError')} error={consent.error} retry={consent} />
        ) : (
          <ConsentForm participant={participant} items={consentItems(consent.data)} onDone={onClose} />
        )}
      </Stack>
    </Modal>
  );
}
