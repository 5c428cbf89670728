/**
 * The "paired" view of the graphs (issue 8): survey 1 against survey k over only the
 * participants who took both, so drop-out cannot flatter the later averages; then how many
 * participants reliably improved, did not change, got worse, or changed on a too-coarse scale
 * between their first and latest survey. The manager sees their center; directors and the
 * admin see the whole region first, then each of its centers.
 */
import type {
  ChangeShareGroup,
  ChangeShares,
  PairedSummary,
  PairedSummaryRow,
} from '@romtrack/shared/contracts/insight';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveySummaryFilter } from '../../../api/survey-keys.ts';
import { ScaleTable } from '../../../components/graphs/scale-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { useChangeShares, usePairedSummary } from '../api/get-paired-summary.ts';

const SHARE_COLUMNS = [
  'improved',
  'unchanged',
  'worse',
  'tooCoarse',
] as const satisfies readonly (keyof ChangeShareGroup['scales'][number])[];

/** One table per later survey number: survey 1, survey k and the change, with n. */
function PairedTables({ rows }: { rows: readonly PairedSummaryRow[] }) {
  const { t } = useTranslation('manager');
  const { language } = useLocale();
  const score = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const change = new Intl.NumberFormat(language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  if (rows.length === 0) return <Text role="status">{t('paired.none')}</Text>;
  return rows.map((row) => (
    <ScaleTable
      key={row.surveyNo}
      caption={t('paired.caption', { surveyNo: row.surveyNo, n: row.n })}
      captionStrong
      minWidth={480}
      columns={[
        { key: 'baseline', header: t('paired.baseline'), cell: (i) => score.format(row.baseline[i] ?? 0) },
        {
          key: 'followUp',
          header: t('paired.followUp', { surveyNo: row.surveyNo }),
          cell: (i) => score.format(row.followUp[i] ?? 0),
        },
        { key: 'change', header: t('paired.change'), cell: (i) => change.format(row.change[i] ?? 0) },
      ]}
    />
  ));
}

/** Participants per reliable-change outcome and scale, first to latest survey, with shares of n. */
function ChangeSharesTable({ group, caption }: { group: ChangeShareGroup; caption: string }) {
  const { t } = useTranslation('manager');
  const { language } = useLocale();
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const explain = (
    <Text size="sm">{t('paired.sharesExplain', { compared: group.compared, participants: group.participants })}</Text>
  );
  // A table of zeros says less than the sentence does.
  if (group.compared === 0) return explain;
  const share = (column: (typeof SHARE_COLUMNS)[number]) => (i: number) => {
    const counts = group.scales[i];
    return counts ? `${counts[column]} (${percent.format(counts.n > 0 ? counts[column] / counts.n : 0)})` : null;
  };
  return (
    <Stack gap="xs">
      {explain}
      <ScaleTable
        caption={caption}
        minWidth={640}
        columns={[
          ...SHARE_COLUMNS.map((column) => ({ key: column, header: t(`paired.share.${column}`), cell: share(column) })),
          { key: 'n', header: t('paired.sharesN'), cell: (i: number) => group.scales[i]?.n ?? 0 },
        ]}
      />
    </Stack>
  );
}

/** Loads the paired summary and the change shares for one filter; renders once both are in. */
function PairedData({
  filter,
  enabled,
  children,
}: {
  filter: SurveySummaryFilter;
  enabled: boolean;
  children(data: { paired: PairedSummary; shares: ChangeShares }): ReactNode;
}) {
  const { t } = useTranslation('manager');
  const paired = usePairedSummary(filter, enabled);
  const shares = useChangeShares(filter, enabled);
  // Answers that arrive once the view is open are drawn as a deferred render, in short tasks: a
  // region's are thousands of cells. (The region's view itself opens in one, with answers already
  // cached: regional-graph-browser.tsx.)
  const pairedData = useDeferredValue(paired.data);
  const sharesData = useDeferredValue(shares.data);
  const error = paired.error ?? shares.error;
  if (error) {
    const retry = {
      refetch: () => Promise.all([paired.isError && paired.refetch(), shares.isError && shares.refetch()]),
      isFetching: paired.isFetching || shares.isFetching,
    };
    return <LoadFailed title={t('graphs.loadError')} error={error} retry={retry} />;
  }
  if (!pairedData || !sharesData) return <Text c="gray.7">{t('loading')}</Text>;
  return (
    <Stack gap="lg" aria-busy={paired.isFetching || shares.isFetching}>
      {children({ paired: pairedData, shares: sharesData })}
    </Stack>
  );
}

/** The manager's paired view: their center's paired averages, then its change shares. */
export function PairedView({ filter, enabled }: { filter: SurveySummaryFilter; enabled: boolean }) {
  const { t } = useTranslation('manager');
  return (
    <PairedData filter={filter} enabled={enabled}>
      {({ paired, shares }) => (
        <>
          <Stack gap="xs" component="section">
            <Title order={2} size="h3">
              {t('paired.title')}
            </Title>
            <Text size="sm">{t('paired.explain')}</Text>
            <PairedTables rows={paired[0]?.rows ?? []} />
          </Stack>
          <Stack gap="xs" component="section">
            <Title order={2} size="h3">
              {t('paired.sharesTitle')}
            </Title>
            <ChangeSharesTable group={shares.centers[0] ?? shares.total} caption={t('paired.sharesCaption')} />
          </Stack>
        </>
      )}
    </PairedData>
  );
}

/**
 * The director's and the admin's paired view: the region's change shares over all its
 * centers (consented surveys only, as the server counts them), then each center's paired
 * averages and change shares.
 */
export function RegionalPairedView({ filter, enabled }: { filter: SurveySummaryFilter; enabled: boolean }) {
  const { t } = useTranslation('manager');
  return (
    <PairedData filter={filter} enabled={enabled}>
      {({ paired, shares }) => (
        <>
          <Paper withBorder p="md" component="section" aria-label={t('paired.regionTitle')}>
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t('paired.regionTitle')}
              </Title>
              <ChangeSharesTable group={shares.total} caption={t('paired.regionSharesCaption')} />
            </Stack>
          </Paper>
          {paired.map(({ center, rows }) => {
            const group = shares.centers.find((c) => c.center.id === center.id);
            return (
              <Paper withBorder p="md" component="section" aria-label={center.name} key={center.id}>
                <Stack gap="xs">
                  <Title order={2} size="h3">
                    {center.name}
                  </Title>
                  <Text size="sm">{t('paired.explain')}</Text>
                  <PairedTables rows={rows} />
                  {group && group.compared > 0 ? (
                    <>
                      <Title order={3} size="h4">
                        {t('paired.sharesTitle')}
                      </Title>
                      <ChangeSharesTable
                        group={group}
                        caption={t('paired.centerSharesCaption', { center: center.name })}
                      />
                    </>
                  ) : null}
                </Stack>
              </Paper>
            );
          })}
        </>
      )}
    </PairedData>
  );
}
