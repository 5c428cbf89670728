/**
 * The "paired" view of the manager's graphs (issue 8): survey 1 against survey k over only the
 * participants who took both, so drop-out cannot flatter the later averages; then how many
 * participants reliably improved, did not change, got worse, or changed on a too-coarse scale
 * between their first and latest survey.
 */
import type { ChangeShareCounts } from '@romtrack/shared/contracts/insight';
import { SCALE_KEYS } from '@romtrack/sf36/scales';
import { Alert, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SurveySummaryFilter } from '../../../api/survey-summary.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useChangeShares, usePairedSummary } from '../api/get-paired-summary.ts';

const SHARE_COLUMNS = [
  'improved',
  'unchanged',
  'worse',
  'tooCoarse',
] as const satisfies readonly (keyof ChangeShareCounts)[];

export function PairedView({ filter, enabled }: { filter: SurveySummaryFilter; enabled: boolean }) {
  const { t } = useTranslation('manager');
  const { language } = useLocale();
  const paired = usePairedSummary(filter, enabled);
  const shares = useChangeShares(filter, enabled);
  const score = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const change = new Intl.NumberFormat(language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const scaleNames = SCALE_KEYS.map((key) => t(`scales.${key}`));

  const error = paired.error ?? shares.error;
  if (error) {
    return (
      <Alert color="red" role="alert">
        {error instanceof ApiError ? error.message : t('serverProblem')}
      </Alert>
    );
  }
  if (!paired.data || !shares.data) return <Text c="gray.7">{t('loading')}</Text>;

  const rows = paired.data[0]?.rows ?? [];
  const group = shares.data.centers[0] ?? shares.data.total;

  return (
    <Stack gap="lg" aria-busy={paired.isFetching || shares.isFetching}>
      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          {t('paired.title')}
        </Title>
        <Text size="sm">{t('paired.explain')}</Text>
        {rows.length === 0 ? <Text role="status">{t('paired.none')}</Text> : null}
        {rows.map((row) => (
          // The visible caption sits outside the scrolling box, so a phone never scrolls it away.
          <Stack gap={4} key={row.surveyNo}>
            <Text fw={600} aria-hidden>
              {t('paired.caption', { surveyNo: row.surveyNo, n: row.n })}
            </Text>
            <Table.ScrollContainer minWidth={480} type="native">
              <Table withTableBorder withColumnBorders verticalSpacing="xs">
                <Table.Caption>
                  <VisuallyHidden>{t('paired.caption', { surveyNo: row.surveyNo, n: row.n })}</VisuallyHidden>
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('graphs.category')}</Table.Th>
                    <Table.Th scope="col">{t('paired.baseline')}</Table.Th>
                    <Table.Th scope="col">{t('paired.followUp', { surveyNo: row.surveyNo })}</Table.Th>
                    <Table.Th scope="col">{t('paired.change')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {scaleNames.map((name, i) => (
                    <Table.Tr key={name}>
                      <Table.Th scope="row">{name}</Table.Th>
                      <Table.Td>{score.format(row.baseline[i] ?? 0)}</Table.Td>
                      <Table.Td>{score.format(row.followUp[i] ?? 0)}</Table.Td>
                      <Table.Td>{change.format(row.change[i] ?? 0)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ))}
      </Stack>

      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          {t('paired.sharesTitle')}
        </Title>
        <Text size="sm">
          {t('paired.sharesExplain', { compared: group.compared, participants: group.participants })}
        </Text>
        <Text size="sm" c="gray.7" aria-hidden>
          {t('paired.sharesCaption')}
        </Text>
        <Table.ScrollContainer minWidth={640} type="native">
          <Table withTableBorder withColumnBorders verticalSpacing="xs">
            <Table.Caption>
              <VisuallyHidden>{t('paired.sharesCaption')}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('graphs.category')}</Table.Th>
                {SHARE_COLUMNS.map((column) => (
                  <Table.Th scope="col" key={column}>
                    {t(`paired.share.${column}`)}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t('paired.sharesN')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scaleNames.map((name, i) => {
                const counts = group.scales[i];
                return (
                  <Table.Tr key={name}>
                    <Table.Th scope="row">{name}</Table.Th>
                    {SHARE_COLUMNS.map((column) => (
                      <Table.Td key={column}>
                        {counts
                          ? `${counts[column]} (${percent.format(counts.n > 0 ? counts[column] / counts.n : 0)})`
                          : null}
                      </Table.Td>
                    ))}
                    <Table.Td>{counts?.n ?? 0}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}
