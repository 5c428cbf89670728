/**
 * Research export (issue 8): surveys as CSV or XLSX, and a codebook describing every column.
 *
 * Endpoints (all need `Authorization: Bearer`; the answers are files, not JSON; a refusal
 * or a bad filter is the usual JSON error body):
 * - GET /api/v1/exports/surveys.csv?centers=&director=&from=&to=  — UTF-8 with a byte-order mark (so
 *   spreadsheet programs read non-Latin center names), comma-separated, header row first.
 * - GET /api/v1/exports/surveys.xlsx?centers=&director=&from=&to= — one worksheet "surveys" with the
 *   same header and rows, and a worksheet "codebook".
 * - GET /api/v1/exports/codebook.csv — every column, its values and meaning, the English item
 *   wording and the recode table. Any staff member; it holds no data.
 *
 * Who gets which rows: a director the consented surveys of their own centers, the admin the
 * consented surveys of all centers, a manager every survey of their own center with the
 * `consented` column added. A `centers` entry the caller may not reach answers 403. Rows are
 * ordered by region, center, then submission time. Every survey export writes an audit entry
 * ('export': who, format, filters, rows written). The answer streams, so its size is not
 * bounded by the server's memory; `Content-Disposition: attachment` names the file
 * `romtrack-surveys-YYYY-MM-DD.csv` (or .xlsx), dated on the day of the export in `tz` (UTC without).
 *
 * In the CSV, a text cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return gets
 * a `'` before it, and so does any part of it that begins so after a `;` (where a spreadsheet
 * with `;` as its list separator splits the cell), so a spreadsheet never runs one as a formula
 * (OWASP "CSV injection"); numbers stay numbers. The XLSX keeps the text as it is: its text
 * cells are never run.
 */
import { z } from 'zod/mini';
import { entityId, entityIdList } from './ids.ts';
import { daysInOrder, SurveyFilterQuerySchema } from './surveys.ts';

export const SURVEY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type SurveyExportFormat = (typeof SURVEY_EXPORT_FORMATS)[number];

/** Where each file is served; the survey exports take `SurveyExportQuery` as query string. */
export const EXPORT_PATHS = {
  csv: '/api/v1/exports/surveys.csv',
  xlsx: '/api/v1/exports/surveys.xlsx',
  codebook: '/api/v1/exports/codebook.csv',
} as const;

/** Filters of a survey export; all optional (no filter: everything the caller may see). */
export const SurveyExportQuerySchema = z
  .strictObject({
    /** Comma-separated center ids; each must be one the caller may reach. */
    centers: z.optional(entityIdList(4_000, 'centers must be center ids separated by commas')),
    /**
     * A region (its director's id): every center of it, however many (a list of ids in the
     * query string holds about a hundred). The admin's any region, a director's own only.
     */
    director: z.optional(entityId('director must be an id')),
    /** First day included (YYYY-MM-DD, in `tz`). */
    from: SurveyFilterQuerySchema.shape.from,
    /** Last day included, the whole day (YYYY-MM-DD, in `tz`). */
    to: SurveyFilterQuerySchema.shape.to,
    /**
     * The reader's time zone (IANA): the days of `from` and `to`, and the date in the file's
     * name; UTC when absent.
     */
    tz: SurveyFilterQuerySchema.shape.tz,
  })
  .check(daysInOrder);
export type SurveyExportQuery = z.infer<typeof SurveyExportQuerySchema>;

/** item01 .. item36: the recoded answers (0..100) in form order. */
export const ITEM_COLUMNS: readonly string[] = Object.freeze(
  Array.from({ length: 36 }, (_, i) => `item${String(i + 1).padStart(2, '0')}`),
);

/** The 8 exact (unrounded) scale scores, category order (mirrors @romtrack/sf36 SCALE_KEYS). */
export const SCALE_COLUMNS = [
  'physical_functioning',
  'role_physical',
  'role_emotional',
  'energy_fatigue',
  'emotional_well_being',
  'social_functioning',
  'pain',
  'general_health',
] as const;

/**
 * The header row of a survey export, in order.
 *
 * @param withConsent True for managers' exports (all surveys, with the `consented` flag).
 */
export function surveyExportColumns(withConsent: boolean): string[] {
  return [
    'region',
    'center',
    'pid',
    'survey_no',
    'date',
    'language',
    ...ITEM_COLUMNS,
    ...SCALE_COLUMNS,
    ...(withConsent ? ['consented'] : []),
    'scoring_version',
  ];
}
