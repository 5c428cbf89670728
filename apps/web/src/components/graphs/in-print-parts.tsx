import type { ReactNode } from 'react';
import { usePrinting } from '../../lib/printing.ts';
import { printParts } from './print-parts.ts';

export interface InPrintPartsProps<T> {
  columns: readonly T[];
  /** The most columns a part holds on paper. */
  perPart: number;
  /** One part's caption, e.g. "… (part 1 of 3)". */
  partCaption(part: number, parts: number): string;
  /** The table of `columns`; on paper a part's, with its caption (undefined: the table's own). */
  table(columns: readonly T[], partCaption?: string): ReactNode;
}

/**
 * A table whole on screen and, while printing, in parts that fit the page (print-parts.ts), each
 * kept on one page with its caption (category-table.css). The parts are made only while printing:
 * a region's graphs hold 50 centers' tables, and a hidden second copy of each would double what
 * the screen draws.
 */
export function InPrintParts<T>({ columns, perPart, partCaption, table }: InPrintPartsProps<T>) {
  const printing = usePrinting();
  const parts = printParts(columns, perPart);
  if (!printing || parts.length <= 1) return table(columns);
  return parts.map((part, i) => (
    <div className="rt-print-part" key={i}>
      {table(part, partCaption(i + 1, parts.length))}
    </div>
  ));
}
