/**
 * A table that scrolls sideways on screen cannot scroll on paper: printed whole, the columns past
 * the page's width were cut off. On paper it is printed in parts of at most `perPart` columns,
 * each with the category names (the participant report's score tables, the graphs' table; shown
 * by in-print-parts.tsx as printing starts).
 */

/** `columns` in as many parts as needed, evened out: 13 by at most 6 are 5, 5 and 3, not 6, 6 and 1. */
export function printParts<T>(columns: readonly T[], perPart: number): T[][] {
  const size = Math.ceil(columns.length / Math.ceil(columns.length / perPart));
  const parts: T[][] = [];
  for (let start = 0; start < columns.length; start += size) parts.push(columns.slice(start, start + size));
  return parts;
}
