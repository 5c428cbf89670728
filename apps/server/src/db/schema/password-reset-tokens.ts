import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff-accounts.ts';

/** Password-reset tokens: single use, one hour, stored only as SHA-256 hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_account_idx').on(t.accountId)],
);
