import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff-accounts.ts';

/** Staff sessions: opaque bearer tokens, stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Idle expiry, pushed forward as the session is used (SESSION_TTL_HOURS), up to
     * SESSION_MAX_HOURS after `createdAt`.
     */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);
