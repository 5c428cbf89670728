import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { centers } from './centers.ts';

/**
 * The PID numbers of a center that are never given out again: those of deleted participants
 * who had surveys. Their surveys are gone, but exports and graphs made before the deletion
 * named them by (center, pid), which the codebook says identifies one participant; a new
 * participant given the same number would be mixed with the old one in any data set that
 * holds both, and in the clinic's own PID list. A number deleted before any survey was never
 * seen in any data and is free again. Holds no more than the number: no personal data.
 */
export const retiredPids = pgTable(
  'retired_pids',
  {
    centerId: uuid()
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    pid: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.centerId, t.pid] }),
    check('retired_pids_pid_range', sql`${t.pid} BETWEEN 1000 AND 9999`),
  ],
);
