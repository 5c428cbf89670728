import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only record of security-relevant events: who, what, when, from where.
 * Never holds passwords or tokens. No foreign keys, so deleting a PID or an account
 * leaves its history intact; the database refuses UPDATE and DELETE (migration trigger).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid(),
    actorRole: text(),
    action: text().notNull(),
    target: text(),
    ip: text(),
    detail: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
