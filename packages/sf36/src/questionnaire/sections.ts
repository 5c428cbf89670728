/**
 * Which section header (questionnaire `headers[0..4]`) is shown above an item.
 *
 * Items outside these ranges (1, 2, 20–22, 32 in 1-based numbering) stand alone on
 * the RAND form: their question text is self-contained, so they get no header.
 */

/** Index of a section header, 0..4, as in `Questionnaire.headers`. */
export type SectionHeaderIndex = 0 | 1 | 2 | 3 | 4;

/**
 * The header heading an item, or `null` if the item has none.
 *
 * @param itemIndex0 0-based item index (0..35; item number − 1).
 * @returns 0 for indexes 2–11 (activities), 1 for 12–15 (physical health), 2 for 16–18
 *   (emotional problems), 3 for 22–30 (how you feel), 4 for 32–35 (true/false);
 *   `null` otherwise, including out-of-range or non-integer input.
 */
export function sectionHeaderIndex(itemIndex0: number): SectionHeaderIndex | null {
  if (!Number.isInteger(itemIndex0)) return null;
  if (itemIndex0 >= 2 && itemIndex0 <= 11) return 0;
  if (itemIndex0 >= 12 && itemIndex0 <= 15) return 1;
  if (itemIndex0 >= 16 && itemIndex0 <= 18) return 2;
  if (itemIndex0 >= 22 && itemIndex0 <= 30) return 3;
  if (itemIndex0 >= 32 && itemIndex0 <= 35) return 4;
  return null;
}

/** True when this item is the first one under its header (where the header is drawn). */
export function startsSection(itemIndex0: number): boolean {
  const h = sectionHeaderIndex(itemIndex0);
  return h !== null && sectionHeaderIndex(itemIndex0 - 1) !== h;
}
