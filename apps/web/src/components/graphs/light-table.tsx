/**
 * Rows and cells for the score tables, drawn as Mantine's Table.Tr, Table.Th and Table.Td look
 * (the same classes and data attributes, inside a Mantine `<Table withColumnBorders>`, whose
 * variables they use), but as plain elements. Mantine's render each cell through Box, with its
 * style props and theme look-ups: a region's graphs hold 50 centers' tables, thousands of cells,
 * and those renders alone made a task of over a second as the screen opened or the paired view
 * was switched on.
 */
import { Table } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

const classes = Table.classes;

/** Mantine's own class names first, then the static one a stylesheet can target, then the caller's. */
const classNames = (part: 'tr' | 'th' | 'td', own: string | undefined) =>
  [classes[part], `mantine-Table-${part}`, own].filter(Boolean).join(' ');

/** A row; `striped` as the table's own `striped` (odd rows shaded). */
export function LightTr({ striped, className, ...props }: ComponentPropsWithoutRef<'tr'> & { striped?: boolean }) {
  return (
    <tr
      {...props}
      className={classNames('tr', className)}
      data-with-row-border
      data-striped={striped ? 'odd' : undefined}
    />
  );
}

export function LightTh({ className, ...props }: ComponentPropsWithoutRef<'th'>) {
  return <th {...props} className={classNames('th', className)} data-with-column-border />;
}

export function LightTd({ className, ...props }: ComponentPropsWithoutRef<'td'>) {
  return <td {...props} className={classNames('td', className)} data-with-column-border />;
}
