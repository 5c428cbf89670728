import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { centers } from './centers.ts';

/**
 * An anonymous participant, known only by a four-digit PID unique within its center.
 * Holds no personal data (spec section 1). The open survey link, if any, lives here:
 * the manager must be able to show it again, and there is at most one at a time.
 */
export const participants = pgTable(
  'participants',
  {
    id: uuid().primaryKey().defaultRandom(),
    centerId: uuid()
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    pid: smallint().notNull(),
    surveyCount: integer().notNull().default(0),
    /** One-time survey token (>= 128 bits, base64url); null when closed to survey. */
    surveyToken: text(),
    surveyTokenExpiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('participants_center_pid_key').on(t.centerId, t.pid),
    unique('participants_survey_token_key').on(t.surveyToken),
    index('participants_center_created_idx').on(t.centerId, t.createdAt),
    check('participants_pid_range', sql`${t.pid} BETWEEN 1000 AND 9999`),
    check('participants_survey_count_nonneg', sql`${t.surveyCount} >= 0`),
    check('participants_token_has_expiry', sql`(${t.surveyToken} IS NULL) = (${t.surveyTokenExpiresAt} IS NULL)`),
  ],
);
