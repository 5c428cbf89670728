/** Writes to the append-only audit log. Never pass passwords or tokens in `detail`. */
import type { AuditAction } from '@romtrack/shared/contracts/audit';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  action: AuditAction;
  actorId?: string | null;
  actorRole?: string | null;
  target?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

/** Who makes a change: what its audit line says of the actor. */
export type AuditActor = Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>;

/**
 * The actor of a participant's change (a submitted survey): nobody. Participants are anonymous,
 * and the line keeps no address either, as an IP address is personal data.
 */
export const PARTICIPANT: AuditActor = {};

/** Writes one line on its own (for a line that records a change in the same statement: auditInsert). */
export async function audit(db: Database, entry: AuditEntry): Promise<void> {
  await db.execute(auditInsert(entry));
}

/** The columns of an audit line and, for `entry`, their values in the same order. */
function auditLine(entry: AuditEntry): { columns: SQL; values: SQL } {
  const detail = entry.detail ? JSON.stringify(entry.detail) : null;
  return {
    columns: sql`${auditLog} (action, actor_id, actor_role, target, ip, detail)`,
    values: sql`${entry.action}::text, ${entry.actorId ?? null}::uuid, ${entry.actorRole ?? null}::text,
      ${entry.target ?? null}::text, ${entry.ip ?? null}::text, ${detail}::jsonb`,
  };
}

/**
 * The INSERT of an audit line, to end a statement that also makes the change the line records
 * (`WITH change AS (...) INSERT ...`): the change and its line are written together or not at
 * all, in one round trip.
 */
export function auditInsert(entry: AuditEntry): SQL {
  const { columns, values } = auditLine(entry);
  return sql`INSERT INTO ${columns} VALUES (${values})`;
}

/**
 * Like auditInsert, for a change that may find nothing to do: the line is written once for each
 * row that `changed`, a WITH query of the same statement, returns (none, or one).
 */
export function auditInsertIf(changed: string, entry: AuditEntry): SQL {
  const { columns, values } = auditLine(entry);
  return sql`INSERT INTO ${columns} SELECT ${values} FROM ${sql.identifier(changed)}`;
}

/**
 * Like auditInsert, for a change whose rows the database chooses or finds: one audit line per
 * row that `changed`, a WITH query of the same statement, returns. Its `id` is the target, and
 * `detail` is built from its other columns.
 */
export function auditInsertFrom(changed: string, action: AuditAction, by: AuditActor, detail: SQL): SQL {
  return sql`INSERT INTO ${auditLog} (action, actor_id, actor_role, target, ip, detail)
    SELECT ${action}::text, ${by.actorId ?? null}::uuid, ${by.actorRole ?? null}::text, id::text, ${by.ip ?? null}::text,
      ${detail}
    FROM ${sql.identifier(changed)}`;
}
