import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { centers } from './centers.ts';

/**
 * Running totals of the stored surveys per center, calendar month (UTC), survey number and
 * consent: how many, and the sum of each of the 8 scale scores. The database keeps them
 * exact itself (triggers on `surveys`, migration 0002), so a graph over two years reads a few
 * hundred rows instead of every survey; only the partial months at the ends of a date range
 * are read from `surveys` (domain/survey-queries.ts).
 */
export const surveyMonthTotals = pgTable(
  'survey_month_totals',
  {
    centerId: uuid()
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    /** The first day of the month, in UTC, of the surveys' `created_at`. */
    month: date({ mode: 'string' }).notNull(),
    surveyNo: integer().notNull(),
    consented: boolean().notNull(),
    n: integer().notNull(),
    /** Sum of each scale's stored score, in scale order (packages/sf36 SCALES). */
    sums: bigint({ mode: 'number' }).array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.centerId, t.month, t.surveyNo, t.consented] }),
    check('survey_month_totals_n_positive', sql`${t.n} > 0`),
    check('survey_month_totals_sums_8', sql`cardinality(${t.sums}) = 8`),
  ],
);
