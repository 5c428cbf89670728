/**
 * The participant view (issue 8): one PID's surveys over time, the 8 category scores of each,
 * and per category the change from the first to the latest survey and between consecutive
 * surveys, flagged by the reliable change index. The same screen is the printable report:
 * the print stylesheet leaves only this report on paper. The PID is the only identifier shown.
 */
import type { ParticipantProgress, ReliableChangeFlag, SurveyChange } from '@romtrack/shared/contracts/insight';
import { Anchor, Badge, Button, Group, List, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { SCALE_KEYS } from '@romtrack/sf36/scales';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FailedQuery, LoadFailed } from '../../../components/load-failed.tsx';
import { InPrintParts } from '../../../components/graphs/in-print-parts.tsx';
import { ScaleTable, type ScaleTableProps } from '../../../components/graphs/scale-table.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useBackTo } from '../../../lib/back-place.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useParticipantProgress } from '../api/get-participant-progress.ts';
import '../../../components/printed-report.css';

/**
 * Colour and text together, so the flag never depends on colour alone; dark shades, so white
 * text on them is at least 4.5:1 (Mantine's darkest green is 4.4:1: teal's is 5.0:1).
 */
const FLAG_STYLE = {
  improved: { color: 'teal.9', key: 'progress.flag.improved' },
  unchanged: { color: 'gray.7', key: 'progress.flag.unchanged' },
  worse: { color: 'red.9', key: 'progress.flag.worse' },
  'too-coarse': { color: 'violet.9', key: 'progress.flag.tooCoarse' },
} as const satisfies Record<ReliableChangeFlag, { color: string; key: string }>;

/**
 * A badge that wraps instead of cutting its text: Mantine's badge is one line of fixed height
 * ending in an ellipsis, so "Empeoramiento fiable" lost its meaning in a narrow column.
 */
const WRAPPING_BADGE = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 2, overflow: 'visible' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.35, textAlign: 'start' },
} as const;

function FlagBadge({ flag }: { flag: ReliableChangeFlag }) {
  const { t } = useTranslation('manager');
  const style = FLAG_STYLE[flag];
  return (
    <Badge
      color={style.color}
      variant="filled"
      tt="none"
      size="md"
      radius="sm"
      data-flag={flag}
      styles={WRAPPING_BADGE}
    >
      {t(style.key)}
    </Badge>
  );
}

/**
 * The way back from a report, or from one that would not load, to the PID Center: to the page
 * and search the report was opened from (back-place.ts), or its first page.
 */
function BackToPidCenter() {
  const { t } = useTranslation('manager');
  const { prefix } = useLocale();
  const backTo = useBackTo(`${prefix}/manager/pid-browser`);
  return (
    <Anchor component={Link} to={backTo}>
      {t('progress.back')}
    </Anchor>
  );
}

/** Survey columns that fit beside the category names on a portrait A4 or Letter page. */
const SCORE_COLUMNS_PER_PAGE_WIDTH = 6;
/** Change columns (a difference and a flag each, wider) that fit the same way. */
const CHANGE_COLUMNS_PER_PAGE_WIDTH = 5;

/**
 * A score table that scrolls sideways on screen, and on paper, which cannot scroll, is printed in
 * parts of at most `perPart` columns (in-print-parts.tsx): printed whole, the columns past the
 * page's width were cut off (from the 9th survey on). A table that fits prints as it is.
 */
function PrintableScaleTable({ perPart, ...table }: ScaleTableProps & { perPart: number }) {
  const { t } = useTranslation('manager');
  return (
    <InPrintParts
      columns={table.columns}
      perPart={perPart}
      partCaption={(part, parts) => t('progress.tablePart', { caption: table.caption, part, parts })}
      table={(columns, partCaption) =>
        partCaption ? <ScaleTable caption={partCaption} columns={columns} minWidth={0} /> : <ScaleTable {...table} />
      }
    />
  );
}

interface ReportProps {
  progress: ParticipantProgress;
}

function changeLabel(t: TFunction<'manager'>, change: SurveyChange) {
  return t('progress.changeColumn', { from: change.fromSurveyNo, to: change.toSurveyNo });
}

function Report({ progress }: ReportProps) {
  const { t } = useTranslation('manager');
  const { language } = useLocale();
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const points = new Intl.NumberFormat(language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const oneDecimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const twoDecimals = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const { participant, surveys, firstToLatest, consecutive, method } = progress;
  // The server's method table lists the scales in the same category order as SCALE_KEYS.
  const scaleNames = SCALE_KEYS.map((key) => t(`scales.${key}`));
  // The first-to-latest column, then each step; with two surveys both are the same pair, so once.
  const changes: { change: SurveyChange; label: string }[] = [];
  if (firstToLatest) {
    changes.push({
      change: firstToLatest,
      label: t('progress.firstToLatest', { from: firstToLatest.fromSurveyNo, to: firstToLatest.toSurveyNo }),
    });
  }
  if (consecutive.length > 1) {
    for (const change of consecutive) changes.push({ change, label: changeLabel(t, change) });
  }

  return (
    <Stack gap="lg" className="rt-printed-report">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <ScreenTitle>{t('progress.heading', { pid: participant.pid })}</ScreenTitle>
          <Text>{t('progress.center', { center: participant.center.name })}</Text>
          <Text size="sm" c="gray.7" className="rt-print-only">
            {t('progress.printed', { date: dateFormat.format(new Date()) })}
          </Text>
        </Stack>
        <Group gap="xs" data-print-hide>
          <BackToPidCenter />
          <Button onClick={() => window.print()}>{t('progress.print')}</Button>
        </Group>
      </Group>

      {surveys.length === 0 ? (
        <Text>{t('progress.noSurveys')}</Text>
      ) : (
        <Stack gap="xs" component="section">
          <Title order={2} size="h3">
            {t('progress.scoresTitle')}
          </Title>
          <PrintableScaleTable
            perPart={SCORE_COLUMNS_PER_PAGE_WIDTH}
            caption={t('progress.scoresCaption')}
            minWidth={Math.max(320, 200 + surveys.length * 110)}
            columns={surveys.map((survey) => ({
              key: survey.id,
              header: (
                <>
                  {t('progress.surveyColumn', { surveyNo: survey.surveyNo })}
                  <Text component="span" display="block" size="xs" fw={400}>
                    {dateFormat.format(new Date(survey.createdAt))}
                  </Text>
                </>
              ),
              cell: (scale) => survey.scores[scale],
            }))}
          />
        </Stack>
      )}

      {surveys.length === 1 ? <Text>{t('progress.oneSurvey')}</Text> : null}

      {changes.length > 0 ? (
        <Stack gap="xs" component="section">
          <Title order={2} size="h3">
            {t('progress.changesTitle')}
          </Title>
          <PrintableScaleTable
            perPart={CHANGE_COLUMNS_PER_PAGE_WIDTH}
            caption={t('progress.changesCaption')}
            // Narrow columns: the flags wrap, so a phone scrolls the table less (it still scrolls
            // inside its own box when the columns do not fit).
            minWidth={Math.max(320, 150 + changes.length * 120)}
            columns={changes.map(({ change, label }) => ({
              key: label,
              header: label,
              cellProps: { 'data-change': `${change.fromSurveyNo}-${change.toSurveyNo}` },
              cell: (scale) => {
                const scaleChange = change.scales[scale];
                return scaleChange ? (
                  <Stack gap={4} align="flex-start">
                    <Text size="sm">{t('progress.points', { difference: points.format(scaleChange.difference) })}</Text>
                    <FlagBadge flag={scaleChange.flag} />
                  </Stack>
                ) : null;
              },
            }))}
          />
        </Stack>
      ) : null}

      <Stack gap="xs" component="section" maw={760}>
        <Title order={2} size="h3">
          {t('progress.methodTitle')}
        </Title>
        <Text>{t('progress.methodRci', { critical: twoDecimals.format(method.criticalValue) })}</Text>
        <Text>{t('progress.methodCoarse')}</Text>
        <Text fw={600}>{t('progress.thresholdsTitle')}</Text>
        <List spacing={2} size="sm">
          {method.scales.map((scale, i) => (
            <List.Item key={scale.key}>
              {t('progress.threshold', {
                scale: scaleNames[i],
                threshold: oneDecimal.format(scale.threshold),
              })}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="gray.7">
          {t('progress.methodSource', { version: method.version, scoring: progress.scoringVersion })}
        </Text>
      </Stack>
    </Stack>
  );
}

export function ParticipantProgressScreen({ participantId }: { participantId: string }) {
  const { t } = useTranslation('manager');
  const query = useParticipantProgress(participantId);
  if (query.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
      </Group>
    );
  }
  if (query.isError) return <ProgressFailed query={query} />;
  return <Report progress={query.data} />;
}

/**
 * A report that would not load, under the screen's title (which also names the tab), with the
 * way back to the PID Center. An address that names no PID of the center (one deleted since, or
 * a link mistyped: the server answers 404 or 400) says so, rather than ask for a reload that
 * cannot help.
 */
function ProgressFailed({ query }: { query: FailedQuery & { error: unknown } }) {
  const { t } = useTranslation('manager');
  const noSuchPid = t('progress.noSuchPid');
  return (
    <Stack gap="md" align="flex-start">
      <ScreenTitle>{t('progress.title')}</ScreenTitle>
      <LoadFailed
        title={t('progress.loadError')}
        error={query.error}
        byCode={{ NOT_FOUND: noSuchPid, BAD_REQUEST: noSuchPid }}
        retry={query}
      />
      <BackToPidCenter />
    </Stack>
  );
}
