/**
 * A table with one row per RAND-36 category, in the spec's order, and one column per survey,
 * comparison or outcome: the shape of the score tables of the participant view and the paired
 * view. Its caption is shown above the scrolling box, so a phone never scrolls it out of sight,
 * and is read to screen readers as the table's name; the category column stays in sight too,
 * while the other columns scroll under it (category-table-box.tsx).
 */
import { SCALE_KEYS } from '@romtrack/sf36/scales';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTableBox } from './category-table-box.tsx';
import { LightTd, LightTh, LightTr } from './light-table.tsx';

type ScaleKey = (typeof SCALE_KEYS)[number];

export interface ScaleTableColumn {
  key: string;
  header: ReactNode;
  /** The cell of this column for one category (`scale` indexes SCALE_KEYS). */
  cell(scale: number): ReactNode;
  /** Extra attributes of each cell, e.g. a data attribute tests and print styles can find. */
  cellProps?: Record<string, string>;
}

export interface ScaleTableProps {
  caption: string;
  /** Shows the caption as a heading-like line instead of a quiet note. */
  captionStrong?: boolean;
  columns: readonly ScaleTableColumn[];
  /** Below this width the table scrolls inside its box (px). */
  minWidth: number;
}

export function ScaleTable({ caption, captionStrong = false, columns, minWidth }: ScaleTableProps) {
  const { t } = useTranslation('manager');
  return (
    <Stack gap={4}>
      {captionStrong ? (
        <Text fw={600} aria-hidden>
          {caption}
        </Text>
      ) : (
        <Text size="sm" c="gray.7" aria-hidden>
          {caption}
        </Text>
      )}
      <CategoryTableBox label={caption} minWidth={minWidth}>
        <Table withTableBorder withColumnBorders verticalSpacing="xs">
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <LightTr>
              <LightTh scope="col">{t('graphs.category')}</LightTh>
              {columns.map((column) => (
                <LightTh scope="col" key={column.key}>
                  {column.header}
                </LightTh>
              ))}
            </LightTr>
          </Table.Thead>
          <Table.Tbody>
            {SCALE_KEYS.map((key: ScaleKey, scale) => (
              <LightTr key={key} data-scale={key}>
                <LightTh scope="row">{t(`scales.${key}`)}</LightTh>
                {columns.map((column) => (
                  <LightTd key={column.key} {...column.cellProps}>
                    {column.cell(scale)}
                  </LightTd>
                ))}
              </LightTr>
            ))}
          </Table.Tbody>
        </Table>
      </CategoryTableBox>
    </Stack>
  );
}
