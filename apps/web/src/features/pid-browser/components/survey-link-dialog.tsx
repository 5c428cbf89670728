/**
 * Generate survey link (spec section 2): the PID, its next survey number and the link field;
 * Generate makes a one-time link valid 48 hours, then 'DONE!' explains the open/closed states.
 * The link can be copied or shown as a QR code for the participant's phone.
 *
 * Once a link is made the keyboard moves on to Copy link: left on the generate button, now
 * "Generate a new link", a second Enter would replace the link just handed out, and the
 * participant who had already scanned it would find it dead.
 */
import type { Participant } from '@romtrack/shared/contracts/participants';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/busy-button.tsx';
import { CopyLinkButton } from '../../../components/survey-link/copy-link-button.tsx';
import { LinkQrCode } from '../../../components/survey-link/link-qr-code.tsx';
import { surveyUrl } from '../../../components/survey-link/survey-url.ts';
import { formatDateTime, formatTimeLeft } from '../../../components/survey-link/time-left.ts';
import { useNow } from '../../../components/survey-link/use-now.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useMutateOnce } from '../../../lib/one-at-a-time.ts';
import { useCreateSurveyLink } from '../api/create-survey-link.ts';

/**
 * "PID: 1234" with the number in bold. The label brings its own colon (Chinese writes a full-width
 * one, which carries its own space), so the number is set apart by a margin, not by a space.
 */
function LabelledValue({ label, value }: { label: string; value: number }) {
  return (
    <Text>
      {label}
      <Text span fw={700} ml={4}>
        {value}
      </Text>
    </Text>
  );
}

export interface SurveyLinkDialogProps {
  participant: Participant;
  opened: boolean;
  onClose(): void;
}

export function SurveyLinkDialog({ participant, opened, onClose }: SurveyLinkDialogProps) {
  const { t } = useTranslation('manager');
  const { language } = useLocale();
  const now = useNow();
  const create = useCreateSurveyLink();
  const generate = useMutateOnce(create);

  const generated = create.data;
  const copyButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (generated) copyButton.current?.focus();
  }, [generated]);
  const token = generated?.token ?? participant.surveyToken;
  const expiresAt = generated?.expiresAt ?? participant.surveyTokenExpiresAt;
  const url = token ? surveyUrl(token) : '';
  const timeLeft = expiresAt ? formatTimeLeft(expiresAt, now, language) : null;
  const expiry = expiresAt ? formatDateTime(expiresAt, language) : '';

  return (
    <Modal opened={opened} onClose={onClose} title={t('link.title')} size="lg">
      <Stack>
        <Group gap="xl">
          <LabelledValue label={t('link.pid')} value={participant.pid} />
          <LabelledValue label={t('link.nextSurvey')} value={participant.surveyCount + 1} />
        </Group>
        <TextInput
          label={t('link.url')}
          value={url}
          placeholder={t('link.urlPlaceholder')}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        {!generated && token && timeLeft ? (
          <Text size="sm">{t('link.openNow', { date: expiry, timeLeft })}</Text>
        ) : null}
        <Group>
          <BusyButton onClick={() => void generate(participant.id)} busy={create.isPending} data-autofocus>
            {token ? t('link.regenerate') : t('link.generate')}
          </BusyButton>
          {token ? (
            <CopyLinkButton
              url={url}
              label={t('link.copy')}
              copiedLabel={t('link.copied')}
              failedText={t('link.copyFailed')}
              buttonRef={copyButton}
            />
          ) : null}
        </Group>
        {token ? <Text size="sm">{t('link.replaceNote')}</Text> : null}
        {create.isError ? (
          <Alert color="red" role="alert">
            {errorText(create.error)}
          </Alert>
        ) : null}
        {generated ? (
          <Alert color="teal" variant="light" title={t('link.done')} role="status">
            <Stack gap="xs">
              <Text size="sm">{t('link.explain')}</Text>
              <Text size="sm">{t('link.validity', { date: expiry })}</Text>
            </Stack>
          </Alert>
        ) : null}
        {token ? (
          <Stack gap={4} align="center">
            <LinkQrCode url={url} alt={t('link.qrAlt', { pid: participant.pid })} size={180} />
            <Text size="xs" c="gray.7">
              {t('link.qrHint')}
            </Text>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
