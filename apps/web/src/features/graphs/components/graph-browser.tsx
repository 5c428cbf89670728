/**
 * /manager/graph-browser (spec section 2): the center's group averages per survey number
 * against the US reference, for the ticked PIDs and the chosen dates (both ends inclusive).
 */
import { Anchor, Grid, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSurveySummary } from '../../../api/survey-summary.ts';
import { SummaryGraph } from '../../../components/graphs/summary-graph.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingText, ScreenStatus } from '../../../components/screen-status.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useKeepInHistory, useKeptInHistory } from '../../../lib/history-state.ts';
import { useLocale } from '../../../lib/locale.ts';
import '../../../components/printed-report.css';
import { ALL_PIDS, isPidSelection, pickedPids, usersFilter, type PidSelection } from '../selection.ts';
import { useGraphText } from '../use-graph-text.ts';
import { usePrintedAbout } from '../use-printed-about.ts';
import { ExportPanel } from './export-panel.tsx';
import { type ChosenDates, GraphDateFilter, isChosenDates, useGraphDates } from './graph-date-filter.tsx';
import { PairedView } from './paired-view.tsx';
import { PidPicker } from './pid-picker.tsx';
import { ProgressLinks } from './progress-links.tsx';

/**
 * The graph as the manager left it, kept in the screen's history entry (history-state.ts): the
 * browser's Back from a PID's progress report, which the screen links to, or a reload, returns
 * to the same dates, ticked PIDs and view, not to every PID since 2019.
 */
interface KeptGraph {
  centerId: string;
  dates: ChosenDates;
  selection: PidSelection;
  paired: boolean;
}
const KEPT_GRAPH = 'centerGraph';

function isKeptGraph(value: unknown): value is KeptGraph {
  if (typeof value !== 'object' || value === null) return false;
  const { centerId, dates, selection, paired } = value as Record<string, unknown>;
  return (
    typeof centerId === 'string' && isChosenDates(dates) && isPidSelection(selection) && typeof paired === 'boolean'
  );
}

export function GraphBrowser({ centerId }: { centerId: string }) {
  const { t } = useTranslation('manager');
  const { language, prefix } = useLocale();
  // Another center's graph (a manager signed in since in this tab) is not this one's.
  const kept = useKeptInHistory(
    KEPT_GRAPH,
    (value): value is KeptGraph => isKeptGraph(value) && value.centerId === centerId,
  );
  const dates = useGraphDates(kept?.dates);
  const { range, chosen } = dates;
  const [selection, setSelection] = useState<PidSelection>(kept?.selection ?? ALL_PIDS);
  const [paired, setPaired] = useState(kept?.paired ?? false);
  useKeepInHistory(
    KEPT_GRAPH,
    useMemo((): KeptGraph => ({ centerId, dates: chosen, selection, paired }), [centerId, chosen, selection, paired]),
  );
  const users = useMemo(() => usersFilter(selection), [selection]);
  const nothingPicked = users !== undefined && users.length === 0;
  // The paired view has its own calls; the graph it replaces is not asked for meanwhile.
  const summary = useSurveySummary(
    { center: centerId, from: range.from, to: range.to, users },
    !nothingPicked && !paired,
  );
  const center = summary.data?.[0];
  const title = center?.center.name ?? t('graphs.title');
  const text = useGraphText(title);
  const printedAbout = usePrintedAbout(range, selection.all ? 'allPids' : pickedPids(selection));
  const rows = center?.rows ?? [];

  // The screen's status says what the graph area holds as the dates and PIDs change. While the
  // next answer is on its way, the last graph stays drawn (placeholder data) and the status
  // says it is loading.
  const loading = <LoadingText />;
  let status = null;
  let graph = null;
  if (paired && !nothingPicked) {
    graph = <PairedView filter={{ center: centerId, from: range.from, to: range.to, users }} enabled />;
  } else if (nothingPicked) {
    status = <Text>{t('graphs.pickSome')}</Text>;
  } else if (summary.isError) {
    graph = <LoadFailed title={t('graphs.loadError')} error={summary.error} retry={summary} />;
  } else if (summary.isPending) {
    status = loading;
  } else if (rows.length === 0) {
    status = summary.isPlaceholderData ? (
      loading
    ) : (
      <Title order={2} size="h3" ta="center" pt="lg">
        {t('graphs.noGraphs')}
      </Title>
    );
    graph = (
      <Stack gap={4} pb="lg" align="center" ta="center">
        <Text>{t('graphs.noGraphsText')}</Text>
        <Anchor component={Link} to={`${prefix}/manager/pid-browser`}>
          {t('graphs.toPids')}
        </Anchor>
      </Stack>
    );
  } else {
    status = summary.isPlaceholderData ? (
      loading
    ) : (
      <Text c="gray.7">{t('graphs.graphSurveys', { count: rows.reduce((sum, row) => sum + row.n, 0) })}</Text>
    );
    graph = (
      <Stack gap="xs" aria-busy={summary.isFetching}>
        <Title order={2} size="h3">
          {title}
        </Title>
        <SummaryGraph title={title} rows={rows} text={text} locale={language} printedAbout={printedAbout(title)} />
      </Stack>
    );
  }

  return (
    // A printed report too: on paper the graph without the menus and the filters (printed-report.css).
    <Stack className="rt-printed-report">
      <ScreenTitle>{t('graphs.title')}</ScreenTitle>
      <Text>{t('graphs.intro')}</Text>
      <Grid gap="lg">
        {/* minWidth 0: a wide table scrolls inside its column instead of widening the page. */}
        <Grid.Col span={{ base: 12, lg: 4 }} miw={0} data-print-hide>
          <Stack>
            <Paper withBorder p="md">
              <GraphDateFilter {...dates} />
            </Paper>
            <PidPicker centerId={centerId} selection={selection} onChange={setSelection} />
            <ProgressLinks selection={selection} />
            <ExportPanel range={range} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }} miw={0}>
          <Stack>
            <Switch
              wrapperProps={{ 'data-print-hide': true }}
              label={t('paired.switch')}
              description={t('paired.switchHint')}
              checked={paired}
              onChange={(event) => setPaired(event.currentTarget.checked)}
            />
            <ScreenStatus>{status}</ScreenStatus>
            {graph}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
