/**
 * Every word the reusable graph pieces show. Each area fills it from its own translations
 * (the manager's in three languages, the admin's in English), so these components hold no
 * strings of their own.
 */
export interface GraphText {
  /** The 8 category names in `SCALES` order, in the reader's language. */
  scaleLabels: readonly string[];
  /** Column and series name of a survey number, e.g. "Survey 2". */
  survey(surveyNo: number): string;
  /** How many surveys an average covers, e.g. "n = 3". */
  n(count: number): string;
  /** Header of the category column. */
  category: string;
  /** The reference series, "US reference (RAND)". */
  reference: string;
  /** Where the reference means come from. */
  referenceNote: string;
  /** Read out for a cell without surveys (shown as "–"). */
  noSurveys: string;
  /** Caption of the table under the chart. */
  tableCaption: string;
  /** Caption of one part of that table on paper (print-parts.ts), e.g. "… (part 1 of 3)". */
  tablePart(part: number, parts: number): string;
  /** Accessible name of the chart. */
  chartLabel: string;
}
