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
  (t) => [
    index('audit_log_at_idx').on(t.at),
    // GET /api/v1/audit filtered by event or by actor, newest first: each index is read backwards
    // from the newest line, and counts the page's total without touching the table.
    index('audit_log_action_id_idx').on(t.action, t.id),
    index('audit_log_actor_id_idx').on(t.actorId, t.id),
  ],
);
