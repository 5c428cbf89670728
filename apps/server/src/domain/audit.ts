/** Writes to the append-only audit log. Never pass passwords or tokens in `detail`. */
import type { Database } from '../db/client.ts';
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

export async function audit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId ?? null,
    actorRole: entry.actorRole ?? null,
    target: entry.target ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
  });
}
