/**
 * One center's graph: the bar chart of the group averages per survey number against the US
 * reference (RAND), and the table under it with one column per survey number (at least 4),
 * each headed by its n. Shared by the manager, director and admin graph browsers; each passes
 * its own translated `text`.
 */
import type { SurveySummaryRow } from '@romtrack/shared/contracts/surveys';
import { Skeleton, Stack } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { retryableLazy } from '../../lib/retryable-lazy.tsx';
import type { GraphText } from './graph-text.ts';
import { summarySeries } from './summary-columns.ts';
import { PrintedAbout, SummaryTable } from './summary-table.tsx';
import { useNearView } from './use-near-view.ts';

// Chart.js is large: only screens that draw a graph download it, when they first draw one (and
// again after a failed download, once the person moves on).
const ScoreChart = retryableLazy(() => import('../score-chart/score-chart.tsx'));

export interface SummaryGraphProps {
  /** Names the chart, e.g. the center's name. */
  title: string;
  rows: readonly SurveySummaryRow[];
  text: GraphText;
  /** BCP 47 tag used to format the numbers. */
  locale: string;
  /**
   * Draw the chart only while it is on screen or near it (use-near-view.ts): for a screen of many
   * graphs. The table is always there.
   */
  drawWhenNear?: boolean;
  /**
   * What the graph covers (center, dates, PIDs), printed with the chart and with each part of the
   * table: a loose page of the printed report still says whose it is. Paper only.
   */
  printedAbout?: string;
}

/** The chart's place while it loads or waits to be drawn, about as tall as the chart. */
const chartPlaceholder = <Skeleton height={352} radius="md" aria-hidden />;

export function SummaryGraph({ title, rows, text, locale, drawWhenNear = false, printedAbout }: SummaryGraphProps) {
  const [chartBox, near, printing] = useNearView(drawWhenNear);
  const series = useMemo(() => summarySeries(rows, text.survey), [rows, text]);
  const chartText = useMemo(
    () => ({
      scale: text.category,
      reference: text.reference,
      referenceNote: text.referenceNote,
      chartSummary: text.chartLabel,
    }),
    [text],
  );

  return (
    <Stack gap="md">
      {/* The numbers are in the table below (with n and the empty columns), not again in the chart's. */}
      <div ref={chartBox} className="rt-print-whole">
        {printedAbout ? <PrintedAbout text={printedAbout} /> : null}
        {near ? (
          <Suspense fallback={chartPlaceholder}>
            <ScoreChart
              title={title}
              series={series}
              text={chartText}
              scaleLabels={text.scaleLabels}
              locale={locale}
              table="elsewhere"
              animate={!printing}
            />
          </Suspense>
        ) : (
          chartPlaceholder
        )}
      </div>
      <SummaryTable rows={rows} text={text} locale={locale} printedAbout={printedAbout} />
    </Stack>
  );
}
