/**
 * The research export (issue 8) beside the graphs: the surveys as CSV or XLSX with the same
 * date range (and, for a region, the centers chosen among its own), and the codebook that
 * explains every column.
 */
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MultiSelect } from '../../../components/graphs/multi-select.tsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport, type ExportFile } from '../../../api/download-export.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import type { DateRange } from '../../../components/graphs/date-range-filter.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { errorText } from '../../../lib/error-text.ts';
import './export-panel.css';

export interface ExportPanelProps {
  range: DateRange;
  /** A region's centers, to choose from (all at first); omitted for a manager, whose center is implied. */
  centers?: readonly { id: string; name: string }[];
  /** The region's director: with every center chosen, the export names the region, not each center. */
  directorId?: string;
}

export function ExportPanel({ range, centers, directorId }: ExportPanelProps) {
  const { t } = useTranslation('manager');
  const titleId = useId();
  const [busy, setBusy] = useState<ExportFile | null>(null);
  // null: every center of the region, including one registered while the screen is open.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const centerIds = centers ? (chosen ?? centers.map((center) => center.id)) : undefined;
  const noCenters = centerIds !== undefined && centerIds.length === 0;

  async function download(file: ExportFile) {
    setBusy(file);
    try {
      // Every center of the region: named as the region, since a hundred-odd center ids would not
      // fit in the query string (the server refuses more than 4,000 characters of them).
      const wholeRegion = directorId !== undefined && chosen === null;
      await downloadExport(file, {
        director: wholeRegion ? directorId : undefined,
        centers: !wholeRegion && centerIds && centerIds.length > 0 ? centerIds.join(',') : undefined,
        from: range.from || undefined,
        to: range.to || undefined,
      });
    } catch (error) {
      showAlert(errorText(error, {}, t('exports.failed')), 'danger');
    } finally {
      setBusy(null);
    }
  }

  return (
    // Less padding on a phone, so that a button's longest word fits whole (export-panel.css).
    // A control, not part of a printed report (printed-report.css).
    <Paper withBorder p={{ base: 'xs', xs: 'md' }} component="section" aria-labelledby={titleId} data-print-hide>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('exports.title')}
        </Title>
        <Text size="sm">{t('exports.intro')}</Text>
        {centers ? (
          <MultiSelect
            label={t('exports.centers')}
            description={t('exports.centersHint')}
            data={centers.map((center) => ({ value: center.id, label: center.name }))}
            value={centerIds}
            onChange={setChosen}
            searchable
            clearable
            maw={520}
          />
        ) : null}
        {noCenters ? (
          <Text size="sm" role="status">
            {t('exports.noCenters')}
          </Text>
        ) : null}
        <Group gap="xs" className="rt-export-buttons">
          <BusyButton
            size="sm"
            variant="light"
            busy={busy === 'csv'}
            disabled={noCenters || (busy !== null && busy !== 'csv')}
            onClick={() => void download('csv')}
          >
            {t('exports.csv')}
          </BusyButton>
          <BusyButton
            size="sm"
            variant="light"
            busy={busy === 'xlsx'}
            disabled={noCenters || (busy !== null && busy !== 'xlsx')}
            onClick={() => void download('xlsx')}
          >
            {t('exports.xlsx')}
          </BusyButton>
          <BusyButton
            size="sm"
            variant="default"
            busy={busy === 'codebook'}
            disabled={busy !== null && busy !== 'codebook'}
            onClick={() => void download('codebook')}
          >
            {t('exports.codebook')}
          </BusyButton>
        </Group>
      </Stack>
    </Paper>
  );
}
