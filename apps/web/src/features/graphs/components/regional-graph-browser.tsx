/**
 * /admin/graph-browser and /director/graph-browser (spec section 2): one chart per center of
 * a region, consented surveys only (the server applies that rule), with the same date filter,
 * chart and table as the manager's graph browser. The admin first picks the region (a director).
 */
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Select } from '../../../components/list-pickers.tsx';
import type { SurveySummary } from '@romtrack/shared/contracts/surveys';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { directorOptions, useDirectorNames } from '../../../api/director-names.ts';
import { useSurveySummary } from '../../../api/survey-summary.ts';
import type { DateRange } from '../../../components/graphs/date-range-filter.tsx';
import { SummaryGraph } from '../../../components/graphs/summary-graph.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingText, ScreenStatus } from '../../../components/screen-status.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useKeepInHistory, useKeptInHistory } from '../../../lib/history-state.ts';
import { useLocale } from '../../../lib/locale.ts';
import '../../../components/printed-report.css';
import { useGraphText } from '../use-graph-text.ts';
import { usePrintedAbout } from '../use-printed-about.ts';
import { ExportPanel } from './export-panel.tsx';
import { GraphDateFilter, isChosenDates, useGraphDates, type ChosenDates } from './graph-date-filter.tsx';
import { RegionalPairedView } from './paired-view.tsx';

/**
 * One center's graph. Memoized: while the region's next answer waits for its deferred render, the
 * urgent render passes each center the object it already drew (TanStack Query keeps unchanged
 * centers' objects), so 50 centers' tables are not drawn again with the old answer first.
 */
const CenterGraph = memo(function CenterGraph({
  center,
  printedAbout,
}: {
  center: SurveySummary[number];
  /** What the region's graphs cover, for the center's name (use-printed-about.ts). */
  printedAbout: (center: string) => string;
}) {
  const { t } = useTranslation('manager');
  const { language } = useLocale();
  const text = useGraphText(center.center.name);
  return (
    <Paper withBorder p="md" component="section" aria-label={center.center.name}>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {center.center.name}
        </Title>
        {/* Not a live status: one per empty center would each say "No graphs", in a region whose
            other centers have them. The region's count above is the status. */}
        {center.rows.length === 0 ? (
          <Text>
            {t('graphs.noGraphs')} {t('graphs.noCenterSurveys')}
          </Text>
        ) : (
          <SummaryGraph
            title={center.center.name}
            rows={center.rows}
            text={text}
            locale={language}
            drawWhenNear
            printedAbout={printedAbout(center.center.name)}
          />
        )}
      </Stack>
    </Paper>
  );
});

interface RegionalGraphsProps {
  /** The director whose centers to show; null while the admin has not chosen one. */
  directorId: string | null;
  range: DateRange;
  /** Paired view on: kept with the dates (useKeptView). */
  paired: boolean;
  setPaired(paired: boolean): void;
}

/**
 * The dates chosen and the Paired switch, kept in the screen's history entry (history-state.ts) as
 * the manager's graph keeps its own: a session that ends shows the login in place of the screen,
 * which takes the screen's state with it, and signing in again (or a reload) brings the graphs
 * back as they were left, not from 2019 to today.
 */
interface KeptView {
  dates: ChosenDates;
  paired: boolean;
}
const KEPT_VIEW = 'regionGraph';

const isKeptView = (value: unknown): value is KeptView =>
  typeof value === 'object' &&
  value !== null &&
  isChosenDates((value as Record<string, unknown>).dates) &&
  typeof (value as Record<string, unknown>).paired === 'boolean';

/** The regional graphs' dates and Paired switch, as kept in the screen's history entry. */
function useKeptView() {
  const kept = useKeptInHistory(KEPT_VIEW, isKeptView);
  const dates = useGraphDates(kept?.dates);
  const [paired, setPaired] = useState(kept?.paired ?? false);
  useKeepInHistory(
    KEPT_VIEW,
    useMemo((): KeptView => ({ dates: dates.chosen, paired }), [dates.chosen, paired]),
  );
  return { dates, paired, setPaired };
}

/** No centers: one array, so that a render with none is no change for useDeferredValue. */
const NO_CENTERS: SurveySummary = [];

function RegionalGraphs({ directorId, range, paired, setPaired }: RegionalGraphsProps) {
  const { t } = useTranslation('manager');
  const filter = { director: directorId ?? undefined, from: range.from, to: range.to };
  const summary = useSurveySummary(filter, directorId !== null);
  const printedAbout = usePrintedAbout(range, 'consented');
  // The screen's status says what the region's graphs hold as the region and dates change,
  // "Loading…" while the next answer is on its way (the last answer's graphs stay drawn).
  const centers = (!summary.isError && summary.data) || NO_CENTERS;
  // A region's 50 centers are thousands of table cells: drawn as a deferred render, which React
  // breaks into short tasks, rather than in one that held the page for over half a second as they
  // arrived, or as Paired was switched (the switch itself moves at once).
  const shownCenters = useDeferredValue(centers, NO_CENTERS);
  const shownPaired = useDeferredValue(paired);
  let status = null;
  if (directorId === null) status = <Text>{t('graphs.chooseRegion')}</Text>;
  else if (summary.isPending || summary.isPlaceholderData) status = <LoadingText />;
  else if (summary.isSuccess && centers.length === 0) status = <Text>{t('graphs.noCenters')}</Text>;
  else if (summary.isSuccess && !paired) {
    status = (
      <Text>
        {t('graphs.regionCenters', {
          withSurveys: centers.filter((center) => center.rows.length > 0).length,
          total: centers.length,
        })}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <ScreenStatus>{status}</ScreenStatus>
      {summary.isError ? <LoadFailed title={t('graphs.loadError')} error={summary.error} retry={summary} /> : null}
      {directorId !== null && centers.length > 0 ? (
        <Stack gap="lg" aria-busy={summary.isFetching}>
          {/* The region's centers as the graphs show them; the export offers each of them, all chosen at first. */}
          <ExportPanel
            key={directorId}
            range={range}
            directorId={directorId}
            centers={centers.map(({ center }) => center)}
          />
          <Switch
            wrapperProps={{ 'data-print-hide': true }}
            label={t('paired.switch')}
            description={t('paired.regionSwitchHint')}
            checked={paired}
            onChange={(event) => setPaired(event.currentTarget.checked)}
          />
          {shownPaired ? (
            <RegionalPairedView filter={filter} enabled />
          ) : (
            shownCenters.map((center) => (
              <CenterGraph key={center.center.id} center={center} printedAbout={printedAbout} />
            ))
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The director's graphs: their own centers. */
export function DirectorGraphBrowser({ directorId }: { directorId: string }) {
  const { t } = useTranslation('manager');
  const { dates, paired, setPaired } = useKeptView();
  return (
    // A printed report too: on paper the graphs without the menus and the filters (printed-report.css).
    <Stack className="rt-printed-report">
      <ScreenTitle>{t('graphs.title')}</ScreenTitle>
      <Text>{t('graphs.regionalIntroDirector')}</Text>
      <Text size="sm" c="gray.7">
        {t('graphs.consentedOnly')}
      </Text>
      <Paper withBorder p="md" data-print-hide>
        <GraphDateFilter {...dates} />
      </Paper>
      <RegionalGraphs directorId={directorId} range={dates.range} paired={paired} setPaired={setPaired} />
    </Stack>
  );
}

/**
 * The admin's graphs: choose a region (a director), then that region's centers. The region is
 * kept in the address (`?region=`), so the browser's Back from another screen, a reload or a
 * bookmark comes back to it; choosing another replaces the address rather than adding a step.
 */
export function AdminGraphBrowser() {
  const { t } = useTranslation('manager');
  const { dates, paired, setPaired } = useKeptView();
  const directors = useDirectorNames();
  const [params, setParams] = useSearchParams();
  // Only a region the list holds: an address edited by hand or a bookmark of a region since gone
  // asks for one, rather than sending the summary an id it refuses or knows nothing of.
  const region = params.get('region');
  const directorId = directors.data?.some((director) => director.id === region) ? region : null;
  // The entry's kept dates and switch stay with it (useKeptView).
  const { state } = useLocation();
  const setDirectorId = (id: string | null) => setParams(id ? { region: id } : {}, { replace: true, state });
  return (
    // A printed report too: on paper the graphs without the menus and the filters (printed-report.css).
    <Stack className="rt-printed-report">
      <ScreenTitle>{t('graphs.title')}</ScreenTitle>
      <Text>{t('graphs.regionalIntroAdmin')}</Text>
      <Text size="sm" c="gray.7">
        {t('graphs.consentedOnly')}
      </Text>
      <Paper withBorder p="md" data-print-hide>
        <Stack>
          <Select
            label={t('graphs.region')}
            placeholder={t('graphs.regionPlaceholder')}
            data={directorOptions(directors.data ?? [])}
            value={directorId}
            onChange={setDirectorId}
            searchable
            maw={420}
          />
          {directors.isError ? (
            <LoadFailed title={t('graphs.regionsLoadError')} error={directors.error} retry={directors} />
          ) : null}
          <GraphDateFilter {...dates} />
        </Stack>
      </Paper>
      <RegionalGraphs directorId={directorId} range={dates.range} paired={paired} setPaired={setPaired} />
    </Stack>
  );
}
