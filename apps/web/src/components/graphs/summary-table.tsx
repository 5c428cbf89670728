import type { SurveySummaryRow } from '@romtrack/shared/contracts/surveys';
import { REFERENCE_MEANS } from '@romtrack/sf36/scales';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { CategoryTableBox } from './category-table-box.tsx';
import { LightTd, LightTh, LightTr } from './light-table.tsx';
import { formatScore } from '../score-chart/score-format.ts';
import type { GraphText } from './graph-text.ts';
import { InPrintParts } from './in-print-parts.tsx';
import { summaryColumns, type SummaryColumn } from './summary-columns.ts';

export interface SummaryTableProps {
  rows: readonly SurveySummaryRow[];
  text: GraphText;
  /** BCP 47 tag used to format the numbers. */
  locale: string;
  /** What the table covers, printed under each part's caption (summary-graph.tsx). */
  printedAbout?: string;
}

/** Numbers line up at the end of their cells. */
const END = { textAlign: 'right' } as const;
const ROW_HEADER = { fontWeight: 500 } as const;

/** Survey columns that fit beside the category and reference columns on a portrait A4 or Letter page. */
const SURVEY_COLUMNS_PER_PAGE_WIDTH = 5;

/**
 * The numbers behind the chart: one row per category, one column per survey number (at
 * least 4), each column headed by its n so a reader sees drop-out between surveys. On paper, a
 * table of more survey numbers than fit the page is printed in parts, each with the categories
 * and the reference (in-print-parts.tsx).
 */
export function SummaryTable({ rows, text, locale, printedAbout }: SummaryTableProps) {
  const columns = useMemo(() => summaryColumns(rows), [rows]);
  return (
    <InPrintParts
      columns={columns}
      perPart={SURVEY_COLUMNS_PER_PAGE_WIDTH}
      partCaption={text.tablePart}
      table={(part, partCaption) => (
        <SummaryTablePart
          text={text}
          locale={locale}
          columns={part}
          caption={partCaption ?? text.tableCaption}
          printedAbout={printedAbout}
          minWidth={partCaption ? 0 : undefined}
        />
      )}
    />
  );
}

interface SummaryTablePartProps {
  columns: readonly SummaryColumn[];
  caption: string;
  printedAbout: string | undefined;
  text: GraphText;
  locale: string;
  /** Below this width the table scrolls inside its box (px). */
  minWidth?: number;
}

/** A printed report's line saying what it covers (category-table.css shows it on paper only). */
export function PrintedAbout({ text }: { text: string }) {
  return (
    <Text component="span" size="sm" c="gray.7" fw={400} className="rt-print-only">
      {text}
    </Text>
  );
}

function SummaryTablePart({ columns, caption, printedAbout, text, locale, minWidth = 560 }: SummaryTablePartProps) {
  return (
    <CategoryTableBox label={caption} minWidth={minWidth}>
      <Table striped withTableBorder withColumnBorders verticalSpacing="xs" fz="sm" captionSide="top">
        <Table.Caption ta="start" c="gray.8" fw={600}>
          {caption}
          {/* In the caption, so that it stays with the table on paper. */}
          {printedAbout ? <PrintedAbout text={printedAbout} /> : null}
        </Table.Caption>
        <Table.Thead>
          <LightTr striped>
            <LightTh scope="col">{text.category}</LightTh>
            {columns.map(({ surveyNo, row }) => (
              <LightTh key={surveyNo} scope="col" style={END}>
                <Text span fw={700} fz="sm" display="block">
                  {text.survey(surveyNo)}
                </Text>
                <Text span fz="xs" c="gray.7" fw={500} display="block">
                  {text.n(row?.n ?? 0)}
                </Text>
              </LightTh>
            ))}
            <LightTh scope="col" style={END}>
              {text.reference}
            </LightTh>
          </LightTr>
        </Table.Thead>
        <Table.Tbody>
          {text.scaleLabels.map((label, scale) => (
            <LightTr key={label} striped>
              <LightTh scope="row" style={ROW_HEADER}>
                {label}
              </LightTh>
              {columns.map(({ surveyNo, row }) => {
                const mean = row?.means[scale];
                return (
                  <LightTd key={surveyNo} style={END}>
                    {mean === undefined ? (
                      <>
                        <span aria-hidden>–</span>
                        <VisuallyHidden>{text.noSurveys}</VisuallyHidden>
                      </>
                    ) : (
                      formatScore(mean, locale)
                    )}
                  </LightTd>
                );
              })}
              <LightTd style={END}>{formatScore(REFERENCE_MEANS[scale] ?? 0, locale, 0)}</LightTd>
            </LightTr>
          ))}
        </Table.Tbody>
      </Table>
    </CategoryTableBox>
  );
}
