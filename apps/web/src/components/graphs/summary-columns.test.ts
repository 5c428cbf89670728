import type { SurveySummaryRow } from '@romtrack/shared/contracts/surveys';
import { describe, expect, it } from 'vitest';
import { seriesColor } from '../score-chart/score-chart.tsx';
import { rowsWithData, summaryColumns, summarySeries } from './summary-columns.ts';

const row = (surveyNo: number, n = 1): SurveySummaryRow => ({ surveyNo, n, means: Array(8).fill(50) });

describe('summaryColumns', () => {
  it('shows at least 4 survey numbers, empty where no survey has them', () => {
    const columns = summaryColumns([row(1, 3)]);
    expect(columns.map((c) => c.surveyNo)).toEqual([1, 2, 3, 4]);
    expect(columns[0]!.row?.n).toBe(3);
    expect(columns.slice(1).every((c) => c.row === null)).toBe(true);
  });

  it('shows 4 empty columns when there is nothing at all', () => {
    expect(summaryColumns([])).toEqual([1, 2, 3, 4].map((surveyNo) => ({ surveyNo, row: null })));
  });

  it('goes up to the highest survey number and keeps gaps in place', () => {
    const columns = summaryColumns([row(6), row(2)]);
    expect(columns.map((c) => c.surveyNo)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(columns.map((c) => c.row?.surveyNo ?? null)).toEqual([null, 2, null, null, null, 6]);
  });
});

describe('rowsWithData', () => {
  it('keeps rows with surveys, in survey-number order', () => {
    expect(rowsWithData([row(3), row(1), row(2, 0)]).map((r) => r.surveyNo)).toEqual([1, 3]);
  });
});

describe('summarySeries', () => {
  it('colours a survey number alike in every chart, whichever numbers stand beside it', () => {
    const label = (surveyNo: number) => `Survey ${surveyNo}`;
    const colours = (rows: SurveySummaryRow[]) =>
      Object.fromEntries(summarySeries(rows, label).map((series, i) => [series.label, seriesColor(series, i)]));
    const withFirst = colours([row(1), row(2)]);
    const withoutFirst = colours([row(2), row(3)]);
    expect(withoutFirst['Survey 2']).toBe(withFirst['Survey 2']);
    expect(new Set([withFirst['Survey 1'], withFirst['Survey 2'], withoutFirst['Survey 3']]).size).toBe(3);
    // A survey number with no surveys draws no series.
    expect(summarySeries([row(1, 0), row(2)], label).map((series) => series.label)).toEqual(['Survey 2']);
  });
});
