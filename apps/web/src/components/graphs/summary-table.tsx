import type { SurveySummaryRow } from '@romtrack/shared/contracts/surveys';
import { REFERENCE_MEANS } from '@romtrack/sf36/scales';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { CategoryTableBox } from './category-table-box.tsx';
import { formatScore } from '../score-chart/score-format.ts';
import type { GraphText } from './graph-text.ts';
import { summaryColumns } from './summary-columns.ts';

export interface SummaryTableProps {
  rows: readonly SurveySummaryRow[];
  text: GraphText;
  /** BCP 47 tag used to format the numbers. */
  locale: string;
}

/**
 * The numbers behind the chart: one row per category, one column per survey number (at
 * least 4), each column headed by its n so a reader sees drop-out between surveys.
 */
export function SummaryTable({ rows, text, locale }: SummaryTableProps) {
  const columns = useMemo(() => summaryColumns(rows), [rows]);

  return (
    <CategoryTableBox label={text.tableCaption} minWidth={560}>
      <Table striped withTableBorder withColumnBorders verticalSpacing="xs" fz="sm" captionSide="top">
        <Table.Caption ta="start" c="gray.8" fw={600}>
          {text.tableCaption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{text.category}</Table.Th>
            {columns.map(({ surveyNo, row }) => (
              <Table.Th key={surveyNo} scope="col" ta="right">
                <Text span fw={700} fz="sm" display="block">
                  {text.survey(surveyNo)}
                </Text>
                <Text span fz="xs" c="gray.7" fw={500} display="block">
                  {text.n(row?.n ?? 0)}
                </Text>
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              {text.reference}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {text.scaleLabels.map((label, scale) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              {columns.map(({ surveyNo, row }) => {
                const mean = row?.means[scale];
                return (
                  <Table.Td key={surveyNo} ta="right">
                    {mean === undefined ? (
                      <>
                        <span aria-hidden>–</span>
                        <VisuallyHidden>{text.noSurveys}</VisuallyHidden>
                      </>
                    ) : (
                      formatScore(mean, locale)
                    )}
                  </Table.Td>
                );
              })}
              <Table.Td ta="right">{formatScore(REFERENCE_MEANS[scale] ?? 0, locale, 0)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </CategoryTableBox>
  );
}
