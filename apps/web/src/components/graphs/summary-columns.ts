/**
 * The survey-number columns of a graph's table: 1 up to the highest survey number present,
 * and never fewer than 4 (spec section 9), so a center that has only first surveys still
 * shows where the follow-ups will go.
 */
import type { SurveySummaryRow } from '@romtrack/shared/contracts/surveys';
import type { ScoreSeries } from '../score-chart/score-chart.tsx';

export const MIN_SURVEY_COLUMNS = 4;

export interface SummaryColumn {
  surveyNo: number;
  /** The averages of this survey number, or null when no survey has it. */
  row: SurveySummaryRow | null;
}

export function summaryColumns(rows: readonly SurveySummaryRow[], minColumns = MIN_SURVEY_COLUMNS): SummaryColumn[] {
  const bySurveyNo = new Map(rows.map((row) => [row.surveyNo, row]));
  const highest = Math.max(minColumns, ...rows.map((row) => row.surveyNo));
  return Array.from({ length: highest }, (_, i) => ({ surveyNo: i + 1, row: bySurveyNo.get(i + 1) ?? null }));
}

/** Rows that hold surveys, in survey-number order: what the chart draws. */
export function rowsWithData(rows: readonly SurveySummaryRow[]): SurveySummaryRow[] {
  return rows.filter((row) => row.n > 0).toSorted((a, b) => a.surveyNo - b.surveyNo);
}

/**
 * The chart's series: one per survey number that has surveys, coloured by its number, so that
 * "Survey 2" has one colour in every center's chart, whichever numbers stand beside it.
 */
export function summarySeries(rows: readonly SurveySummaryRow[], label: (surveyNo: number) => string): ScoreSeries[] {
  return rowsWithData(rows).map((row) => ({
    label: label(row.surveyNo),
    values: row.means,
    n: row.n,
    colorIndex: row.surveyNo - 1,
  }));
}
