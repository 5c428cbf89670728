import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { centers } from './centers.ts';

/**
 * Admins, directors and center managers. A manager account belongs to exactly one center
 * and signs in with the center's name; admins and directors sign in by e-mail.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    role: text({ enum: ['admin', 'director', 'manager'] }).notNull(),
    /** Display name; for a manager, the person registered by the director (may be empty). */
    name: text().notNull(),
    /** Lower-cased; optional for managers until a director registers the person. */
    email: text(),
    firstName: text(),
    lastName: text(),
    passwordHash: text().notNull(),
    centerId: uuid().references((): AnyPgColumn => centers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the admin took a director's access away (ADR 016); null while the account may sign in.
     * A deactivated account has no session, cannot sign in and is sent no reset link.
     */
    deactivatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_key').on(t.email),
    uniqueIndex('staff_accounts_center_key').on(t.centerId),
    check('staff_accounts_role', sql`${t.role} IN ('admin', 'director', 'manager')`),
    check('staff_accounts_email_lower', sql`${t.email} = lower(${t.email})`),
    // A manager account always belongs to a center; no other account does.
    check('staff_accounts_manager_has_center', sql`(${t.role} = 'manager') = (${t.centerId} IS NOT NULL)`),
  ],
);
