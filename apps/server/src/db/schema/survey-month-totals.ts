import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { centers } from './centers.ts';

/**
 * Running totals of the stored surveys per center, calendar month (UTC), survey number and
 * consent: how many, and the sum of each of the 8 scale scores. The database keeps them
 * exact itself (triggers on `surveys`, migration 0002), so a graph reads a row per center,
 * month, survey number and consent (about 5,000 for 80,000 surveys of 50 centers over two
 * years) instead of every survey; only the partial months at the ends of a date range are
 * read from `surveys` (domain/survey-queries.ts, ADR 004).
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
    // The sum of each scale's stored score, in scale order (packages/sf36 SCALES). Eight columns,
    // not an array: summing plain columns takes half the time of taking elements out of an
    // array (ADR 004). An integer holds 100 points times 21 million surveys of one month.
    sum1: integer().notNull(),
    sum2: integer().notNull(),
    sum3: integer().notNull(),
    sum4: integer().notNull(),
    sum5: integer().notNull(),
    sum6: integer().notNull(),
    sum7: integer().notNull(),
    sum8: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.centerId, t.month, t.surveyNo, t.consented] }),
    check('survey_month_totals_n_positive', sql`${t.n} > 0`),
  ],
);
