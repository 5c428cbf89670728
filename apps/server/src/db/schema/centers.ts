import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff-accounts.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A treatment center. Its manager account lives in staff_accounts (one per center);
 * its logo is kept in the database so every server instance can serve it.
 */
export const centers = pgTable(
  'centers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    consentRegion: text({ enum: ['general', 'eu'] })
      .notNull()
      .default('general'),
    directorId: uuid()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'restrict' }),
    logo: bytea(),
    logoType: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Center names are the managers' usernames: unique regardless of case.
    uniqueIndex('centers_name_lower_key').on(sql`lower(${t.name})`),
    index('centers_director_idx').on(t.directorId),
    check('centers_consent_region', sql`${t.consentRegion} IN ('general', 'eu')`),
    check('centers_logo_has_type', sql`(${t.logo} IS NULL) = (${t.logoType} IS NULL)`),
  ],
);
