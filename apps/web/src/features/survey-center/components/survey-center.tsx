/**
 * /manager/survey-center (decisions.md): the participants whose survey link is open now,
 * each with the time left, the link to copy and its QR code, so a manager can hand links
 * out in person. Paged on the server like the PID browser.
 */
import { PID_PAGE_SIZE, type Participant } from '@romtrack/shared/contracts/participants';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCenterParticipants } from '../../../api/center-participants.ts';
import { useRefreshCenterData } from '../../../api/refresh-center-data.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { keepPageInList, Pager } from '../../../components/pager.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { CopyLinkButton } from '../../../components/survey-link/copy-link-button.tsx';
import { LinkQrCode } from '../../../components/survey-link/link-qr-code.tsx';
import { surveyUrl } from '../../../components/survey-link/survey-url.ts';
import { formatDateTime, formatTimeLeft } from '../../../components/survey-link/time-left.ts';
import { useNow } from '../../../components/survey-link/use-now.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useLocale } from '../../../lib/locale.ts';

function OpenLinkCard({ participant, now }: { participant: Participant; now: number }) {
  const { t } = useTranslation('manager');
  const { language } = useLocale();
  const url = surveyUrl(participant.surveyToken ?? '');
  const expiresAt = participant.surveyTokenExpiresAt ?? '';
  const timeLeft = formatTimeLeft(expiresAt, now, language);
  const headingId = `open-link-${participant.id}`;

  return (
    <Card withBorder component="article" aria-labelledby={headingId} padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id={headingId}>
            {t('surveyCenter.pid', { pid: participant.pid })}
          </Title>
          <Text size="sm">{t('surveyCenter.nextSurvey', { surveyNo: participant.surveyCount + 1 })}</Text>
        </Group>
        <Text size="sm" fw={600} c={timeLeft ? 'teal.9' : 'red.8'}>
          {timeLeft
            ? t('surveyCenter.expires', { timeLeft, date: formatDateTime(expiresAt, language) })
            : t('surveyCenter.expired')}
        </Text>
        <TextInput
          label={t('surveyCenter.linkLabel', { pid: participant.pid })}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group align="flex-start" justify="space-between" wrap="wrap">
          <CopyLinkButton
            url={url}
            label={t('link.copy')}
            copiedLabel={t('link.copied')}
            failedText={t('link.copyFailed')}
            context={t('pid.forPid', { pid: participant.pid })}
          />
          <LinkQrCode url={url} alt={t('link.qrAlt', { pid: participant.pid })} size={132} />
        </Group>
      </Stack>
    </Card>
  );
}

export function SurveyCenter({ centerId }: { centerId: string }) {
  const { t } = useTranslation('manager');
  const { prefix } = useLocale();
  const now = useNow();
  const [page, setPage] = useState(1);
  const list = useCenterParticipants(centerId, { page, open: true });
  const refresh = useRefreshCenterData();
  const rows = list.data?.data ?? [];
  const pages = Math.ceil((list.data?.pagination.total ?? 0) / PID_PAGE_SIZE);
  keepPageInList(page, list.data ? pages : null, setPage);

  let body;
  if (list.isError) {
    body = <LoadFailed title={t('pid.loadError')} error={list.error} retry={list} />;
  } else if (list.isPending) {
    body = <Text c="gray.7">{t('loading')}</Text>;
  } else if (rows.length === 0) {
    body = (
      <Stack gap={4} role="status" py="lg" align="center" ta="center">
        <Title order={2} size="h3">
          {t('surveyCenter.empty')}
        </Title>
        <Text>{t('surveyCenter.emptyText')}</Text>
        <Anchor component={Link} to={`${prefix}/manager/pid-browser`}>
          {t('surveyCenter.toPids')}
        </Anchor>
      </Stack>
    );
  } else {
    body = (
      <Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {rows.map((participant) => (
            <OpenLinkCard key={participant.id} participant={participant} now={now} />
          ))}
        </SimpleGrid>
        <Pager pages={pages} page={page} onChange={setPage} label={t('surveyCenter.pagesLabel')} />
      </Stack>
    );
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <ScreenTitle>{t('surveyCenter.title')}</ScreenTitle>
        <BusyButton variant="default" onClick={() => void refresh()} busy={list.isFetching && !list.isPending}>
          {t('pid.refresh')}
        </BusyButton>
      </Group>
      <Text>{t('surveyCenter.intro')}</Text>
      {body}
    </Stack>
  );
}
