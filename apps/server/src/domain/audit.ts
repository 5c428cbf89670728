/** Writes to the append-only audit log. Never pass passwords or tokens in `detail`. */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { reusableQuery, UNNAMED } from '../db/reusable-query.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditAction =
  | 'login.success'
  | 'login.failure'
  | 'logout'
  | 'password.change'
  | 'password.reset.request'
  | 'password.reset'
  | 'access.refused'
  | 'admin.bootstrap'
  | 'participant.create'
  | 'participant.delete'
  | 'survey.link.create'
  | 'survey.submit'
  | 'consent.change'
  | 'director.register'
  | 'center.register'
  | 'manager.register'
  | 'export';

export interface AuditEntry {
  action: AuditAction;
  actorId?: string | null;
  actorRole?: string | null;
  target?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

const insertEntry = reusableQuery((db) =>
  db
    .insert(auditLog)
    .values({
      action: sql.placeholder('action'),
      actorId: sql.placeholder('actorId'),
      actorRole: sql.placeholder('actorRole'),
      target: sql.placeholder('target'),
      ip: sql.placeholder('ip'),
      detail: sql.placeholder('detail'),
    })
    .prepare(UNNAMED),
);

export async function audit(db: Database, entry: AuditEntry): Promise<void> {
  await insertEntry(db).execute({
    action: entry.action,
    actorId: entry.actorId ?? null,
    actorRole: entry.actorRole ?? null,
    target: entry.target ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
  });
}

/**
 * The INSERT of an audit line, to end a statement that also makes the change the line records
 * (`WITH change AS (...) INSERT ...`): the change and its line are written together or not at
 * all, in one round trip.
 */
export function auditInsert(entry: AuditEntry): SQL {
  const detail = entry.detail ? JSON.stringify(entry.detail) : null;
  return sql`INSERT INTO ${auditLog} (action, actor_id, actor_role, target, ip, detail)
    VALUES (${entry.action}, ${entry.actorId ?? null}::uuid, ${entry.actorRole ?? null}, ${entry.target ?? null},
      ${entry.ip ?? null}, ${detail}::jsonb)`;
}
