import type { Participant } from '@romtrack/shared/contracts/participants';
import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTimeLeft } from '../../../components/survey-link/time-left.ts';
import { useNow } from '../../../components/survey-link/use-now.ts';
import type { BackPlace } from '../../../lib/back-place.ts';
import { type InterfaceLanguage, useLocale } from '../../../lib/locale.ts';
import { useWiderThan } from '../../../lib/use-wider-than.ts';
import './pid-table.css';

/**
 * The width the table needs in each language (rem), with every button, badge and word whole
 * (rt-whole-labels, pid-table.css) and a "New" badge, an open link and a Progress button in
 * sight: measured in Chromium on Linux (DejaVu Sans), 622 px in English and 771 px in Spanish at
 * the root's 16 px; Chinese, its characters 1 em wide, about 500 px. A little more here, for other
 * fonts. Where there is less room, each PID is a card. A longer translation needs a new measure
 * (e2e/manager.spec.ts checks the table at tablet and laptop sizes).
 */
const TABLE_WIDTH_REM: Record<InterfaceLanguage, number> = { en: 42, es: 52, 'zh-TW': 34 };

export type RowAction = 'link' | 'consent' | 'delete';

export interface PidTableProps {
  rows: readonly Participant[];
  busy: boolean;
  onAction(action: RowAction, participant: Participant): void;
  /** This page of PIDs, for the way back from a PID's progress report. */
  backPlace: BackPlace;
}

function NewBadge() {
  const { t } = useTranslation('manager');
  return (
    <Badge color="teal.9" variant="filled" size="sm" tt="none">
      {t('pid.new')}
    </Badge>
  );
}

/** "Open to survey · expires in 47 hours", or "Closed to survey". */
function LinkState({ participant, now }: { participant: Participant; now: number }) {
  const { t } = useTranslation('manager');
  const { language } = useLocale();
  const timeLeft =
    participant.surveyToken && participant.surveyTokenExpiresAt
      ? formatTimeLeft(participant.surveyTokenExpiresAt, now, language)
      : null;
  return (
    <Text size="xs" c={timeLeft ? 'teal.9' : 'gray.7'}>
      {timeLeft ? t('pid.linkOpen', { timeLeft }) : t('pid.linkClosed')}
    </Text>
  );
}

/**
 * The row buttons; each names its PID for screen readers ("Consent for PID 1234"). Progress is
 * a link to the participant view, only once the PID has a survey to show; it carries the page
 * of PIDs it is on, for the view's way back.
 */
function rowButtons(
  t: TFunction<'manager'>,
  participant: Participant,
  { onAction, backPlace }: Pick<PidTableProps, 'onAction' | 'backPlace'>,
  prefix: string,
) {
  const forPid = <VisuallyHidden> {t('pid.forPid', { pid: participant.pid })}</VisuallyHidden>;
  return {
    link: (
      <Button size="xs" variant="light" onClick={() => onAction('link', participant)}>
        {t('pid.linkButton')}
        {forPid}
      </Button>
    ),
    consent: (
      <Button size="xs" variant="default" onClick={() => onAction('consent', participant)}>
        {t('pid.consentButton')}
        {forPid}
      </Button>
    ),
    delete: (
      <Button size="xs" variant="outline" color="red.8" onClick={() => onAction('delete', participant)}>
        {t('pid.deleteButton')}
        {forPid}
      </Button>
    ),
    progress:
      participant.surveyCount > 0 ? (
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={`${prefix}/manager/participants/${encodeURIComponent(participant.id)}`}
          state={backPlace}
        >
          {t('pid.progressButton')}
          {forPid}
        </Button>
      ) : null,
  };
}

/**
 * One page of PIDs: PID, Next survey, Survey link, Consent and Delete PID (spec section 2).
 * A table where the screen leaves it room for every column; on a phone, and on a tablet or small
 * laptop where the side menu takes the rest, each PID is a card, so every button stays in sight
 * without scrolling sideways. Only the layout that fits is rendered (the room is read before the
 * first paint, and again as it changes): a phone builds ten cards, not ten cards and a hidden table.
 */
export const PidTable = memo(function PidTable(props: PidTableProps) {
  const { language } = useLocale();
  const tableWidth = TABLE_WIDTH_REM[language];
  const [box, wide] = useWiderThan(tableWidth);
  return (
    <div ref={box}>
      {wide === undefined ? null : wide ? (
        <PidRowsTable {...props} minWidthRem={tableWidth} />
      ) : (
        <PidCards {...props} />
      )}
    </div>
  );
});

function PidCards({ rows, busy, onAction, backPlace }: PidTableProps) {
  const { t } = useTranslation('manager');
  const { prefix } = useLocale();
  const now = useNow();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={busy}>
      {rows.map((participant) => {
        const buttons = rowButtons(t, participant, { onAction, backPlace }, prefix);
        return (
          <Card component="li" key={participant.id} withBorder padding="sm">
            <Stack gap={6}>
              <Group gap="xs">
                <Text fw={700} ff="monospace" fz="lg">
                  {t('surveyCenter.pid', { pid: participant.pid })}
                </Text>
                {participant.surveyCount === 0 ? <NewBadge /> : null}
              </Group>
              <Text size="sm">{t('surveyCenter.nextSurvey', { surveyNo: participant.surveyCount + 1 })}</Text>
              <LinkState participant={participant} now={now} />
              <Group gap="xs">
                {buttons.link}
                {buttons.consent}
                {buttons.delete}
                {buttons.progress}
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

function PidRowsTable({ rows, busy, onAction, backPlace, minWidthRem }: PidTableProps & { minWidthRem: number }) {
  const { t } = useTranslation('manager');
  const { prefix } = useLocale();
  const now = useNow();
  return (
    // Shown only where the box is this wide: content wider still (a reader's larger default font
    // with a narrow window) scrolls inside the box, never the page.
    <Table.ScrollContainer
      minWidth={`${minWidthRem}rem`}
      type="native"
      pos="relative"
      className="rt-pid-table rt-whole-labels"
    >
      <Table verticalSpacing="sm" highlightOnHover aria-busy={busy} withTableBorder>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <VisuallyHidden>{t('pid.tableCaption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('pid.colPid')}</Table.Th>
            <Table.Th scope="col">{t('pid.colNext')}</Table.Th>
            <Table.Th scope="col">{t('pid.colLink')}</Table.Th>
            <Table.Th scope="col">{t('pid.colConsent')}</Table.Th>
            <Table.Th scope="col">{t('pid.colDelete')}</Table.Th>
            <Table.Th scope="col">{t('pid.colProgress')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((participant) => {
            const buttons = rowButtons(t, participant, { onAction, backPlace }, prefix);
            return (
              <Table.Tr key={participant.id}>
                <Table.Th scope="row">
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={700} ff="monospace" fz="md">
                      {participant.pid}
                    </Text>
                    {participant.surveyCount === 0 ? <NewBadge /> : null}
                  </Group>
                </Table.Th>
                <Table.Td>{participant.surveyCount + 1}</Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {buttons.link}
                    <LinkState participant={participant} now={now} />
                  </Stack>
                </Table.Td>
                <Table.Td>{buttons.consent}</Table.Td>
                <Table.Td>{buttons.delete}</Table.Td>
                <Table.Td>{buttons.progress}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
