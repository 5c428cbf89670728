import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { centers } from './centers.ts';
import { participants } from './participants.ts';

/**
 * One completed RAND-36. `answers` are the 36 recoded item scores; `scores` the 8 scale
 * scores (display values, spec section 9) computed by @romtrack/sf36 at submission.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid().primaryKey().defaultRandom(),
    participantId: uuid()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    // Denormalized from the participant so visibility filters need no join.
    centerId: uuid()
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    surveyNo: integer().notNull(),
    answers: smallint().array().notNull(),
    scores: smallint().array().notNull(),
    language: text().notNull(),
    consented: boolean().notNull(),
    scoringVersion: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // SHA-256 (hex) of the link that recorded it, so that a phone which sent the answers but
    // never heard back can send them again and be told they arrived (survey-links.ts). A hash:
    // the link itself must open nothing once used. Null for surveys stored before it was kept.
    linkTokenHash: text(),
  },
  (t) => [
    unique('surveys_participant_survey_no_key').on(t.participantId, t.surveyNo),
    index('surveys_center_created_idx').on(t.centerId, t.createdAt),
    // The summary's partial months at the ends of a range, across all of a region's centers.
    index('surveys_created_idx').on(t.createdAt),
    index('surveys_link_token_hash_idx')
      .on(t.linkTokenHash)
      .where(sql`${t.linkTokenHash} IS NOT NULL`),
    check('surveys_survey_no_positive', sql`${t.surveyNo} >= 1`),
    check('surveys_answers_36', sql`cardinality(${t.answers}) = 36`),
    check('surveys_scores_8', sql`cardinality(${t.scores}) = 8`),
  ],
);
